/**
 * A built doc page's article as Markdown: the page's hast tree (as the post-build pipeline parsed it with
 * rehype-parse) goes through rehype-remark → remark-gfm → remark-stringify. Only the site's own markup needs
 * preparing first: code blocks keep their language and their lines, admonitions become quotes with their title,
 * and the reader-interface parts (anchor links, copy buttons, tab lists, icons) are dropped.
 */
import type {Element, Nodes, Parents, Root, Text} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

/** The article of a doc page (docs and API reference alike); other pages have none. */
const ARTICLE = '.theme-doc-markdown';
const DROPPED = ['a.hash-link', 'button', 'svg', 'script', 'style', 'noscript', '[role="tablist"]'].join(', ');

const text = (value: string): Text => ({type: 'text', value});
const element = (tagName: string, properties: Element['properties'], children: Element['children']): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

function classes(node: Element): string[] {
  const value: unknown = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : [];
}

/** Replaces every element matching `selector` under `root` by what `replace` returns (nothing removes it). */
function replaceAll(root: Parents, selector: string, replace: (node: Element) => Element | undefined): void {
  const targets = new Set(selectAll(selector, root));
  const walk = (parent: Parents): void => {
    const children: Nodes[] = parent.children;
    parent.children = children.flatMap((child): Nodes[] => {
      // React's text separators (<!-- -->) are not content.
      if (child.type === 'comment') return [];
      if (child.type !== 'element') return [child];
      if (targets.has(child)) {
        const replacement = replace(child);
        return replacement ? [replacement] : [];
      }
      walk(child);
      return [child];
    }) as typeof parent.children;
  };
  walk(root);
}

/** The language of a code block: a `language-*` class on it or on an enclosing element, or `data-language`. */
function languageOf(pre: Element, ancestors: Map<Element, Element>): string {
  for (let node: Element | undefined = pre; node; node = ancestors.get(node)) {
    const fromClass = classes(node).find((name) => name.startsWith('language-'));
    if (fromClass) return fromClass.slice('language-'.length);
    if (typeof node.properties.dataLanguage === 'string') return node.properties.dataLanguage;
  }
  return '';
}

function parentsOf(root: Root): Map<Element, Element> {
  const parents = new Map<Element, Element>();
  const walk = (node: Nodes, parent?: Element): void => {
    if (node.type === 'element' && parent) parents.set(node, parent);
    if ('children' in node) for (const child of node.children) walk(child, node.type === 'element' ? node : parent);
  };
  walk(root);
  return parents;
}

/** The text as written, whitespace and all (a line of code outside its <pre> would otherwise be collapsed). */
function textContent(node: Nodes): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textContent).join('') : '';
}

/** Prism writes one element per line, each ending in <br>: the code is those lines' text. */
function codeText(pre: Element): string {
  const lines = selectAll('.token-line', pre);
  const raw = lines.length > 0 ? lines.map(textContent).join('\n') : toText(pre);
  return raw.replace(/\n+$/, '');
}

export interface TwinLinks {
  /** The twin of an internal page path (`/api-media` → `/api-media.md`), or undefined when it has none. */
  twinOf(pagePath: string): string | undefined;
}

function rewriteLink(href: string, links: TwinLinks): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [pathPart = '', hash] = href.split('#', 2);
  const twin = links.twinOf(pathPart);
  return twin ? `${twin}${hash === undefined ? '' : `#${hash}`}` : href;
}

/**
 * A page's status line as plain text: the `data-page-status` attribute an element of the article sets (e.g. "this
 * page's facts are examples"), which the page's llms.txt entry repeats. Undefined when the page has none.
 */
export function pageStatus(page: Root): string | undefined {
  const article = select(ARTICLE, page);
  const status = article && select('[data-page-status]', article)?.properties.dataPageStatus;
  return typeof status === 'string' && status.trim() !== '' ? status.trim() : undefined;
}

/**
 * The Markdown of a built page's article, or undefined for a page that has none (landing page, 404). Leaves `page`
 * unchanged: the article is prepared on a copy.
 */
export async function htmlToMarkdown(page: Root, links: TwinLinks): Promise<string | undefined> {
  const article = select(ARTICLE, page);
  if (!article) return undefined;
  const root: Root = {type: 'root', children: [structuredClone(article)]};

  replaceAll(root, DROPPED, () => undefined);
  const ancestors = parentsOf(root);
  replaceAll(root, 'pre', (pre) =>
    element('pre', {}, [
      element('code', {className: [`language-${languageOf(pre, ancestors)}`]}, [text(codeText(pre))]),
    ]),
  );
  // The classic theme's admonition is its title's block, then its content's block (their class names are hashed).
  replaceAll(root, '.theme-admonition', (admonition) => {
    const blocks = admonition.children.filter((child): child is Element => child.type === 'element');
    const heading = blocks.length > 1 ? blocks[0] : undefined;
    const content = blocks.at(-1);
    return element('blockquote', {}, [
      ...(heading ? [element('p', {}, [element('strong', {}, [text(toText(heading).trim())])])] : []),
      ...(content?.children ?? admonition.children),
    ]);
  });
  // Labels the page sets apart with CSS margins only: the method before a path, "required" after a type. Found
  // by the data attributes the API reference declares for its markup (plugins/api-reference/index.ts).
  replaceAll(root, '[data-method]', (badge) =>
    element('span', {}, [element('strong', {}, [text(toText(badge))]), text(' ')]),
  );
  replaceAll(root, '[data-requirement]', (marker) =>
    element('span', {}, [text(' '), element('em', {}, [text(toText(marker))])]),
  );
  // A collapsed section's summary is a line of its own in Markdown.
  replaceAll(root, 'summary', (summary) => element('p', {}, summary.children));
  for (const link of selectAll('a[href]', root))
    link.properties.href = rewriteLink(String(link.properties.href), links);

  const mdast = await unified().use(rehypeRemark).run(root);
  // Unpadded tables: the padding counts Hangul as one column and misaligns anyway.
  const markdown = unified()
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-'})
    .stringify(mdast as never);
  return `${markdown.trim()}\n`;
}
