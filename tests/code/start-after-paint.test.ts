import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {describe, expect, it} from 'vitest';
import {PRELOAD_LINE, UPSTREAM_SCRIPT_LINE, ssrTemplate} from '../../plugins/start-after-paint';

describe('the page template derived from Docusaurus', () => {
  it('finds the installed template’s script line exactly once (fails when upstream changes it)', () => {
    expect(upstreamTemplate.split(UPSTREAM_SCRIPT_LINE)).toHaveLength(2);
  });

  it('differs from upstream in that line only', () => {
    const derived = ssrTemplate();
    expect(derived).toContain(PRELOAD_LINE);
    expect(derived).not.toContain(' defer></script>');
    expect(derived.replace(PRELOAD_LINE, UPSTREAM_SCRIPT_LINE)).toBe(upstreamTemplate);
  });

  it('refuses a template without the line, or with it twice', () => {
    expect(() => ssrTemplate('<html><body><%~ it.appHtml %></body></html>')).toThrow(/found 0 times/);
    expect(() => ssrTemplate(UPSTREAM_SCRIPT_LINE + UPSTREAM_SCRIPT_LINE)).toThrow(/found 2 times/);
  });
});
