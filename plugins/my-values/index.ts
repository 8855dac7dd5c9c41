import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * "My values": the reader enters their base URLs, application ID and user ID once, and every code sample on the
 * site shows them in place of the examples. The values stay in this browser (theme/MyValues/store.ts). A theme
 * listed after the classic one, whose navbar item types (NavbarItem/ComponentTypes) it extends, and after
 * theme-classic-lazy-prism, whose `@theme/useDisplayedCode` (what a code block shows) it shadows with the
 * reader's values.
 */
export default function myValuesPlugin(): Plugin {
  return {
    name: 'my-values',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    injectHtmlTags() {
      // Without JavaScript the button could do nothing: samples show the examples, and the button is hidden.
      return {
        headTags: [{tagName: 'noscript', innerHTML: '<style>.navbar .my-values-button { display: none; }</style>'}],
      };
    },
  };
}
