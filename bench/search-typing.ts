/**
 * The reader's side of `npm run bench:search`: in Chromium, against the build served by nginx as in production, how
 * long after the first keystroke the first results show. Three ways of starting a search, each RUNS times per
 * locale, median reported (fresh browser context each time, so nothing is cached between runs):
 *
 * - click and type: the pointer comes to the box from the middle of the page in 300 ms (as a hand does), clicks,
 *   and types at once, 30 ms per key;
 * - click and type, pointer jumping onto the box (no approach to learn intent from);
 * - Ctrl+K and type at once.
 *
 * Each way's median must be ≤ 100 ms.
 *
 * `npm run bench:scale` takes the same measurement (firstSearch) against its own builds, with the bytes a first
 * search downloads.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {chromium, type Browser, type Page} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH, waitForServer} from '../scripts/chromium';
import {SITE_LOCALES, type Locale} from '../config/locales';

const root = path.resolve(__dirname, '..');
const RUNS = 10;
const TARGET_MS = 100;
const port = Number(process.env.BENCH_PORT ?? 8092);
const origin = `http://127.0.0.1:${port}`;
/** A query per locale that matches many pages, typed as a reader would. */
export const QUERY: Record<Locale, string> = {ko: '회의실', en: 'room'};
const LOCALES = SITE_LOCALES.map(({locale, prefix}) => ({locale, prefix, query: QUERY[locale]}));

/** The page searched from, in a locale (`prefix` as in config/locales.ts) of the site at `origin`. */
export const searchPageUrl = (origin: string, prefix: string): string => `${origin}${prefix}/api-media-concept`;

export type Start = (page: Page) => Promise<void>;

const INPUT = '#nuri-search-input';

async function boxCentre(page: Page): Promise<{x: number; y: number}> {
  const box = (await page.locator(INPUT).boundingBox())!;
  return {x: box.x + box.width / 2, y: box.y + box.height / 2};
}

export const WAYS: Record<string, Start> = {
  'click and type (300 ms approach)': async (page) => {
    const viewport = page.viewportSize()!;
    const from = {x: viewport.width / 2, y: viewport.height / 2};
    const to = await boxCentre(page);
    for (let step = 1; step <= 10; step += 1) {
      await page.mouse.move(from.x + ((to.x - from.x) * step) / 10, from.y + ((to.y - from.y) * step) / 10);
      await page.waitForTimeout(30);
    }
    await page.mouse.down();
    await page.mouse.up();
  },
  'click and type (pointer jumps onto the box)': async (page) => {
    const to = await boxCentre(page);
    await page.mouse.move(to.x, to.y);
    await page.mouse.down();
    await page.mouse.up();
  },
  'Ctrl+K and type': async (page) => {
    await page.keyboard.press('Control+k');
  },
};

export interface FirstSearch {
  /** Milliseconds from the first typed character to the first result option in the page. */
  readonly ms: number;
  /**
   * Bytes the page downloaded from the start of the interaction until its requests settled after the first
   * results (transfer sizes: compressed bodies and headers, as the network carried them).
   */
  readonly bytes: number;
}

/** How long network activity must pause after the first results before the download is counted as complete. */
const SETTLE_MS = 500;

/** One first search in a fresh browser context (nothing cached): the page at `url`, started one way. */
export async function firstSearch(
  browser: Browser,
  url: string,
  start: Start,
  query: string,
  /** Called on the fresh page before it loads (bench:scale swaps the search manifest here). */
  prepare?: (page: Page) => Promise<void>,
): Promise<FirstSearch> {
  const context = await browser.newContext({viewport: {width: 1440, height: 900}});
  const page = await context.newPage();
  try {
    await prepare?.(page);
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.mouse.move(700, 450);
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      const marks: {start: number; key?: number; results?: number} = {start: 0};
      (window as unknown as {benchMarks: typeof marks}).benchMarks = marks;
      performance.setResourceTimingBufferSize(10_000);
      // The first character that reaches the page (an IME or insertText sends no keydown).
      window.addEventListener('input', () => (marks.key ??= performance.now()), {capture: true});
      new MutationObserver(() => {
        if (marks.results === undefined && document.querySelector('[role="option"]')) marks.results = performance.now();
      }).observe(document.body, {subtree: true, childList: true});
      marks.start = performance.now();
    });
    await start(page);
    await page.keyboard.type(query, {delay: 30});
    await page.locator('[role="option"]').first().waitFor();
    const downloaded = () =>
      page.evaluate(() => {
        const {start} = (window as unknown as {benchMarks: {start: number}}).benchMarks;
        const entries = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= start) as PerformanceResourceTiming[];
        return {count: entries.length, bytes: entries.reduce((sum, entry) => sum + entry.transferSize, 0)};
      });
    let last = await downloaded();
    for (let waited = 0; waited < 10_000; waited += SETTLE_MS) {
      await page.waitForTimeout(SETTLE_MS);
      const now = await downloaded();
      if (now.count === last.count && now.bytes === last.bytes) break;
      last = now;
    }
    const marks = await page.evaluate(
      () => (window as unknown as {benchMarks: {key: number; results: number}}).benchMarks,
    );
    return {ms: marks.results - marks.key, bytes: last.bytes};
  } finally {
    await context.close();
  }
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Prints the table and returns the misses of the target. */
export async function benchTyping(): Promise<string[]> {
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/serve-prod.ts')],
    {env: {...process.env, PORT: String(port)}, stdio: ['ignore', 'ignore', 'inherit']},
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const misses: string[] = [];
  try {
    await waitForServer(`${origin}/`);
    const rows = [];
    for (const {locale, prefix, query} of LOCALES) {
      for (const [way, start] of Object.entries(WAYS)) {
        const times: number[] = [];
        for (let run = 0; run < RUNS; run += 1)
          times.push((await firstSearch(browser, searchPageUrl(origin, prefix), start, query)).ms);
        const value = median(times);
        rows.push({
          locale,
          way,
          'median ms': Math.round(value),
          'min ms': Math.round(Math.min(...times)),
          'max ms': Math.round(Math.max(...times)),
        });
        if (value > TARGET_MS) misses.push(`${locale} ${way}: ${Math.round(value)} ms > ${TARGET_MS} ms`);
      }
    }
    console.log(`\nfirst results after the first keystroke (Chromium, serve:prod, median of ${RUNS}):`);
    console.table(rows);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  return misses;
}
