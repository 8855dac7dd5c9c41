/**
 * A built doc page's article as Markdown: the page's hast tree (as the post-build pipeline parsed it with
 * rehype-parse) goes through rehype-remark → remark-gfm → remark-stringify. Only the site's own markup needs
 * preparing first: code blocks keep their language and their lines, diagrams become their Mermaid source, admonitions
 * become quotes with their title, and the reader-interface parts (anchor links, copy buttons, tab lists, icons) are
 * dropped.
 */
import type {Element, Nodes, Root, Text} from 'hast';
import {toString} from 'hast-util-to-string';
import {toText} from 'hast-util-to-text';

/**
 * What the conversion looks for, tested on each element by its own name, classes and attributes. These are the
 * CSS selectors of hast-util-select written as plain tests: its attribute selectors look the attribute's name up
 * again for every element they test, which took a third of this step's time (a profile of the post-build).
 */
type Test = (node: Element) => boolean;

function classes(node: Element): string[] {
  const value: unknown = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : [];
}

/** `[attribute]`: set, as hast-util-select tells (a false boolean or an empty list is not set). */
function has(node: Element, property: string): boolean {
  const value = node.properties[property];
  return value !== undefined && value !== null && value !== false && !(Array.isArray(value) && value.length === 0);
}

const withClass =
  (name: string): Test =>
  (node) =>
    classes(node).includes(name);
const withAttribute =
  (property: string): Test =>
  (node) =>
    has(node, property);

/** The article of a doc page (docs and API reference alike), `.theme-doc-markdown`; other pages have none. */
const ARTICLE = withClass('theme-doc-markdown');
/** `a.hash-link, button, svg, script, style, noscript, [role="tablist"]`: the reader interface's parts. */
const DROPPED: Test = (node) =>
  (node.tagName === 'a' && classes(node).includes('hash-link')) ||
  ['button', 'svg', 'script', 'style', 'noscript'].includes(node.tagName) ||
  node.properties.role === 'tablist';

/*
 * findFirst and findAll do what hast-util-select's `select` and `selectAll` or a unist-util-visit would, as plain
 * walks: they run over whole pages, every page, where those libraries' own work per node (matching a selector,
 * copying the list of ancestors for every parent entered) costs many times the test (CONTRIBUTING, "What happens
 * after the build").
 */

