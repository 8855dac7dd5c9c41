/**
 * OpenAPI descriptions are CommonMark. Each is parsed once, at build time, with `mdast-util-from-markdown` and
 * turned into a hast tree with `mdast-util-to-hast`; the props carry that tree (plain JSON, without source
 * positions) and theme/ApiMarkdown renders it, so no Markdown parser reaches the browser.
 */
import type {ElementContent, Nodes, Root, RootContent} from 'hast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toHast} from 'mdast-util-to-hast';
import type {Description} from './props';

/**
 * Drops source positions and the newlines mdast-util-to-hast puts between blocks (`\n` text nodes it adds without
 * a position; a soft line break comes from the source, so it has one), and makes soft line breaks spaces outside
 * code blocks: descriptions are YAML text wrapped at a column, and a wrapped line is not a break to show.
 */
function compact(node: Nodes, inPre = false): Nodes | undefined {
  const {position, ...rest} = node;
  if (rest.type === 'text') {
    if (!position && rest.value === '\n') return undefined;
    return inPre ? rest : {...rest, value: rest.value.replace(/[ \t]*\n[ \t]*/g, ' ')};
  }
  if (rest.type !== 'root' && rest.type !== 'element') return rest;
  const pre = inPre || (rest.type === 'element' && rest.tagName === 'pre');
  const children = rest.children.flatMap((child) => {
    const kept = compact(child, pre);
    return kept ? [kept as RootContent & ElementContent] : [];
  });
  return {...rest, children};
}

/** The text of a tree that is one paragraph of plain text, else the tree (see `Description`). */
function plainOrTree(tree: Root): Description {
  const [paragraph] = tree.children;
  if (tree.children.length !== 1 || paragraph?.type !== 'element' || paragraph.tagName !== 'p') return tree;
  const [text] = paragraph.children;
  return paragraph.children.length === 1 && text?.type === 'text' ? text.value : tree;
}

const parsed = new Map<string, Description>();

/** A description as the hast tree the reference renders. */
export function toDescription(markdown: string): Description {
  let tree = parsed.get(markdown);
  if (!tree) {
    tree = plainOrTree(compact(toHast(fromMarkdown(markdown))) as Root);
    parsed.set(markdown, tree);
  }
  return tree;
}

/** `{description}` for spreading into props, or `{}` when the value is not a non-blank string. */
export function withDescription(markdown: unknown): {description?: Description} {
  return typeof markdown === 'string' && markdown.trim() !== '' ? {description: toDescription(markdown)} : {};
}
