/**
 * `npm run test:system`: the e2e tests need Debian's Chromium, nginx with the brotli_static module, openssl (for the
 * TLS test's certificate) and a Korean font (so that pages are laid out and drawn in the browser as Korean readers
 * see them); the tutorial's commands need curl, jq and iproute2; the Nu Html Checker (`test:html`) needs Java.
 */
import {CHROMIUM, CURL, ensure, IPROUTE, JAVA, JQ, KOREAN_FONT, NGINX, NGINX_BROTLI, OPENSSL} from './system-packages';

ensure([CHROMIUM, NGINX, NGINX_BROTLI, OPENSSL, KOREAN_FONT, CURL, JQ, IPROUTE, JAVA]);
