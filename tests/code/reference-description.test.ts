import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {micromark} from 'micromark';
import {beforeAll, describe, expect, it, vi} from 'vitest';
import {toDescription} from '../../plugins/api-reference/description';
import {LOCALES, loadApi, SPEC_NAMES} from '../support/api';
import ApiMarkdown, {InlineMarkdown} from '../../plugins/api-reference/theme/ApiMarkdown';

// Docusaurus's Link needs the site's router; a stand-in that shows which target it was given.
vi.mock('@docusaurus/Link', () => ({
  default: ({to, children}: {to: string; children: ReactNode}) => createElement('a', {'data-link': to}, children),
}));

/** Every description and per-value enum description of the three contracts, in both locales. */
async function contractDescriptions(): Promise<string[]> {
  const found = new Set<string>();
  const walk = (value: unknown, key: string, seen: Set<unknown>): void => {
    if (typeof value === 'string') {
      if (key === 'description' || key === 'x-enumDescriptions') found.add(value);
      return;
    }
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const [child, item] of Object.entries(value)) walk(item, key === 'x-enumDescriptions' ? key : child, seen);
  };
  for (const spec of SPEC_NAMES)
    for (const locale of LOCALES) walk((await loadApi(spec, locale)).document, '', new Set());
  return [...found].filter((text) => text.trim() !== '');
}

const block = (markdown: string) => renderToStaticMarkup(createElement(ApiMarkdown, {value: toDescription(markdown)}));
const inline = (markdown: string) =>
  renderToStaticMarkup(createElement(InlineMarkdown, {value: toDescription(markdown)}));

/**
 * CommonMark's reference HTML (micromark), with line breaks between and inside blocks read as the browser does and
 * apostrophes escaped as React escapes them.
 */
const reference = (markdown: string) =>
  micromark(markdown)
    .replace(/>\n+</g, '><')
    .replace(/[ \t]*\n[ \t]*/g, ' ')
    .replaceAll("'", '&#x27;')
    .trim();

describe('OpenAPI descriptions rendered from the build-time tree', () => {
  let descriptions: string[];
  beforeAll(async () => {
    descriptions = await contractDescriptions();
  });

  it('renders every description of the contracts as CommonMark does', () => {
    expect(descriptions.length).toBeGreaterThan(100);
    const wrong = descriptions.filter((text) => block(text) !== `<div>${reference(text)}</div>`);
    expect(wrong).toEqual([]);
  });

  it('covers the constructs the contracts use: paragraphs, wrapped lines and code spans', () => {
    const paragraphs = descriptions.find((text) => /\S\n\s*\n\S/.test(text) && text.includes('`'))!;
    expect(paragraphs, 'a description with several paragraphs and code').toBeDefined();
    const html = block(paragraphs);
    const sourceParagraphs = paragraphs.trim().split(/\n\s*\n/);
    expect(html.match(/<p>/g)).toHaveLength(sourceParagraphs.length);
    const spans = [...paragraphs.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    expect([...html.matchAll(/<code>([^<]*)<\/code>/g)].map((match) => match[1])).toEqual(
      spans.map((span) => span!.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')),
    );
    // A line wrapped in the YAML reads as one line.
    expect(html).not.toContain('\n');
  });

  it('renders a description inside a line without its paragraph', () => {
    const code = descriptions.find((text) => !text.includes('\n') && /`[^`]+`/.test(text))!;
    expect(inline(code)).toBe(reference(code).replace(/^<p>|<\/p>$/g, ''));
    expect(inline(code)).not.toContain('<p>');
  });

  it('renders lists, strong emphasis and links, links through Docusaurus Link', () => {
    const html = block('Sends **one** message.\n\n- `queued`: waiting\n- see [the guide](/push-notification)\n');
    expect(html).toBe(
      '<div><p>Sends <strong>one</strong> message.</p><ul><li><code>queued</code>: waiting</li>' +
        '<li>see <a data-link="/push-notification">the guide</a></li></ul></div>',
    );
  });

  it('keeps the spaces between inline elements of a list item and the lines of a code block', () => {
    expect(block('- `a` `b`\n- **c**\n  **d**')).toBe(
      '<div><ul><li><code>a</code> <code>b</code></li><li><strong>c</strong> <strong>d</strong></li></ul></div>',
    );
    expect(block('```json\n{\n  "a": 1\n}\n```')).toBe(
      '<div><pre><code class="language-json">{\n  &quot;a&quot;: 1\n}\n</code></pre></div>',
    );
  });

  it('keeps text as text and drops raw HTML', () => {
    expect(inline('Sent as `Bearer <token>` & <b>bold</b>')).toBe(
      'Sent as <code>Bearer &lt;token&gt;</code> &amp; bold',
    );
  });
});
