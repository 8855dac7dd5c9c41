import type {Plugin} from '@docusaurus/types';

/**
 * Without JavaScript the tabs of a page cannot be switched, so every panel is shown one after another and
 * the inert tab list is hidden: the whole page stays readable. A <noscript> style costs nothing otherwise.
 */
const NO_SCRIPT_CSS = [
  ".tabs-container > [role='tablist'] { display: none; }",
  ".tabs-container [role='tabpanel'][hidden] { display: block; }",
  ".tabs-container [role='tabpanel'] + [role='tabpanel'] { margin-top: var(--ifm-spacing-vertical); }",
].join('');

export default function noJavaScriptPlugin(): Plugin {
  return {
    name: 'no-javascript',
    injectHtmlTags() {
      return {headTags: [{tagName: 'noscript', innerHTML: `<style>${NO_SCRIPT_CSS}</style>`}]};
    },
  };
}
