/**
 * What the e2e specs share, in one module: the Playwright `test` whose `page` fails a test on any console error,
 * page error, failed request or request to another host; navigation that waits for hydration; Mermaid diagrams;
 * axe-core with the quality bar's rules; raw HTTP requests; the built sitemaps; decoding built HTML text. Facts about
 * the site that the unit suite shares too (root, build, locales, docs trees) are in tests/support/.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type Page} from '@playwright/test';
import {allDocs} from '../support/docs';
import {BUILD, type Locale} from '../support/site';

export {expect};

// ---------------------------------------------------------------- the page fixture and navigation

interface Problems {
  /** Console errors, page errors, failed requests and requests to other hosts seen during the test. */
  readonly list: string[];
}

interface Options {
  /** Problems a test provokes on purpose (e.g. the 404 status of an unknown path); matched ones are not failures. */
  expectedProblems: RegExp[];
}

/**
 * `page` fails the test on any console error, uncaught page error, failed request or request that leaves
 * the site's own origin: the site is static and must not call any other host.
 */
export const test = base.extend<Options & {problems: Problems}>({
  expectedProblems: [[], {option: true}],
  // Playwright reads a fixture's dependencies from its first parameter's destructuring: this one has none.
  // eslint-disable-next-line no-empty-pattern
  problems: async ({}, use) => {
    await use({list: []});
  },
  page: async ({page, baseURL, problems, expectedProblems}, use) => {
    const origin = new URL(baseURL!).origin;
    page.on('console', (message) => {
      if (message.type() === 'error') problems.list.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.list.push(`page error: ${error.message}`));
    page.on('request', (request) => {
      const url = request.url();
      if (/^https?:/.test(url) && new URL(url).origin !== origin) problems.list.push(`outside request: ${url}`);
    });
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      // Navigation away from a page aborts its in-flight prefetches; that is not a failure of the site.
      if (failure !== 'net::ERR_ABORTED') problems.list.push(`failed request: ${request.url()} ${failure}`);
    });
    await use(page);
    const unexpected = problems.list.filter((problem) => !expectedProblems.some((pattern) => pattern.test(problem)));
    expect(unexpected, 'console errors, page errors or failed/outside requests').toEqual([]);
  },
});

/** Navigates and waits until React has hydrated the server-rendered page. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Checks that the page shows `count` Mermaid diagrams. They are drawn at build time and are in the server's HTML:
 * each shows the SVG of the page's colour mode, with nothing to scroll into view or wait for.
 */
export async function expectDiagrams(page: Page, count: number): Promise<void> {
  await expect(page.locator('[data-diagram]')).toHaveCount(count);
  await expect(page.locator('[data-diagram] svg:visible')).toHaveCount(count);
}

// ---------------------------------------------------------------- accessibility

/** The rules of the quality bar: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core on the page, checking the quality bar's rules and reporting violations only. Legacy mode runs axe in
 * the page itself instead of opening a blank page to gather frame results: the site has no cross-origin frames,
 * and it halves the time of a run (probe on five pages: 0.7–1.7 s to 0.4–0.8 s), which the suite pays for every
 * page of both sitemaps.
 */
export function axe(page: Page): AxeBuilder {
  // options() replaces every option set before it, the tag filter included, so it comes first.
  return new AxeBuilder({page})
    .options({resultTypes: ['violations']})
    .withTags(WCAG_TAGS)
    .setLegacyMode();
}

// ---------------------------------------------------------------- raw HTTP

export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** The body as sent (not decompressed). */
  readonly body: Buffer;
}

/**
 * A GET with the request path sent byte for byte. Browsers and Playwright's request API normalise paths
 * (`/a/../b`, `%2e%2e`) before sending, so hostile paths have to go out this way to reach the server at all.
 */
export function rawGet(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({host: hostname, port, path, method: 'GET', headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Requests both servers (nginx and `npm start`'s Node server) answer with a 301, and where to. */
export const REDIRECTS = [
  ['/en/api-media.html', '/en/api-media'],
  ['/api-media/index.html', '/api-media'],
  ['/index.html', '/'],
  ['/en/index.html', '/en/'],
  ['/en/api-media/', '/en/api-media'],
  ['/api-media-concept/?tab=1', '/api-media-concept?tab=1'],
  ['/en/sdk/xr-sdk.html?from=mail', '/en/sdk/xr-sdk?from=mail'],
  ['//en//api-media', '/en/api-media'],
  ['/en', '/en/'],
  ['/chat-server-api-bff', '/chat-server-api'],
  ['/en/chat-server-api-bff?x=1', '/en/chat-server-api?x=1'],
] as const;

// ---------------------------------------------------------------- sitemaps

/** The site-relative paths listed in a locale's built sitemap (every page a reader can reach). */
export function sitemapPaths(locale: Locale): string[] {
  const file = path.join(BUILD, locale === 'ko' ? 'sitemap.xml' : 'en/sitemap.xml');
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

let diagramCounts: Map<string, number> | undefined;

/**
 * How many Mermaid diagrams the page at a path shows (fenced ```mermaid blocks in its source), for a test that
 * inspects them.
 */
export function mermaidDiagramCount(pagePath: string): number {
  diagramCounts ??= new Map(
    allDocs().flatMap(({frontMatter, body, tree}) => {
      const diagrams = body.match(/^\s*```mermaid\b/gm)?.length ?? 0;
      return typeof frontMatter.slug === 'string' && diagrams > 0
        ? [[`${tree.prefix}${frontMatter.slug}`, diagrams] as const]
        : [];
    }),
  );
  return diagramCounts.get(pagePath) ?? 0;
}

// ---------------------------------------------------------------- built HTML

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

/** Text of the built HTML with its character references (`&amp;`, `&#x27;`, `&#39;`…) decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(Number.parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10))
      : (ENTITIES[name] ?? entity),
  );
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
