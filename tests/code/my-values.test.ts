import {describe, expect, it} from 'vitest';
import {MY_VALUES} from '../../config/myValues';
import {MAX_ID_LENGTH, MAX_URL_LENGTH} from '../../plugins/my-values/theme/MyValues/validation';
import {
  checkValue,
  cleanValues,
  myValuesApplier,
  parseStoredValues,
} from '../../plugins/my-values/theme/MyValues/values';
import {allDocs} from '../support/docs';

const applyMyValues = myValuesApplier(MY_VALUES);

const sample = `curl https://media.nuri.example/v1/rooms \\
  --header 'Authorization: Bearer ACCESS_TOKEN' \\
  --data '{"application_id": "app_51b2d0", "user_id": "user-1001", "other": "user-1002"}'`;

describe('My values', () => {
  it('replace every example value the reader set, and nothing else', () => {
    const code = applyMyValues(sample, {mediaBaseUrl: 'https://rtc.acme.test', userId: 'u-42'}, 'bash');
    expect(code).toContain('curl https://rtc.acme.test/v1/rooms');
    expect(code).toContain('"user_id": "u-42"');
    expect(code).toContain('"application_id": "app_51b2d0"');
    expect(code).toContain('"other": "user-1002"');
    expect(applyMyValues(sample, {}, 'bash')).toBe(sample);
  });

  it('fill in the variables the guides use, in shell and in Node', () => {
    const guide = [
      'curl -X POST "$MEDIA_API_BASE_URL/v1/rooms?application_id=${APPLICATION_ID}"',
      'const base = process.env.MEDIA_API_BASE_URL;',
      'echo $MEDIA_API_BASE_URL_OLD $CHAT_API_BASE_URL',
    ].join('\n');
    const values = {mediaBaseUrl: 'https://rtc.acme.test', applicationId: 'app_9'};
    expect(applyMyValues(guide, values, 'bash').split('\n')).toEqual([
      'curl -X POST "https://rtc.acme.test/v1/rooms?application_id=app_9"',
      'const base = process.env.MEDIA_API_BASE_URL;',
      'echo $MEDIA_API_BASE_URL_OLD $CHAT_API_BASE_URL',
    ]);
    expect(applyMyValues(guide, values, 'ts').split('\n')[1]).toBe("const base = 'https://rtc.acme.test';");
  });

  it('leave a variable alone where the shell does not expand it', () => {
    const code = `echo '$APPLICATION_ID' "$APPLICATION_ID" # $APPLICATION_ID`;
    expect(applyMyValues(code, {applicationId: 'app_9'}, 'bash')).toBe(
      `echo '$APPLICATION_ID' "app_9" # $APPLICATION_ID`,
    );
  });

  it('replace the examples the conventions page lists, in both locales', () => {
    const pages = allDocs().filter(
      (doc) => doc.tree.version === 'current' && doc.id === 'console/console-app-information',
    );
    expect(pages).toHaveLength(2);
    for (const doc of pages) {
      const conventions = doc.body.slice(doc.body.indexOf('{/* #conventions */}'));
      // The table's last column: the values its examples show, each in backticks.
      const shown = [...conventions.matchAll(/^\|(?:[^|\n]*\|){2}([^|\n]*)\|\s*$/gm)].flatMap(([, cell]) =>
        [...cell!.matchAll(/`([^`]+)`/g)].map(([, value]) => value),
      );
      for (const [key, value] of Object.entries(MY_VALUES.examples))
        expect(shown, `${doc.file}: ${key}`).toContain(value);
    }
  });

  it('accept base URLs that are absolute https URLs (http only for this machine), without trailing slashes', () => {
    for (const [entered, stored] of <[string, string][]>[
      ['https://rtc.acme.test/', 'https://rtc.acme.test'],
      [' https://api.acme.test:8443/media/v2// ', 'https://api.acme.test:8443/media/v2'],
      ['http://localhost:4010', 'http://localhost:4010'],
      ['http://127.0.0.1:8080/mock', 'http://127.0.0.1:8080/mock'],
    ])
      expect(checkValue('mediaBaseUrl', entered)).toEqual({value: stored});
  });

  it('refuse other base URLs whole, saying why', () => {
    for (const [entered, problem] of <[string, string][]>[
      ['not a url', 'urlScheme'],
      ['javascript:alert(1)', 'urlScheme'],
      ['ftp://x.test', 'urlScheme'],
      ['http://rtc.acme.test', 'urlScheme'],
      ['//rtc.acme.test', 'urlScheme'],
      ['https://user:secret@rtc.acme.test', 'urlParts'],
      ['https://rtc.acme.test/?debug=1', 'urlParts'],
      ['https://rtc.acme.test/#top', 'urlParts'],
      ['https://rtc.acme.test/$(touch /tmp/pwned)', 'urlCharacters'],
      ["https://rtc.acme.test/a'b", 'urlCharacters'],
      ['https://rtc.acme.test/a\nb', 'urlCharacters'],
      ['https://레퍼런스.test', 'urlCharacters'],
      [`https://rtc.acme.test/${'a'.repeat(MAX_URL_LENGTH)}`, 'tooLong'],
    ])
      expect(checkValue('chatBaseUrl', entered), entered).toEqual({problem});
  });

  it('accept IDs of letters, digits, dots, underscores and hyphens up to the limit, and refuse the rest whole', () => {
    expect(checkValue('applicationId', 'app_51b2d0')).toEqual({value: 'app_51b2d0'});
    expect(checkValue('userId', 'a'.repeat(MAX_ID_LENGTH))).toEqual({value: 'a'.repeat(MAX_ID_LENGTH)});
    expect(checkValue('userId', 'a'.repeat(MAX_ID_LENGTH + 1))).toEqual({problem: 'tooLong'});
    expect(checkValue('userId', '   ')).toBeUndefined();
    for (const entered of [
      "user'1",
      'user"1',
      'a b',
      'a\nb',
      '$(touch /tmp/pwned)',
      '`id`',
      '; rm -rf ~',
      '</script>',
      '사용자',
      '🙂',
    ])
      expect(checkValue('userId', entered), entered).toEqual({problem: 'idCharacters'});
  });

  it('ignore stored values that break the rules, keeping the others', () => {
    const values = cleanValues({
      applicationId: `"><script>alert(1)</script>'`,
      userId: 'x'.repeat(5000),
      mediaBaseUrl: 'javascript:alert(1)',
      pushBaseUrl: 'https://p.test///',
      chatBaseUrl: 'https://c.test\n',
    });
    expect(values).toEqual({pushBaseUrl: 'https://p.test', chatBaseUrl: 'https://c.test'});
  });

  it('read anything unexpected in storage as no values', () => {
    for (const raw of [null, '', 'not json', '[]', 'null', '42', '{"applicationId": 7}', '{"__proto__": {"x": 1}}'])
      expect(parseStoredValues(raw)).toEqual({});
    expect(parseStoredValues('{"applicationId": " app_1 ", "unknown": "x"}')).toEqual({applicationId: 'app_1'});
  });
});
