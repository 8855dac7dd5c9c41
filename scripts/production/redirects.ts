import fs from 'node:fs';
import path from 'node:path';
import {htmlFiles} from './csp';

export interface Redirect {
  /** The old path, as readers may still request it. */
  readonly from: string;
  /** Where it moved. */
  readonly to: string;
}

const REFRESH = /<meta http-equiv="refresh" content="0; url=([^"]+)">/;

/** The route a built HTML file answers: build/x/index.html and build/x.html both serve /x. */
export function routeOf(buildDir: string, file: string): string {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1');
}

/**
 * The redirects @docusaurus/plugin-client-redirects wrote as meta-refresh pages. Served as real 301s they
 * keep their search rank and work without JavaScript.
 */
export function clientRedirects(buildDir: string): Redirect[] {
  return htmlFiles(buildDir)
    .flatMap((file) => {
      const html = fs.readFileSync(file, 'utf8');
      const target = REFRESH.exec(html)?.[1];
      return target && html.length < 2048 ? [{from: routeOf(buildDir, file), to: target}] : [];
    })
    .sort((a, b) => a.from.localeCompare(b.from));
}

const ROUTE = /^\/[-\w./~]*$/;

/** nginx exact-match locations answering each redirect with a 301 (query string kept). */
export function nginxRedirects(redirects: readonly Redirect[]): string {
  return redirects
    .map(({from, to}) => {
      if (!ROUTE.test(from) || !ROUTE.test(to)) throw new Error(`redirect ${from} -> ${to} is not a plain route`);
      return `location = ${from} {\n  include security-headers.conf;\n  return 301 ${to}$is_args$args;\n}\n`;
    })
    .join('');
}

/**
 * Where nginx (deploy/nginx/nginx.conf.template) sends a request path with a 301, for the Node server to send it
 * to the same place: merged slashes, the declared redirects, clean URLs (no `.html`, no `/index.html`, no trailing
 * slash) and the English landing page at `/en/`. Undefined when the path is served as it is.
 */
export function redirectTarget(pathname: string, redirects: readonly Redirect[]): string | undefined {
  const merged = pathname.replace(/\/{2,}/g, '/');
  if (merged !== pathname) return merged;
  const declared = redirects.find(({from}) => from === pathname);
  if (declared) return declared.to;
  if (pathname === '/index.html') return '/';
  if (pathname === '/en/index.html' || pathname === '/en') return '/en/';
  if (pathname === '/404.html' || pathname === '/en/404.html') return undefined;
  const page =
    /^(\/[-\w./~]*)\/index\.html$/.exec(pathname) ??
    /^(\/[-\w./~]*)\.html$/.exec(pathname) ??
    (pathname === '/en/' ? null : /^(\/[-\w./~]+)\/$/.exec(pathname));
  return page?.[1];
}
