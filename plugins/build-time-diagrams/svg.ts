/**
 * Mermaid's SVG made fit for a page that shows several diagrams, each twice (light and dark): SVGO takes out what
 * a drawing does not use (a quarter of the bytes, after Brotli: unused style rules, default attributes, number
 * precision), every id gets the diagram's own prefix, and Mermaid's data attributes go.
 *
 * Mermaid prefixes most ids with the id it renders under (its <style> selects `#<id> .node`), but not all: a
 * sequence diagram's `actor0` and `root-0` are the same in every diagram, so two diagrams on a page, or the two
 * colour modes of one, would repeat them. Its `data-*` attributes (edge points in base64, node ids) serve its
 * own scripts only and make up a sixth of the markup.
 */
import type {Element, Nodes, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import {optimize, type Config} from 'svgo';
import {visit} from 'unist-util-visit';

export interface SvgFix {
  /** The id Mermaid rendered the diagram under (unique to this render: it appears nowhere in the text). */
  readonly renderId: string;
  /** The id the diagram takes on the page; every other id of it starts with this. */
  readonly id: string;
  /** The narrowest the diagram may be drawn, in CSS px, so that its smallest text stays readable. */
  readonly minWidth: number;
}

/**
 * SVGO's defaults, less what the page needs: the title, description, role and ARIA attributes (the text
 * alternative), the viewBox (the drawing scales with its column), the ids (renamed below, and named by the <style>),
 * the <style> itself (its selectors would become attributes on every element), and the shapes as Mermaid drew them:
 * its <style> selects them by element name (`.edgeLabel rect` paints a dark edge label's background), so a rect
 * turned into a path would lose its colours.
 */
const SVGO_CONFIG: Config = {
  plugins: [
    {
      name: 'preset-default',
      params: {
        overrides: {
          removeTitle: false,
          removeDesc: false,
          removeUnknownsAndDefaults: {keepRoleAttr: true, keepAriaAttrs: true},
          removeViewBox: false,
          cleanupIds: false,
          inlineStyles: false,
          convertShapeToPath: false,
          convertEllipseToCircle: false,
        },
      },
    },
  ],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Properties whose value names ids: references by fragment, id lists, and `url(#id)` in paint and markers. */
function renameReferences(value: unknown, renamed: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? (renamed.get(item) ?? item) : item));
  if (typeof value !== 'string') return value;
  if (value.startsWith('#') && renamed.has(value.slice(1))) return `#${renamed.get(value.slice(1))}`;
  return value.replace(/url\(#([^)]+)\)/g, (whole, id: string) =>
    renamed.has(id) ? `url(#${renamed.get(id)})` : whole,
  );
}

function isElement(node: Nodes): node is Element {
  return node.type === 'element';
}

/** The SVG as HTML to put in the page: ids prefixed, Mermaid's data attributes dropped, a readable minimum width. */
export function fixSvg(svg: string, {renderId, id, minWidth}: SvgFix): string {
  // The render id is Mermaid's prefix wherever it put one: in ids, references and its <style>.
  const prefixed = optimize(svg, SVGO_CONFIG).data.replace(new RegExp(`${escapeRegExp(renderId)}(?!\\d)`, 'g'), id);
  const tree: Root = fromHtml(prefixed, {fragment: true});
  const renamed = new Map<string, string>();
  visit(tree, 'element', (node) => {
    const own = node.properties.id;
    if (typeof own === 'string' && !own.includes(id)) {
      renamed.set(own, `${id}-${own}`);
    }
  });
  visit(tree, 'element', (node) => {
    for (const key of Object.keys(node.properties)) {
      if (/^data[A-Z]/.test(key) || (key === 'style' && node.properties.style === '')) {
        delete node.properties[key];
        continue;
      }
      node.properties[key] = renameReferences(node.properties[key], renamed) as Element['properties'][string];
    }
    const own = node.properties.id;
    if (typeof own === 'string' && renamed.has(own)) node.properties.id = renamed.get(own);
    // Selectors of its <style> that name such an id.
    if (node.tagName === 'style' && renamed.size > 0) {
      for (const child of node.children) {
        if (child.type === 'text')
          child.value = child.value.replace(/#([\w-]+)/g, (whole, name: string) =>
            renamed.has(name) ? `#${renamed.get(name)}` : whole,
          );
      }
    }
  });
  const root = tree.children.find(isElement);
  if (root?.tagName !== 'svg') throw new Error(`Mermaid did not return an SVG for ${id}`);
  root.properties.style = `${String(root.properties.style ?? '').replace(/;?\s*$/, ';')} min-width: ${minWidth}px`;
  return toHtml(tree, {closeEmptyElements: true});
}
