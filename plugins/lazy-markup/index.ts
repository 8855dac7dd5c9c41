import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The two pieces of keeping server-rendered markup until it is needed, which the lazy code block, the API
 * reference's operations and the Mermaid wrapper share: `@theme/ServerMarkup`, an element whose server-rendered
 * children stay as they are while the page hydrates, swapped by `key` for the live content, and
 * `@theme/useNearViewport`, which says when that content is about to be seen. A theme of its own, so that every
 * plugin can use them as declared `@theme/` names (theme-lazy-markup.d.ts).
 */
export default function lazyMarkupPlugin(): Plugin {
  return {
    name: 'lazy-markup',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
  };
}
