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
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {chromium, type Browser, type Page} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH, waitForServer} from './chromium';
import {SITE_LOCALES, type Locale} from '../config/locales';

const root = path.resolve(__dirname, '..');
const RUNS = 10;
const TARGET_MS = 100;
const port = Number(process.env.BENCH_PORT ?? 8092);
const origin = `http://127.0.0.1:${port}`;
/** A query per locale that matches many pages, typed as a reader would. */
const QUERY: Record<Locale, string> = {ko: '회의실', en: 'room'};
const LOCALES = SITE_LOCALES.map(({locale, prefix}) => ({locale, prefix, query: QUERY[locale]}));

type Start = (page: Page) => Promise<void>;

const INPUT = '#nuri-search-input';

async function boxCentre(page: Page): Promise<{x: number; y: number}> {
  const box = (await page.locator(INPUT).boundingBox())!;
  return {x: box.x + box.width / 2, y: box.y + box.height / 2};
}

const WAYS: Record<string, Start> = {
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

/** Milliseconds from the first typed character to the first result option in the page. */
async function firstResultsAfterKeystroke(browser: Browser, url: string, start: Start, query: string): Promise<number> {
  const context = await browser.newContext({viewport: {width: 1440, height: 900}});
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.mouse.move(700, 450);
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      const marks: {key?: number; results?: number} = {};
      (window as unknown as {benchMarks: typeof marks}).benchMarks = marks;
      // The first character that reaches the page (an IME or insertText sends no keydown).
      window.addEventListener('input', () => (marks.key ??= performance.now()), {capture: true});
      new MutationObserver(() => {
        if (marks.results === undefined && document.querySelector('[role="option"]')) marks.results = performance.now();
      }).observe(document.body, {subtree: true, childList: true});
    });
    await start(page);
    await page.keyboard.type(query, {delay: 30});
    await page.locator('[role="option"]').first().waitFor();
    const marks = await page.evaluate(
      () => (window as unknown as {benchMarks: {key: number; results: number}}).benchMarks,
    );
    return marks.results - marks.key;
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
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
          times.push(await firstResultsAfterKeystroke(browser, `${origin}${prefix}/api-media-concept`, start, query));
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
