import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Everything a reader needs, without JavaScript. Tabs: every panel is in the page with its label (theme/TabItem,
 * the API reference's lazy sample tabs included), tied to its tab (theme/Tabs); without JavaScript the panels are
 * shown one after another. On a phone: the navbar's links, the docs sidebar and the table of contents as static
 * `<details>` menus (theme/Navbar/MobileSidebar/Toggle, theme/DocItem/Layout), rendered by the server only and
 * removed once the app runs. What shows them is one `<noscript>` style (noscript.css), which applies to no reader with
 * JavaScript: a style keyed on hydration would show them to every reader until the app has started (the app starts
 * after the first paint), and the page would jump. How they look is in fallbacks.css, part of the site's stylesheet.
 * A theme after the classic one, whose components it wraps through `@theme-init`.
 */
const NO_SCRIPT_CSS = fs.readFileSync(path.join(__dirname, 'noscript.css'), 'utf8');

export default function noJavaScriptPlugin(): Plugin {
  return {
    name: 'no-javascript',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'fallbacks.css')],
    injectHtmlTags() {
      return {headTags: [{tagName: 'noscript', innerHTML: `<style>${NO_SCRIPT_CSS}</style>`}]};
    },
  };
}
