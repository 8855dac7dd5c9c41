/**
 * What the e2e specs share, in one module: the Playwright `test` whose `page` fails a test on any console error,
 * page error, failed request or request to another host; navigation that waits for hydration; `settled()`, which
 * says when a page may be checked; axe-core with the quality bar's rules; raw HTTP requests; the built sitemaps;
 * decoding built HTML text. Facts about the site that the unit suite shares too (root, build, locales, docs trees)
 * are in tests/support/.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type Page} from '@playwright/test';
import {allDocs} from '../support/docs';
import {BUILD, ROOT, type Locale} from '../support/site';

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
 * the site's own origin: the site is static and must not call any other host. Every page of the test's context
 * notes which parts came as server markup, for settled().
 */
export const test = base.extend<Options & {problems: Problems}>({
  expectedProblems: [[], {option: true}],
  // Playwright reads a fixture's dependencies from its first parameter's destructuring: this one has none.
  // eslint-disable-next-line no-empty-pattern
  problems: async ({}, use) => {
    await use({list: []});
  },
  context: async ({context}, use) => {
    await context.addInitScript(markServerMarkup, LAZY.serverRendered);
    await use(context);
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

// ---------------------------------------------------------------- a settled page

/** The parts of a page that render after it has hydrated, and how each shows it has. */
const LAZY = {
  /**
   * Parts that keep their server markup while the page hydrates and swap it for live markup later: a reference
   * operation's content when it comes near the viewport (useLiveNearViewport), a code block when the highlighter
   * has arrived (theme-classic-lazy-prism's CodeBlock). A part is live once it is no longer the element the server
   * sent.
   */
  serverRendered: '[data-operation-id] > *, .theme-code-block',
  /** The elements whose distance to the viewport makes their part go live (IntersectionObserver). */
  nearViewport: '[data-operation-id]',
} as const;

/**
 * An init script: as parsing ends, before any of the app's scripts runs (they start after the first paint,
 * plugins/start-after-paint), remembers the elements the server sent, so that settled() can tell server markup from
 * the live markup that replaces it.
 */
function markServerMarkup(selector: string): void {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    (window as unknown as {serverMarkup: WeakSet<Element>}).serverMarkup = new WeakSet(
      Array.from(document.querySelectorAll(selector)),
    );
  });
}

/**
 * One look at the page, in the browser: whether it has settled, with what keeps it from it in `window.unsettled`.
 * It refers to nothing outside itself, as Playwright sends it to the page as source. The layout counts as still
 * when it has been the same for `frames` looks in a row, one look per animation frame.
 */
function looksSettled({lazy, frames, onScreenOnly}: Look): boolean {
  const state = window as unknown as {
    serverMarkup?: WeakSet<Element>;
    layout?: {key: string; same: number};
    unsettled?: string[];
  };
  const reasons: string[] = [];
  if (document.documentElement.dataset.hasHydrated !== 'true') reasons.push('not hydrated');
  if (!state.serverMarkup) reasons.push('no record of the server markup (is it a page of support.ts’s `test`?)');
  // Only the parts a reader can reach: hidden ones (a closed tab, display: none) never come near the viewport. A part
  // that goes live near the viewport counts when it is on screen, or anywhere once the page was scrolled through.
  const due = (element: Element) => {
    // An operation's content has no box of its own (display: contents): its operation's box is where it shows.
    const box = getComputedStyle(element).display === 'contents' ? element.parentElement! : element;
    if (box.getClientRects().length === 0) return false;
    const gate = element.closest(lazy.nearViewport);
    if (!onScreenOnly || !gate) return true;
    const {top, bottom} = gate.getBoundingClientRect();
    return bottom > 0 && top < window.innerHeight;
  };
  const server = Array.from(document.querySelectorAll(lazy.serverRendered)).filter(
    (element) => state.serverMarkup?.has(element) && due(element),
  );
  if (server.length > 0) reasons.push(`${server.length} parts still server markup (operations, code blocks)`);
  if (document.fonts.status !== 'loaded') reasons.push('fonts loading');
  const images = Array.from(document.images).filter((image) => !image.complete);
  if (images.length > 0) reasons.push(`${images.length} images loading`);
  const moving = document.getAnimations().filter((animation) => animation.playState === 'running' || animation.pending);
  if (moving.length > 0) {
    const names = moving.map((animation) =>
      animation instanceof CSSTransition
        ? `transition of ${animation.transitionProperty}`
        : animation instanceof CSSAnimation
          ? `animation ${animation.animationName}`
          : 'animation',
    );
    reasons.push(`${moving.length} running: ${Array.from(new Set(names)).join(', ')}`);
  }
  const box = (element: Element) => {
    const {top, left, width, height} = element.getBoundingClientRect();
    return [top + window.scrollY, left + window.scrollX, width, height].map(Math.round).join(',');
  };
  const root = document.documentElement;
  const key = [
    window.scrollX,
    window.scrollY,
    root.scrollWidth,
    root.scrollHeight,
    ...Array.from(document.querySelectorAll(`main, ${lazy.nearViewport}, ${lazy.serverRendered}`), box),
  ].join(' ');
  state.layout = state.layout?.key === key ? {key, same: state.layout.same + 1} : {key, same: 0};
  if (state.layout.same < frames) reasons.push('layout still changing');
  state.unsettled = reasons;
  return reasons.length === 0;
}

/**
 * Brings every lazy part near the viewport that is not live yet, in reading order: each one into view for two
 * frames (IntersectionObserver reports after a frame), skipping those already on screen; then back to where the page
 * was. A part that came near goes live even when the page has scrolled on before it renders. It starts with a turn of
 * the mouse wheel, as a reader who scrolls does: the reference holds a jumped-to heading in place until the reader
 * takes over, and would scroll back to it.
 */
async function bringLazyPartsNear(page: Page): Promise<void> {
  if ((await page.evaluate(lazyPartsOffScreen, {lazy: LAZY, scroll: false})) === 0) return;
  const {x, y} = await page.evaluate(() => ({x: window.scrollX, y: window.scrollY}));
  await page.mouse.wheel(0, 1);
  await page.evaluate(lazyPartsOffScreen, {lazy: LAZY, scroll: true});
  await page.evaluate((at) => window.scrollTo(at.x, at.y), {x, y});
}

/** In the page: how many lazy parts are not live yet and off screen; with `scroll`, each is scrolled into view. */
async function lazyPartsOffScreen({lazy, scroll}: {lazy: typeof LAZY; scroll: boolean}): Promise<number> {
  const state = window as unknown as {serverMarkup?: WeakSet<Element>};
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let count = 0;
  for (const element of Array.from(document.querySelectorAll(lazy.nearViewport))) {
    if (element.getClientRects().length === 0) continue;
    const pending = Boolean(element.firstElementChild && state.serverMarkup?.has(element.firstElementChild));
    const {top, bottom} = element.getBoundingClientRect();
    if (!pending || (bottom > 0 && top < window.innerHeight)) continue;
    count += 1;
    if (!scroll) continue;
    element.scrollIntoView({block: 'center'});
    await frame();
    await frame();
  }
  return count;
}

export interface SettleOptions {
  /**
   * Bring every lazy part near first (the default), so that the whole page is live, as a reader who scrolled through
   * it sees it. Without, only the parts on screen have to be live: for a check of the page where it is (a jump to an
   * anchor, a component on screen), which scrolling would change.
   */
  scrollThrough?: boolean;
  /** The longest wait, in ms. */
  timeout?: number;
}

/** What looksSettled() is given. */
interface Look {
  lazy: typeof LAZY;
  frames: number;
  onScreenOnly: boolean;
}

/** How many animation frames in a row the layout must stay the same. */
const STILL_FRAMES = 3;

/**
 * Waits until the page may be checked, by conditions, never for a time: it has hydrated; every lazy part is live
 * (the reference's operations and the code blocks have swapped their server markup for live markup); fonts and images have loaded; no CSS transition or animation is running; and the layout (the
 * scroll position, the page's size and the boxes of its lazy parts) has stayed the same for STILL_FRAMES frames.
 * Every axe, layout and screenshot-like check runs on a settled page. On timeout it says what was still going on.
 */
export async function settled(page: Page, {scrollThrough = true, timeout = 45_000}: SettleOptions = {}): Promise<void> {
  await waitForHydration(page);
  if (scrollThrough) await bringLazyPartsNear(page);
  await page.evaluate(() => delete (window as unknown as {layout?: unknown}).layout);
  const look: Look = {lazy: LAZY, frames: STILL_FRAMES, onScreenOnly: !scrollThrough};
  try {
    await page.waitForFunction(looksSettled, look, {polling: 'raf', timeout});
  } catch (error) {
    const reasons = await page
      .evaluate(() => (window as unknown as {unsettled?: string[]}).unsettled ?? [])
      .catch(() => ['the page went away']);
    throw new Error(`the page did not settle within ${timeout} ms: ${reasons.join('; ')}`, {cause: error});
  }
}

/**
 * Checks that the page shows `count` Mermaid diagrams. They are drawn at build time and are in the server's HTML:
 * each shows the SVG of the page's colour mode, with nothing to scroll into view or wait for.
 */
export async function expectDiagrams(page: Page, count: number): Promise<void> {
  await expect(page.locator('[data-diagram]')).toHaveCount(count);
  await expect(page.locator('[data-diagram] svg:visible')).toHaveCount(count);
}

/** What a look at the diagrams a page shows finds missing, as messages: run in the page. */
function shownDiagramProblems([count, mode]: [number, 'light' | 'dark']): string[] {
  const diagrams = Array.from(document.querySelectorAll('[data-diagram]'));
  const problems = diagrams.length === count ? [] : [`${diagrams.length} diagrams shown, ${count} in the source`];
  for (const [index, diagram] of diagrams.entries()) {
    const shown = Array.from(diagram.querySelectorAll('svg')).filter((svg) => svg.getBoundingClientRect().width > 0);
    const where = `diagram ${index + 1}`;
    if (shown.length !== 1) {
      problems.push(`${where}: ${shown.length} SVGs shown`);
      continue;
    }
    const svg = shown[0]!;
    if (!new RegExp(`^diagram-[0-9a-f]{12}-${mode}$`).test(svg.id)) problems.push(`${where}: ${svg.id} is not ${mode}`);
    if (!svg.querySelector('title')?.textContent?.trim()) problems.push(`${where}: no title`);
    if ((svg.querySelector('desc')?.textContent?.trim().length ?? 0) <= 20) problems.push(`${where}: no description`);
    if (!Array.from(svg.querySelectorAll('text')).some((text) => text.textContent?.trim()))
      problems.push(`${where}: no SVG text`);
    if (svg.querySelector('foreignObject')) problems.push(`${where}: HTML labels`);
  }
  return problems;
}

/**
 * Whether each diagram shows exactly one drawing, of the colour mode, as SVG text with its text alternative (title
 * and description), `count` of them: the problems found, none when it does.
 */
export function diagramProblems(page: Page, count: number, mode: 'light' | 'dark'): Promise<string[]> {
  return page.evaluate(shownDiagramProblems, [count, mode] as [number, 'light' | 'dark']);
}

// ---------------------------------------------------------------- scrolling

/**
 * The heading's top minus the navbar's bottom (the top of the viewport when the navbar has hidden itself, as
 * Docusaurus's hide-on-scroll navbar does on a jump), once the page has settled where it is: the operations on
 * screen live, nothing moving, the layout and the scroll position still.
 */
export async function settledOffset(page: Page, id: string): Promise<number> {
  await settled(page, {scrollThrough: false});
  return page.evaluate((anchor) => {
    const heading = document.getElementById(anchor)!;
    const navbar = document.querySelector('.navbar')!;
    return heading.getBoundingClientRect().top - Math.max(0, navbar.getBoundingClientRect().bottom);
  }, id);
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

/**
 * axe's findings on the settled page, one line per rule with its first offending elements: the whole page, or the
 * part `include` selects (settled where it is, as scrolling would move or close it). For the whole page, what
 * `content-visibility: auto` skips is rendered first: axe reads the colours behind a skipped element from whatever its
 * unlaid-out box overlaps, and a reader only ever sees such a part rendered (it renders as it nears the viewport).
 * A constructed style sheet does it, which the CSP allows, unlike a <style> element.
 */
export async function axeViolations(page: Page, {include}: {include?: string} = {}): Promise<string[]> {
  if (include === undefined) {
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('* { content-visibility: visible !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
  }
  await settled(page, {scrollThrough: include === undefined});
  const builder = axe(page);
  if (include !== undefined) builder.include(include);
  const {violations} = await builder.analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    const more = violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : '';
    return `${violation.id} (${violation.impact}, ${violation.help}): ${targets.join(' | ')}${more}`;
  });
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

// ---------------------------------------------------------------- servers a spec starts

/** Starts a serve script of scripts/ (serve-static.ts, serve-prod.ts) on `port`, with more environment if given. */
export function startScript(script: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts', script)],
    {
      env: {...process.env, ...env, PORT: String(port)},
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
}

/** Stops a server `startScript` started, resolving once it has exited. */
export function stopScript(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

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

// ---------------------------------------------------------------- built files

/** A built file's URL path, e.g. the first file in build/assets/js matching a pattern. */
export function builtFile(folder: string, pattern: RegExp): string {
  const name = fs.readdirSync(path.join(BUILD, folder)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no file matching ${pattern} in build/${folder}`);
  return `/${folder}/${name}`;
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
