/**
 * `npm run test:system`: the e2e tests need Debian's Chromium, nginx with the brotli_static module, and a Korean
 * font (so that pages are laid out and drawn in the browser as Korean readers see them).
 *
 * With `--build` (`npm run build`, and so `npm start`, and the dev server): what the build itself needs, Chromium to
 * draw the Mermaid diagrams in (plugins/build-time-diagrams) and the Korean font their labels are laid out in.
 */
import {CHROMIUM, ensure, KOREAN_FONT, NGINX, NGINX_BROTLI} from './system-packages';

ensure(process.argv.includes('--build') ? [CHROMIUM, KOREAN_FONT] : [CHROMIUM, NGINX, NGINX_BROTLI, KOREAN_FONT]);
