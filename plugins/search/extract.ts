/**
 * Reads a built doc page's HTML into search sections. Generic over how a page was written: a section
 * starts at every h2/h3 with an id and at every element whose id is an API reference deep link
 * (`operation/<operationId>`, `tag/<tag>`), so Markdown guides and generated reference pages index alike.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

export interface ExtractedSection {
  readonly anchor: string;
  readonly heading: string;
  readonly text: string;
}

export interface ExtractedPage {
  readonly docId: string;
  readonly version: string;
  readonly title: string;
  readonly sections: readonly ExtractedSection[];
}

const SECTION_HEADING = new Set(['h2', 'h3']);
const HEADING = /^h[1-6]$/;
const DEEP_LINK = /^(operation|tag)\//;
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
/**
 * Not indexed: page chrome (heading permalinks, copy buttons, images, the mobile table of contents) and code
 * blocks, whose identifiers the prose and the schema tables name too and whose bulk would double the index.
 */
/** Not the page's own text: code, controls, and a page's status line (the same words on every page that has one). */
const NOT_CONTENT =
  'pre, script, style, noscript, svg, button, .hash-link, .theme-doc-toc-mobile, [aria-hidden="true"], [data-page-status]';

function clean(text: string): string {
  return text.replace(/[\u200B\s]+/g, ' ').trim();
}

function isSectionStart(element: Element): boolean {
  const id = element.attribs.id;
  if (!id) return false;
  return SECTION_HEADING.has(element.tagName) || DEEP_LINK.test(id);
}

interface Draft {
  anchor: string;
  heading: string;
  /** The first heading inside a non-heading section opener: it names the section instead of opening another. */
  namingHeading: Element | null;
  parts: string[];
}

/** The sections of a built doc page, or null when the HTML is not a doc page. */
export function extractPage(html: string): ExtractedPage | null {
  const $: CheerioAPI = load(html);
  const htmlClass = $('html').attr('class') ?? '';
  if (!/\bdocs-doc-page\b/.test(htmlClass)) return null;
  const version = /\bdocs-version-(\S+)/.exec(htmlClass)?.[1] ?? 'current';
  const docId = /\bdocs-doc-id-(\S+)/.exec(htmlClass)?.[1] ?? '';
  const root = $('article .theme-doc-markdown').first();
  const content = root.length > 0 ? root : $('article').first();
  content.find(NOT_CONTENT).remove();
  const h1 = content.find('h1').first();
  const title = clean(h1.text()) || clean($('title').text().split(' | ')[0] ?? '');
  h1.remove();

  const drafts: Draft[] = [{anchor: '', heading: '', namingHeading: null, parts: []}];
  const current = (): Draft => drafts[drafts.length - 1]!;

  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      current().parts.push(node.data);
      return;
    }
    if (node.type !== 'tag') return;
    const element = node;
    if (element === current().namingHeading) return;
    if (isSectionStart(element)) {
      const anchor = element.attribs.id!;
      if (HEADING.test(element.tagName)) {
        drafts.push({anchor, heading: clean($(element).text()), namingHeading: null, parts: []});
        return;
      }
      const namingHeading = $(element).find('h1, h2, h3, h4, h5, h6').first();
      drafts.push({anchor, heading: clean(namingHeading.text()), namingHeading: namingHeading[0] ?? null, parts: []});
    }
    const block = BLOCK.has(element.tagName);
    if (block) current().parts.push(' ');
    for (const child of element.children) walk(child);
    if (block) current().parts.push(' ');
  };
  for (const child of content.toArray().flatMap((element) => element.children)) walk(child);

  const sections = drafts
    .map((draft, i) => ({
      anchor: draft.anchor,
      heading: draft.heading || (i === 0 ? '' : title),
      text: clean(draft.parts.join('')),
    }))
    .filter((section, i) => i > 0 || section.text !== '' || drafts.length === 1);
  // The page's description (its summary in search engines) counts as introduction text unless the page says it already.
  const description = clean($('meta[name="description"]').attr('content') ?? '');
  if (description && !sections.some((section) => section.text.includes(description))) {
    const intro = sections[0]?.anchor === '' ? sections.shift() : undefined;
    sections.unshift({anchor: '', heading: '', text: clean(`${description} ${intro?.text ?? ''}`)});
  }
  return {docId, version, title, sections};
}
