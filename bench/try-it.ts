/**
 * `npm run bench:try-it`: how long the try-it panel takes to open on a mid-range phone. On each of the three
 * reference pages (default locale) it opens one operation's panel in Debian's Chromium with the CPU slowed down four
 * times (CDP `Emulation.setCPUThrottlingRate`, Lighthouse's mobile factor) and times, in the page, from the click to
 * the panel being interactive: shown, its request editor focusable and the contract's verdict on the request in
 * place. Each run is a fresh browser context, so the panel's code comes from the server every time (a first open, as
 * a reader gets it). It prints the median of RUNS runs (default 5) per page against the target of 300 ms, and exits
 * 1 when a median misses it.
 *
 * Needs an existing build (`npm run build`), which it serves with nginx as in production (scripts/serve-prod.ts) on
 * BENCH_PORT (default 8092).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {referencePath, type SpecName} from '../config/references';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../scripts/chromium';
import {median, withProductionServer} from './shared';

const root = path.resolve(__dirname, '..');
const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 8092);
const origin = `http://127.0.0.1:${port}`;
const CPU_SLOWDOWN = 4;
const TARGET_MS = 300;

/** The operation opened on each reference: one with a JSON body and the contract's checks on it. */
const OPERATIONS: Record<SpecName, string> = {
  media: 'createRoom',
  chat: 'createChatRoom',
  push: 'createNotification',
};

/**
 * In the page, for the operation given: a promise of the milliseconds from the click on its try-it button to its
 * panel being interactive. Source text, not a function of this script: the bundler that runs the script names its
 * inner functions with a helper the page does not have. It listens on the document, since React may have replaced
 * the button since it was found, and checks on every change React commits to the page and every 10 ms besides.
 */
const TIME_THE_OPENING = `(id) => new Promise((resolve) => {
  const onClick = (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('button[data-try-it="' + id + '"]')) return;
    document.removeEventListener('click', onClick, {capture: true});
    const start = performance.now();
    const check = () => {
      const panel = document.querySelector('[data-try-it-panel="' + id + '"]');
      const editor = panel && panel.querySelector('textarea');
      const verdict = panel && panel.querySelector('[aria-live="polite"]');
      if (!panel || !panel.checkVisibility() || !editor || !verdict || verdict.textContent.trim() === '') return;
      editor.focus();
      if (document.activeElement !== editor) return;
      observer.disconnect();
      clearInterval(timer);
      resolve(performance.now() - start);
    };
    const observer = new MutationObserver(check);
    const timer = setInterval(check, 10);
    observer.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
    check();
  };
  document.addEventListener('click', onClick, {capture: true});
})`;

/** Milliseconds from the click on the operation's try-it button to its panel being interactive, in a fresh context. */
async function openTime(browser: Browser, url: string, operationId: string): Promise<number> {
  const context = await browser.newContext({viewport: {width: 412, height: 915}, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await page.goto(`${origin}${url}#operation/${operationId}`, {waitUntil: 'networkidle', timeout: 180_000});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 120_000});
    // The jump to the operation brings it near the viewport, where it goes live: its button is enabled once it has.
    const button = page.locator(`button[data-try-it="${operationId}"]:enabled`);
    await button.waitFor({timeout: 120_000});
    // The reference holds the jumped-to heading in place for a while as the page settles around it; the click
    // comes once the button has stopped moving.
    await page.waitForFunction(
      (id) => {
        const state = window as unknown as {tryItTop?: number; tryItSince?: number};
        const top = document.querySelector(`button[data-try-it="${id}"]`)!.getBoundingClientRect().top;
        if (state.tryItTop !== top) {
          state.tryItTop = top;
          state.tryItSince = performance.now();
        }
        return performance.now() - state.tryItSince! > 1_000;
      },
      operationId,
      {polling: 100, timeout: 120_000},
    );
    // Kept for later, not awaited: evaluating a promise would wait for the click that comes after.
    await page.evaluate(`window.tryItTiming = (${TIME_THE_OPENING})(${JSON.stringify(operationId)}); undefined`);
    await button.click({timeout: 60_000});
    return (await page.evaluate('window.tryItTiming')) as number;
  } finally {
    // A failed run may have taken its context along: the error to report is the run's.
    await context.close().catch(() => undefined);
  }
}

async function main(): Promise<void> {
  const pages = (Object.entries(OPERATIONS) as [SpecName, string][]).map(([spec, operationId]) => ({
    url: referencePath(spec),
    operationId,
  }));
  if (!fs.existsSync(path.join(root, 'build', `${pages[0]!.url}.html`))) {
    console.error('bench:try-it: no build with the reference pages; run `npm run build` first');
    process.exit(1);
  }
  let missed = false;
  await withProductionServer(port, async () => {
    const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
    console.log(`try-it panel, click to interactive, CPU ${CPU_SLOWDOWN}× slower, ${runs} run(s) a page:`);
    for (const {url, operationId} of pages) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push(await openTime(browser, url, operationId));
      const value = median(times);
      if (value > TARGET_MS) missed = true;
      console.log(
        `  ${url}#operation/${operationId}: median ${Math.round(value)} ms ` +
          `(runs ${times.map((time) => Math.round(time)).join(', ')}; target ≤ ${TARGET_MS} ms: ` +
          `${value <= TARGET_MS ? 'ok' : 'OVER TARGET'})`,
      );
    }
    await browser.close();
  });
  if (missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
