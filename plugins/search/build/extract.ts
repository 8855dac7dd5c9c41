/**
 * Reads a built doc page's HTML into search sections. Generic over how a page was written: a section
 * starts at every h2/h3 with an id and at every element whose id is an API reference deep link
 * (`operation/<operationId>`, `tag/<tag>`, `error/<code>`), so Markdown guides and generated reference pages index
 * alike. A row of the reference's error catalogue is a section of its own, named by its first cell, whose keys are
 * the code and message the row documents (its `data-error-code` and `data-error-message`, which the API reference
 * declares for readers of its markup): a query that is one of them finds the row first.
 */
import type {Element, Nodes, Root} from 'hast';
import {select} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {EXIT, SKIP, visit} from 'unist-util-visit';

export interface ExtractedSection {
  readonly anchor: string;
  readonly heading: string;
  readonly text: string;
  /** The exact phrases the section is the entry for (an error row's code and message); absent for most. */
  readonly keys?: readonly string[];
}

export interface ExtractedPage {
  readonly docId: string;
  readonly version: string;
  readonly title: string;
  readonly sections: readonly ExtractedSection[];
}

const SECTION_HEADING = new Set(['h2', 'h3']);
const HEADING = /^h[1-6]$/;
const DEEP_LINK = /^(operation|tag|error)\//;
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
 * Not the page's own text: page chrome (heading permalinks, copy buttons, images, the mobile table of contents),
 * code blocks (whose identifiers the prose and the schema tables name too, and whose bulk would double the index)
 * and a page's status line (the same words on every page that has one).
 */
const NOT_CONTENT_TAGS = new Set(['pre', 'script', 'style', 'noscript', 'svg', 'button']);
const NOT_CONTENT_CLASSES = ['hash-link', 'theme-doc-toc-mobile'];

/**
 * Whether a node is not content: the selector `pre, script, style, noscript, svg, button, .hash-link,
 * .theme-doc-toc-mobile, [aria-hidden="true"], [data-page-status]`, tested on the element's own name, classes and
 * attributes. As a hast-util-select selector it took half of this step's time (a post-build profile): its attribute
 * tests look the attribute's name up again for every element.
 */
function isNotContent(node: Nodes): boolean {
  if (node.type !== 'element') return false;
  const {tagName, properties} = node;
  const classes = classList(node).split(' ');
  const status = properties.dataPageStatus;
  return (
    NOT_CONTENT_TAGS.has(tagName) ||
    NOT_CONTENT_CLASSES.some((name) => classes.includes(name)) ||
    properties.ariaHidden === 'true' ||
    (status !== undefined && status !== null && status !== false)
  );
}

function clean(text: string): string {
  return text.replace(/[\u200B\s]+/g, ' ').trim();
}

function isSectionStart(element: Element): boolean {
  const id = element.properties.id;
  if (typeof id !== 'string' || id === '') return false;
  return SECTION_HEADING.has(element.tagName) || DEEP_LINK.test(id);
}

interface Draft {
  anchor: string;
  heading: string;
  /**
   * What names a non-heading section opener: the first heading inside it (which then opens no section of its
   * own), or a table row's first cell.
   */
  namingHeading: Element | null;
  parts: string[];
  keys: string[];
}

/** An error row's code and message, as the API reference marks them. */
function keysOf(element: Element): string[] {
  const {dataErrorCode, dataErrorMessage} = element.properties;
  return [dataErrorCode, dataErrorMessage].filter((key): key is string => typeof key === 'string' && key !== '');
}

function firstCell(row: Element): Element | undefined {
  return row.children.find(
    (child): child is Element => child.type === 'element' && (child.tagName === 'td' || child.tagName === 'th'),
  );
}

function classList(element: Element | undefined): string {
  const value = element?.properties.className;
  return Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';
}

/** The first element under `root` (itself included) that passes `test`, not looking into what is not content. */
function findContent(root: Element, test: (element: Element) => boolean): Element | undefined {
  let found: Element | undefined;
  visit(root, 'element', (element) => {
    if (element !== root && isNotContent(element)) return SKIP;
    if (!test(element)) return undefined;
    found = element;
    return EXIT;
  });
  return found;
}

