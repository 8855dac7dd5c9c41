/**
 * `npm run test:system`: the e2e tests need Debian's Chromium, nginx with the brotli_static module, openssl (for the
 * TLS test's certificate) and a Korean font (so that pages are laid out and drawn in the browser as Korean readers
 * see them); the tutorial's commands need curl, jq and iproute2; the Nu Html Checker (`test:html`) needs Java.
 *
 * With `--build` (`npm run build`, and so `npm start`, and the dev server): what the build itself needs, Chromium to
 * draw the Mermaid diagrams in (plugins/build-time-diagrams) and the Korean font their labels are laid out in.
 */
import {CHROMIUM, CURL, ensure, IPROUTE, JAVA, JQ, KOREAN_FONT, NGINX, NGINX_BROTLI, OPENSSL} from './system-packages';

ensure(
  process.argv.includes('--build')
    ? [CHROMIUM, KOREAN_FONT]
    : [CHROMIUM, NGINX, NGINX_BROTLI, OPENSSL, KOREAN_FONT, CURL, JQ, IPROUTE, JAVA],
);
