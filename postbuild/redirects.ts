import fs from 'node:fs';
import path from 'node:path';
import {select} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import type {BuiltPage, PostBuildStep} from './pipeline';

export interface Redirect {
  /** The old path, as readers may still request it. */
  readonly from: string;
  /** Where it moved. */
  readonly to: string;
}

const REFRESH = /^0;\s*url=(.+)$/i;

/**
 * The redirect a page stands for: @docusaurus/plugin-client-redirects writes each redirect as a page that holds
 * only a meta refresh (no app). Served as real 301s they keep their search rank and work without JavaScript.
 */
export function clientRedirect(page: Pick<BuiltPage, 'route' | 'tree'>): Redirect | undefined {
  if (select('#__docusaurus', page.tree)) return undefined;
  const refresh = select('meta[http-equiv="refresh"]', page.tree)?.properties.content;
  const target = typeof refresh === 'string' ? REFRESH.exec(refresh)?.[1] : undefined;
  return target === undefined ? undefined : {from: page.route, to: target};
}

/**
 * A client-side redirect page as valid HTML, for a host that serves the files without the 301s: the plugin writes
 * it without a <title> and with its script between </head> and </html>, two errors of the Nu Html Checker. The
 * same refresh, canonical link and script (its text byte for byte, so the CSP step's hash of it still holds), and
 * a link for a reader whose browser follows neither. `to` is a plain route (`nginxRedirects` checks it first).
 */
export function redirectPage(to: string, lang: string | undefined, script: string | undefined): string {
  return [
    '<!DOCTYPE html>',
    `<html${lang ? ` lang="${lang}"` : ''}>`,
    `<head><meta charset="UTF-8"><title>${to}</title><meta http-equiv="refresh" content="0; url=${to}">` +
      `<link rel="canonical" href="${to}"></head>`,
    `<body><p><a href="${to}">${to}</a></p>${script === undefined ? '' : `<script>${script}</script>`}</body>`,
    '</html>',
    '',
  ].join('\n');
}

/**
 * The post-build step that turns the client-side redirect pages into nginx 301s (`<generatedDir>/redirects.conf`,
 * and `redirects.json` for a CDN's rules and `npm run serve`), and rewrites each such page as valid HTML. The
 * pages are smaller than anything precompression compresses, so no compressed copy goes stale.
 */
export function clientRedirects(generatedDir: string): PostBuildStep {
  const redirects: Redirect[] = [];
  const pages: {file: string; to: string; lang: string | undefined; script: string | undefined}[] = [];
  return {
    name: 'redirects',
    page(page) {
      const redirect = clientRedirect(page);
      if (!redirect) return;
      redirects.push(redirect);
      const script = select('script', page.tree);
      pages.push({
        file: page.file,
        to: redirect.to,
        lang: page.locale?.locale,
        script: script ? toString(script) : undefined,
      });
    },
    finish({dir}) {
      redirects.sort((a, b) => a.from.localeCompare(b.from));
      fs.mkdirSync(generatedDir, {recursive: true});
      fs.writeFileSync(path.join(generatedDir, 'redirects.conf'), nginxRedirects(redirects));
      fs.writeFileSync(path.join(generatedDir, 'redirects.json'), `${JSON.stringify(redirects, null, 2)}\n`);
      for (const {file, to, lang, script} of pages) {
        fs.writeFileSync(path.join(dir, file), redirectPage(to, lang, script));
      }
      return `${redirects.length} redirect(s)`;
    },
  };
}

/** The redirects a build's post-build step wrote (`redirects.json` in the generated folder). */
export function readRedirects(generatedDir: string): Redirect[] {
  return JSON.parse(fs.readFileSync(path.join(generatedDir, 'redirects.json'), 'utf8')) as Redirect[];
}

const ROUTE = /^\/[-\w./~]*$/;

/** nginx exact-match locations answering each redirect with a 301 (query string kept). */
export function nginxRedirects(redirects: readonly Redirect[]): string {
  return redirects
    .map(({from, to}) => {
      if (!ROUTE.test(from) || !ROUTE.test(to)) throw new Error(`redirect ${from} -> ${to} is not a plain route`);
      return `location = ${from} {\n  return 301 ${to}$is_args$args;\n}\n`;
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