/**
 * Walks the text under `node` in document order, giving each text node's value to `text`, with a space before and
 * after a block element's text (a table cell's lines stay apart) and what is not content skipped. `enter` sees each
 * element below `node` before its text and skips it by returning false. A walk of its own, not unist-util-visit's:
 * a visitor is not told where an element ends.
 */
function walkText(node: Nodes, text: (value: string) => void, enter: (element: Element) => boolean = () => true): void {
  const walk = (child: Nodes, top: boolean): void => {
    if (child.type === 'text') return text(child.value);
    if (!('children' in child)) return;
    if (!top && child.type === 'element' && (isNotContent(child) || !enter(child))) return;
    const block = child.type === 'element' && BLOCK.has(child.tagName);
    if (block) text(' ');
    for (const grandchild of child.children) walk(grandchild, false);
    if (block) text(' ');
  };
  walk(node, true);
}

/** The text of a node without what is not content (hast-util-to-string of the node with those parts removed). */
function contentText(node: Nodes): string {
  const parts: string[] = [];
  walkText(node, (value) => parts.push(value));
  return parts.join('');
}

/**
 * The sections of a built doc page, or null when the page is not a doc page. Leaves `tree` unchanged: what is
 * not content is skipped as the article is read, not removed from a copy (copying every article took a tenth of
 * the post-build's page loop).
 */
export function extractPage(tree: Root): ExtractedPage | null {
  const htmlClass = classList(select('html', tree));
  if (!/\bdocs-doc-page\b/.test(htmlClass)) return null;
  const version = /\bdocs-version-(\S+)/.exec(htmlClass)?.[1] ?? 'current';
  const docId = /\bdocs-doc-id-(\S+)/.exec(htmlClass)?.[1] ?? '';
  const content = select('article .theme-doc-markdown', tree) ?? select('article', tree);
  if (!content) return {docId, version, title: '', sections: []};
  const h1 = findContent(content, (element) => element.tagName === 'h1');
  const documentTitle = select('title', tree);
  const title =
    clean(h1 ? contentText(h1) : '') || clean((documentTitle ? toString(documentTitle) : '').split(' | ')[0] ?? '');

  const drafts: Draft[] = [{anchor: '', heading: '', namingHeading: null, parts: [], keys: []}];
  const current = (): Draft => drafts[drafts.length - 1]!;

  // Opens a section where one starts; false for what the section's heading already says.
  const enter = (element: Element): boolean => {
    if (element === h1 || element === current().namingHeading) return false;
    if (!isSectionStart(element)) return true;
    const anchor = String(element.properties.id);
    if (HEADING.test(element.tagName)) {
      drafts.push({anchor, heading: clean(contentText(element)), namingHeading: null, parts: [], keys: []});
      return false;
    }
    const namingHeading =
      findContent(element, (found) => found !== h1 && HEADING.test(found.tagName)) ??
      (element.tagName === 'tr' ? firstCell(element) : undefined) ??
      null;
    drafts.push({
      anchor,
      heading: clean(namingHeading ? contentText(namingHeading) : ''),
      namingHeading,
      parts: [],
      keys: keysOf(element),
    });
    return true;
  };
  walkText(content, (value) => current().parts.push(value), enter);

  const sections = drafts
    .map((draft, i) => ({
      anchor: draft.anchor,
      heading: draft.heading || (i === 0 ? '' : title),
      text: clean(draft.parts.join('')),
      ...(draft.keys.length > 0 ? {keys: draft.keys} : {}),
    }))
    .filter((section, i) => i > 0 || section.text !== '' || drafts.length === 1);
  // The page's description (its summary in search engines) counts as introduction text unless the page says it already.
  const descriptionMeta = select('meta[name="description"]', tree);
  const description = clean(String(descriptionMeta?.properties.content ?? ''));
  if (description && !sections.some((section) => section.text.includes(description))) {
    const intro = sections[0]?.anchor === '' ? sections.shift() : undefined;
    sections.unshift({anchor: '', heading: '', text: clean(`${description} ${intro?.text ?? ''}`)});
  }
  return {docId, version, title, sections};
}