/** The first element that passes `test` in document order, `root` included. */
function findFirst(root: Nodes, test: Test): Element | undefined {
  if (root.type === 'element' && test(root)) return root;
  if (!('children' in root)) return undefined;
  for (const child of root.children) {
    const found = findFirst(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Every element that passes `test`, in document order, `root` included. */
function findAll(root: Nodes, test: Test, found: Element[] = []): Element[] {
  if (root.type === 'element' && test(root)) found.push(root);
  if ('children' in root) for (const child of root.children) findAll(child, test, found);
  return found;
}

const text = (value: string): Text => ({type: 'text', value});
const element = (tagName: string, properties: Element['properties'], children: Element['children']): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** The language of a code block: a `language-*` class on it or the nearest enclosing element, or `data-language`. */
function languageOf(pre: Element, ancestors: readonly Element[]): string {
  for (const node of [pre, ...ancestors.slice().reverse()]) {
    const fromClass = classes(node).find((name) => name.startsWith('language-'));
    if (fromClass) return fromClass.slice('language-'.length);
    if (typeof node.properties.dataLanguage === 'string') return node.properties.dataLanguage;
  }
  return '';
}

/** Prism writes one element per line, each ending in <br>: the code is those lines' text, whitespace and all. */
function codeText(pre: Element): string {
  const lines = findAll(pre, withClass('token-line'));
  const raw = lines.length > 0 ? lines.map((line) => toString(line)).join('\n') : toText(pre);
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
 * A page's status lines as plain text: the `data-page-status` attributes elements of the article set (e.g. "this
 * page's facts are examples", "this translation may be behind"), in page order, which the page's llms.txt entry
 * repeats. Undefined when the page has none.
 */
export function pageStatus(page: Root): string | undefined {
  const article = findFirst(page, ARTICLE);
  const statuses = (article ? findAll(article, withAttribute('dataPageStatus')) : [])
    .map((node) => node.properties.dataPageStatus)
    .filter((status): status is string => typeof status === 'string' && status.trim() !== '')
    .map((status) => status.trim());
  return statuses.length > 0 ? statuses.join(' ') : undefined;
}

/**
 * The article prepared for the conversion, in one walk that builds a new tree (the page's tree is left as it is,
 * and the new one has no positions, which the conversion would copy again): React's text separators and the
 * reader interface's parts are left out, code blocks keep their language and their lines, diagrams become their
 * Mermaid source, admonitions become quotes with their title, the API reference's labels become emphasis, the
 * convention marker's badge its label in parentheses, a collapsed section's summary a paragraph, and links to pages
 * point to their twins. The walk is the site's own: unist-util-visit walks a tree in place, and unist-util-map can
 * neither drop a node nor turn one into several.
 */
function prepare(node: Element['children'][number], ancestors: Element[], links: TwinLinks): Element['children'] {
  if (node.type === 'text') return [text(node.value)];
  if (node.type !== 'element' || DROPPED(node)) return [];
  const inside = (parent: Element): Element['children'] => {
    ancestors.push(parent);
    const children = parent.children.flatMap((child) => prepare(child, ancestors, links));
    ancestors.pop();
    return children;
  };
  const insideText = (parent: Element): string => toText(element('span', {}, inside(parent)));
  if (node.tagName === 'pre') {
    return [
      element('pre', {}, [
        element('code', {className: [`language-${languageOf(node, ancestors)}`]}, [text(codeText(node))]),
      ]),
    ];
  }
  // A diagram drawn at build time keeps its Mermaid source in `data-diagram-source` (plugins/build-time-diagrams).
  if (typeof node.properties.dataDiagramSource === 'string') {
    return [
      element('pre', {}, [
        element('code', {className: ['language-mermaid']}, [text(node.properties.dataDiagramSource)]),
      ]),
    ];
  }
  // The classic theme's admonition is its title's block, then its content's block (their class names are hashed).
  if (classes(node).includes('theme-admonition')) {
    const blocks = node.children.filter((child): child is Element => child.type === 'element');
    const heading = blocks.length > 1 ? blocks[0] : undefined;
    const content = blocks.at(-1) ?? node;
    return [
      element('blockquote', {}, [
        ...(heading ? [element('p', {}, [element('strong', {}, [text(insideText(heading).trim())])])] : []),
        ...inside(content),
      ]),
    ];
  }
  // Labels the page sets apart with CSS margins only: the method before a path, "required" after a type. Found
  // by the data attributes the API reference declares for its markup (plugins/api-reference/index.ts).
  if (has(node, 'dataMethod')) {
    return [element('span', {}, [element('strong', {}, [text(insideText(node))]), text(' ')])];
  }
  if (has(node, 'dataRequirement')) {
    return [element('span', {}, [text(' '), element('em', {}, [text(insideText(node))])])];
  }
  // A GFM table cell holds one line of inline content, so a list in a cell (a field's constraints) cannot stay a
  // list: rehype-remark would run its bullets into the text before it (`*Optional** `enum``, emphasis broken).
  // Its items follow each other in the line instead, each after a space.
  if (
    (node.tagName === 'ul' || node.tagName === 'ol') &&
    ancestors.some((ancestor) => ancestor.tagName === 'td' || ancestor.tagName === 'th')
  ) {
    const items = node.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'li');
    return items.flatMap((item) => [text(' '), element('span', {}, inside(item))]);
  }
  // A collapsed section's summary is a line of its own in Markdown.
  if (node.tagName === 'summary') return [element('p', {}, inside(node))];
  const properties = {...node.properties};
  if (node.tagName === 'a' && has(node, 'href')) properties.href = rewriteLink(String(node.properties.href), links);
  const converted = element(node.tagName, properties, inside(node));
  // The convention marker's inline badge (`@theme/Convention`; a link, or a span inside a control) is set apart by
  // its look only: in the twin it is its label in parentheses, "(예시 규칙)", so that the text it marks reads as
  // marked. Its block (a note) keeps its title as text.
  if (has(node, 'dataConvention') && node.properties.role !== 'note') return [text('('), converted, text(')')];
  return [converted];
}

/**
 * The Markdown of a built page's article, or undefined for a page that has none (landing page, 404). Leaves `page`
 * unchanged: the article is prepared as a new tree.
 */
export async function htmlToMarkdown(page: Root, links: TwinLinks): Promise<string | undefined> {
  const article = findFirst(page, ARTICLE);
  if (!article) return undefined;
  const root: Root = {type: 'root', children: prepare(article, [], links)};
  const {toMdast, toMarkdown} = await (converters ??= loadConverters());
  return `${toMarkdown(await toMdast(root)).trim()}\n`;
}

interface Converters {
  readonly toMdast: (root: Root) => Promise<unknown>;
  readonly toMarkdown: (mdast: unknown) => string;
}

let converters: Promise<Converters> | undefined;

/**
 * rehype-remark, then remark-gfm and remark-stringify, imported dynamically: under tsx (the post-build) a static
 * import would load these ES modules compiled to CommonJS, where every imported name is read through a getter
 * call, which makes the conversion markedly slower; `import()` leaves them ES modules, loaded by Node itself.
 */
async function loadConverters(): Promise<Converters> {
  const [{unified}, {default: rehypeRemark}, {default: remarkGfm}, {default: remarkStringify}] = await Promise.all([
    import('unified'),
    import('rehype-remark'),
    import('remark-gfm'),
    import('remark-stringify'),
  ]);
  const toMdast = unified().use(rehypeRemark);
  // Unpadded tables: the padding counts Hangul as one column and misaligns anyway.
  const stringify = unified()
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-'});
  return {
    toMdast: (root) => toMdast.run(root),
    toMarkdown: (mdast) => stringify.stringify(mdast as never),
  };
}
