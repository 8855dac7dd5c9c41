import {describe, expect, it} from 'vitest';
import {
  EXAMPLE_VALUES,
  MAX_VALUE_LENGTH,
  applyMyValues,
  cleanValues,
  parseStoredValues,
} from '../../plugins/my-values/theme/MyValues/values';

const sample = `curl https://media.nuri.example/v1/rooms \\
  --header 'Authorization: Bearer ACCESS_TOKEN' \\
  --data '{"application_id": "app_51b2d0", "user_id": "user-1001", "other": "user-1002"}'`;

describe('My values', () => {
  it('replace every example value the reader set, and nothing else', () => {
    const code = applyMyValues(sample, {mediaBaseUrl: 'https://rtc.acme.test', userId: 'u-42'});
    expect(code).toContain('curl https://rtc.acme.test/v1/rooms');
    expect(code).toContain('"user_id": "u-42"');
    expect(code).toContain('"application_id": "app_51b2d0"');
    expect(code).toContain('"other": "user-1002"');
    expect(applyMyValues(sample, {})).toBe(sample);
  });

  it('fill in the variables the guides use, in shell and in Node', () => {
    const guide = [
      'curl -X POST "$MEDIA_API_BASE_URL/v1/rooms?application_id=${APPLICATION_ID}"',
      'const base = process.env.MEDIA_API_BASE_URL;',
      'echo $MEDIA_API_BASE_URL_OLD $CHAT_API_BASE_URL',
    ].join('\n');
    expect(applyMyValues(guide, {mediaBaseUrl: 'https://rtc.acme.test', applicationId: 'app_9'})).toBe(
      [
        'curl -X POST "https://rtc.acme.test/v1/rooms?application_id=app_9"',
        'const base = "https://rtc.acme.test";',
        'echo $MEDIA_API_BASE_URL_OLD $CHAT_API_BASE_URL',
      ].join('\n'),
    );
  });

  it('use the examples the conventions page lists', () => {
    expect(EXAMPLE_VALUES).toEqual({
      mediaBaseUrl: 'https://media.nuri.example',
      chatBaseUrl: 'https://chat.nuri.example',
      pushBaseUrl: 'https://push.nuri.example',
      applicationId: 'app_51b2d0',
      userId: 'user-1001',
    });
  });

  it('keep hostile text as text: one line, trimmed, bounded, markup untouched', () => {
    const hostile = `"><script>alert(1)</script>'\n\r\u2028x`;
    const values = cleanValues({applicationId: hostile, userId: 'x'.repeat(5000), pushBaseUrl: 'https://p.test///'});
    expect(values.applicationId).toBe(`"><script>alert(1)</script>' x`);
    expect(values.userId).toHaveLength(MAX_VALUE_LENGTH);
    expect(values.pushBaseUrl).toBe('https://p.test');
    expect(applyMyValues('"app_51b2d0"', values)).toBe(`""><script>alert(1)</script>' x"`);
  });

  it('read anything unexpected in storage as no values', () => {
    for (const raw of [null, '', 'not json', '[]', 'null', '42', '{"applicationId": 7}', '{"__proto__": {"x": 1}}'])
      expect(parseStoredValues(raw)).toEqual({});
    expect(parseStoredValues('{"applicationId": " app_1 ", "unknown": "x"}')).toEqual({applicationId: 'app_1'});
  });
});
