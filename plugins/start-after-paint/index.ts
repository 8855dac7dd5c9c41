import type {Plugin} from '@docusaurus/types';

export {PRELOAD_LINE, UPSTREAM_SCRIPT_LINE, ssrTemplate} from './ssrTemplate';

/**
 * Starts the app once the browser has painted the server-rendered page. `defer` scripts often run before that
 * first paint, and on a phone evaluating the app and hydrating takes longer than showing the page: this way
 * readers see the page first. A tab opened in the background, where no frame is painted, starts it after a short
 * delay instead. The bundles come from the preload links of ./ssrTemplate.ts; the script is the same on every
 * page and its hash reaches the CSP at build time (postbuild/run.ts).
 */
const START_APP_AFTER_FIRST_PAINT = [
  '(function(){',
  'var started=false;',
  'function start(){',
  'if(started)return;started=true;',
  'document.querySelectorAll("link[data-app-script]").forEach(function(link){',
  'var script=document.createElement("script");script.src=link.href;script.async=false;document.body.appendChild(script);',
  '});',
  '}',
  'requestAnimationFrame(function(){setTimeout(start,0);});',
  'setTimeout(start,200);',
  '})();',
].join('');

export default function startAfterPaintPlugin(): Plugin {
  return {
    name: 'start-after-paint',
    injectHtmlTags() {
      return {postBodyTags: [{tagName: 'script', innerHTML: START_APP_AFTER_FIRST_PAINT}]};
    },
  };
}
