import type {ClientModule} from '@docusaurus/types';
import {prefetchInTurn, type Later} from './inTurn';

/**
 * Docusaurus's Link prefetches the chunks of each route whose link comes into view, through the
 * `window.docusaurus.prefetch` that @docusaurus/module-type-aliases declares. On load every link in view arrives in
 * one IntersectionObserver task, which then adds a `<link rel=prefetch>` per chunk of each of those routes: 191 on the
 * Korean media concept page, a 20–35 ms task here and 80–140 ms on Lighthouse's 4× slower phone. This client module
 * swaps in a `prefetch` that waits for the page to be idle and fetches one route per task. Routes are fetched as
 * before, only later; a hover or touch still preloads its route at once (`preload` is kept as it is).
 *
 * The swap happens on the first route update: that runs while the first render is committed, after Docusaurus has
 * set `window.docusaurus` and before any link's observer reports.
 */
const whenIdle: Later = (task) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(task, {timeout: 2000})
    : setTimeout(task, 200);
const nextTask: Later = (task) => setTimeout(task, 0);

let installed = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (installed || !window.docusaurus) return;
    installed = true;
    const upstream = window.docusaurus;
    window.docusaurus = Object.freeze({
      preload: upstream.preload,
      prefetch: prefetchInTurn(upstream.prefetch, whenIdle, nextTask),
    });
  },
};

export default clientModule;
