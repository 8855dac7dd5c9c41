import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps the app's start in short main-thread tasks, so a phone can scroll and respond while the page hydrates.
 * What the reader can do is unchanged; only when some work runs changes:
 * - client/prefetchInTurn.ts: Link's viewport prefetching waits until the page is idle and then fetches one route
 *   per task, instead of adding every visible route's chunks in one task;
 * - theme/Navbar/MobileSidebar and theme/DocSidebar/Mobile: the closed phone menu and its copy of the doc sidebar
 *   mount in a transition (rendered in slices that yield) instead of in the update right after hydration.
 * A theme after the classic one, whose components it wraps through `@theme-init`.
 */
export default function shortTasksPlugin(): Plugin {
  return {
    name: 'short-tasks',
    getClientModules: () => [path.join(__dirname, 'client/prefetchInTurn.ts')],
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
  };
}
