/**
 * Rehype plugin for the docs: every Markdown table gets tabindex="0". Infima lets a table wider than its
 * column scroll sideways (display: block; overflow: auto), and a keyboard user can only scroll a region that
 * can take focus (WCAG 2.1.1, axe scrollable-region-focusable). On a phone most tables are that wide.
 */
import type {Root} from 'hast';
import {visit} from 'unist-util-visit';

export default function rehypeFocusableTables() {
  return (tree: Root): void => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'table') node.properties = {...node.properties, tabIndex: 0};
    });
  };
}
