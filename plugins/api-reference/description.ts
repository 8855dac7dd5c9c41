/**
 * OpenAPI descriptions are CommonMark. Each is parsed once, at build time, with `mdast-util-from-markdown` and
 * turned into a hast tree with `mdast-util-to-hast`; the props carry that tree (plain JSON, without source
 * positions) and theme/ApiMarkdown renders it, so no Markdown parser reaches the browser.
 */
import type {ElementContent, Nodes, Root, RootContent} from 'hast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toHast} from 'mdast-util-to-hast';
import type {Description} from './props';

/** Parents whose whitespace-only text children are only the line breaks mdast-util-to-hast puts between blocks. */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'ol', 'ul', 'li', 'table', 'thead', 'tbody', 'tr']);

/**
 * Drops source positions and the newlines between blocks, and makes soft line breaks spaces: descriptions are
 * YAML text wrapped at a column, and a wrapped line is not a break the reader should see.
 */
function compact(node: Nodes): Nodes {
  const {position: _position, ...rest} = node;
  if (rest.type === 'text') return {...rest, value: rest.value.replace(/[ \t]*\n[ \t]*/g, ' ')};
  if (rest.type !== 'root' && rest.type !== 'element') return rest;
  const block = BLOCK_PARENTS.has(rest.type === 'element' ? rest.tagName : rest.type);
  const children = rest.children
    .filter((child) => !(block && child.type === 'text' && child.value.trim() === ''))
    .map((child) => compact(child) as RootContent & ElementContent);
  return {...rest, children};
}

const parsed = new Map<string, Description>();

/** A description as the hast tree the reference renders. */
export function toDescription(markdown: string): Description {
  let tree = parsed.get(markdown);
  if (!tree) {
    tree = compact(toHast(fromMarkdown(markdown))) as Root;
    parsed.set(markdown, tree);
  }
  return tree;
}

/** `{description}` for spreading into props, or `{}` when the value is not a non-blank string. */
export function withDescription(markdown: unknown): {description?: Description} {
  return typeof markdown === 'string' && markdown.trim() !== '' ? {description: toDescription(markdown)} : {};
}
