/**
 * Rehype plugin for the docs: every Markdown table gets tabindex="0". Infima lets a table wider than its
 * column scroll sideways (display: block; overflow: auto), and a keyboard user can only scroll a region that
 * can take focus (WCAG 2.1.1, axe scrollable-region-focusable). On a phone most tables are that wide.
 */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function makeTablesFocusable(node: HastNode): void {
  if (node.type === 'element' && node.tagName === 'table') node.properties = {...node.properties, tabIndex: 0};
  node.children?.forEach(makeTablesFocusable);
}

export default function rehypeFocusableTables() {
  return (tree: HastNode): void => makeTablesFocusable(tree);
}
