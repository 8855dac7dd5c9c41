/**
 * A built doc page's article as Markdown: the page's hast tree (as the post-build pipeline parsed it with
 * rehype-parse) goes through rehype-remark → remark-gfm → remark-stringify. Only the site's own markup needs
 * preparing first: code blocks keep their language and their lines, admonitions become quotes with their title,
 * and the reader-interface parts (anchor links, copy buttons, tab lists, icons) are dropped.
 */
import type {Element, Nodes, Parents, Root, Text} from 'hast';
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

const tag =
  (...names: string[]): Test =>
  (node) =>
    names.includes(node.tagName);
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

/** The first element that passes `test` in document order, `root` included (hast-util-select's `select`). */
function findFirst(root: Nodes, test: Test): Element | undefined {
  if (root.type === 'element' && test(root)) return root;
  if (!('children' in root)) return undefined;
  for (const child of root.children) {
    const found = findFirst(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Every element that passes `test`, in document order, `root` included (hast-util-select's `selectAll`). */
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

/**
 * Replaces every element passing `test` under `root` by what `replace` returns (nothing removes it); what replaces
 * an element, and what was inside it, is not looked at again.
 */
function replaceAll(root: Parents, test: Test, replace: (node: Element) => Element | undefined): void {
  const walk = (parent: Parents): void => {
    const children: Nodes[] = parent.children;
    parent.children = children.flatMap((child): Nodes[] => {
      // React's text separators (<!-- -->) are not content.
      if (child.type === 'comment') return [];
      if (child.type !== 'element') return [child];
      if (test(child)) {
        const replacement = replace(child);
        return replacement ? [replacement] : [];
      }
      walk(child);
      return [child];
    }) as typeof parent.children;
  };
  walk(root);
}

/**
 * A copy of an element to prepare for the conversion: new elements (properties copied, children listed anew) around
 * the same text nodes and positions, which nothing here changes. Faster than `structuredClone`, which copies every
 * node and position, and which rehype-remark does again on what it is given.
 */
function copyElement(node: Element): Element {
  return {
    ...node,
    properties: {...node.properties},
    children: node.children.map((child) => (child.type === 'element' ? copyElement(child) : child)),
  };
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
  const lines = findAll(pre, withClass('token-line'));
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
  const article = findFirst(page, ARTICLE);
  const status = article && findFirst(article, withAttribute('dataPageStatus'))?.properties.dataPageStatus;
  return typeof status === 'string' && status.trim() !== '' ? status.trim() : undefined;
}

/**
 * The Markdown of a built page's article, or undefined for a page that has none (landing page, 404). Leaves `page`
 * unchanged: the article is prepared on a copy.
 */
export async function htmlToMarkdown(page: Root, links: TwinLinks): Promise<string | undefined> {
  const article = findFirst(page, ARTICLE);
  if (!article) return undefined;
  const root: Root = {type: 'root', children: [copyElement(article)]};

  replaceAll(root, DROPPED, () => undefined);
  const ancestors = parentsOf(root);
  replaceAll(root, tag('pre'), (pre) =>
    element('pre', {}, [
      element('code', {className: [`language-${languageOf(pre, ancestors)}`]}, [text(codeText(pre))]),
    ]),
  );
  // The classic theme's admonition is its title's block, then its content's block (their class names are hashed).
  replaceAll(root, withClass('theme-admonition'), (admonition) => {
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
  replaceAll(root, withAttribute('dataMethod'), (badge) =>
    element('span', {}, [element('strong', {}, [text(toText(badge))]), text(' ')]),
  );
  replaceAll(root, withAttribute('dataRequirement'), (marker) =>
    element('span', {}, [text(' '), element('em', {}, [text(toText(marker))])]),
  );
  // A collapsed section's summary is a line of its own in Markdown.
  replaceAll(root, tag('summary'), (summary) => element('p', {}, summary.children));
  for (const link of findAll(root, (node) => node.tagName === 'a' && has(node, 'href')))
    link.properties.href = rewriteLink(String(link.properties.href), links);

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
