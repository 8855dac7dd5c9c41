/**
 * The text of a translation unit as its record compares it: Markdown and MDX parsed as Docusaurus parses the docs
 * (remark-parse with MDX, GFM, directives, front matter and the CJK emphasis rule the site adds), reduced to the
 * words a reader reads, so that a formatting-only edit (rewrapping, emphasis, list markers, table padding, fence
 * style) leaves it, and its fingerprint, unchanged. Inline content is joined as written (`**로그인**으로` reads
 * `로그인으로`), blocks are separated by a space; code, link targets and component attributes count as text, since
 * a translation has to follow them too. Heading ids are the units' names, not their text.
 */
import {createHash} from 'node:crypto';
import {createSlugger} from '@docusaurus/utils';
import remarkCjkFriendly from 'remark-cjk-friendly';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/** An mdast node of any kind remark-mdx, GFM and directives produce, read only through these fields. */
export interface MdNode {
  readonly type: string;
  readonly value?: string;
  readonly children?: readonly MdNode[];
  readonly depth?: number;
  readonly lang?: string | null;
  readonly meta?: string | null;
  readonly url?: string;
  readonly alt?: string | null;
  readonly identifier?: string;
  readonly name?: string | null;
  readonly attributes?: readonly {type: string; name?: string; value?: unknown}[] | Record<string, unknown> | null;
}

const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkCjkFriendly);

export function parseMarkdown(source: string): MdNode {
  return processor.parse(source) as unknown as MdNode;
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'textDirective',
]);

/** `{/* … *\/}` and other expressions that hold only comments: nothing a reader reads. */
const COMMENT_ONLY = /^\s*(\/\*[\s\S]*?\*\/\s*|\/\/[^\n]*\n\s*)*$/;

function attributeText(attributes: MdNode['attributes']): string {
  if (!attributes) return '';
  const pairs = Array.isArray(attributes)
    ? attributes.map((attribute) => {
        const value = attribute.value;
        const shown =
          value === null || value === undefined
            ? ''
            : typeof value === 'string'
              ? `=${JSON.stringify(value)}`
              : `={${String((value as {value?: unknown}).value ?? '')}}`;
        return attribute.type === 'mdxJsxExpressionAttribute'
          ? `{${String(attribute.value)}}`
          : `${attribute.name}${shown}`;
      })
    : Object.entries(attributes).map(([name, value]) => (value ? `${name}=${JSON.stringify(value)}` : name));
  return pairs.sort().join(' ');
}

/** A page's link definitions (`[id]: url`) by identifier: a reference link reads as the link it stands for. */
type Definitions = ReadonlyMap<string, string>;

function definitionsOf(root: MdNode, found = new Map<string, string>()): Map<string, string> {
  if (root.type === 'definition' && root.identifier !== undefined) found.set(root.identifier, root.url ?? '');
  for (const child of root.children ?? []) definitionsOf(child, found);
  return found;
}

/** What one node contributes: phrasing content is joined to its neighbours as written, a block stands apart. */
function own(node: MdNode, definitions: Definitions): string {
  const flatten = (nodes: readonly MdNode[]) => flattenNodes(nodes, definitions);
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'html':
      return node.value ?? '';
    case 'break':
      return ' ';
    case 'code':
      return [node.lang, node.meta, node.value].filter(Boolean).join(' ');
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
      return COMMENT_ONLY.test(node.value ?? '') ? '' : `{${node.value}}`;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const attributes = attributeText(node.attributes);
      return `<${node.name ?? ''}${attributes ? ` ${attributes}` : ''}> ${flatten(node.children ?? [])}`;
    }
    case 'containerDirective':
    case 'leafDirective':
    case 'textDirective': {
      const attributes = attributeText(node.attributes);
      return `:${node.name ?? ''}${attributes ? `{${attributes}}` : ''} ${flatten(node.children ?? [])}`;
    }
    case 'link':
      return `${flatten(node.children ?? [])}(${node.url ?? ''})`;
    case 'linkReference':
      return `${flatten(node.children ?? [])}(${definitions.get(node.identifier ?? '') ?? ''})`;
    case 'image':
      return `${node.alt ?? ''}(${node.url ?? ''})`;
    case 'imageReference':
      return `${node.alt ?? ''}(${definitions.get(node.identifier ?? '') ?? ''})`;
    case 'definition':
    case 'yaml':
    case 'mdxjsEsm':
    case 'thematicBreak':
      return '';
    default:
      return flatten(node.children ?? []);
  }
}

/** Siblings' text: consecutive phrasing nodes concatenated, blocks separated by a space. */
function flattenNodes(nodes: readonly MdNode[], definitions: Definitions): string {
  let text = '';
  let inline = false;
  for (const node of nodes) {
    const phrasing = PHRASING.has(node.type);
    const part = own(node, definitions);
    text += (phrasing && inline) || text === '' ? part : ` ${part}`;
    inline = phrasing;
  }
  return text;
}

/** Whitespace collapsed, Unicode in NFC: the form a record keeps and fingerprints. */
export function normalise(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** The words of a list of mdast nodes, reference links read with the page's `definitions`. */
export function plainText(nodes: readonly MdNode[], definitions: Definitions = new Map()): string {
  return normalise(flattenNodes(nodes, definitions));
}

/** The words of a CommonMark/MDX text (an OpenAPI description). */
export function markdownText(markdown: string): string {
  const root = parseMarkdown(markdown);
  return plainText(root.children ?? [], definitionsOf(root));
}

/** The first 8 hex digits of the SHA-256 of a normalised text. */
export function fingerprint(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 8);
}

/** The id a heading writes for itself (`## Title {/* #id *\/}`), as Docusaurus's heading plugin reads it. */
function explicitId(heading: MdNode): string | undefined {
  const last = heading.children?.at(-1);
  if (last?.type !== 'mdxTextExpression') return undefined;
  return /^\s*\/\*\s*#(\S+)[^*]*\*\/\s*$/.exec(last.value ?? '')?.[1];
}

export interface Section {
  readonly id: string;
  /** The heading's text, without its id. */
  readonly title: string;
  /** The heading and the blocks up to the next heading. */
  readonly text: string;
}

export interface PageParts {
  /** The blocks before the first section heading. */
  readonly intro: string;
  readonly sections: readonly Section[];
}

/**
 * A page split at its headings (h2 and deeper, at the top level): the text before the first one, and each
 * section from its heading to the next heading, named by the heading's id (its written id, else the slug
 * Docusaurus would give it).
 */
export function pageParts(root: MdNode): PageParts {
  const slugger = createSlugger();
  const definitions = definitionsOf(root);
  const intro: MdNode[] = [];
  const sections: {id: string; title: string; nodes: MdNode[]}[] = [];
  for (const node of root.children ?? []) {
    if (node.type === 'heading' && (node.depth ?? 1) >= 2) {
      const id = explicitId(node);
      const children = id === undefined ? (node.children ?? []) : (node.children ?? []).slice(0, -1);
      const title = plainText(children, definitions);
      sections.push({id: id ?? slugger.slug(title), title, nodes: [{type: 'paragraph', children}]});
    } else (sections.at(-1)?.nodes ?? intro).push(node);
  }
  return {
    intro: plainText(intro, definitions),
    sections: sections.map(({id, title, nodes}) => ({id, title, text: plainText(nodes, definitions)})),
  };
}
