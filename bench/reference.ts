/**
 * `npm run bench:reference`: figures of the API reference pages of an existing build (it builds nothing).
 * For each reference page, both locales: HTML bytes, JS loaded by the page (raw and gzip) next to a plain doc
 * page, the difference (target: at most 30 KB gzip more), and the number of operations rendered.
 * `--lighthouse` adds the Lighthouse mobile performance score (median of 3 runs) of the plain page and of each
 * reference page in the default locale (the English pages load the same code and data sizes).
 *
 * It serves build/ with nginx as in production (scripts/serve-prod.ts) on BENCH_PORT (default 8080) and loads
 * each page in Debian's Chromium, counting every script the page fetches until it is idle.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {load} from 'cheerio';
import {referencePath, SPEC_NAMES} from '../config/references';
import {CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS} from '../scripts/chromium';
import {median, withProductionServer} from './shared';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
const port = Number(process.env.BENCH_PORT ?? 8080);
const origin = `http://127.0.0.1:${port}`;
const TARGET_EXTRA_GZIP = 30 * 1024;

const REFERENCE_PAGES = SPEC_NAMES.map(referencePath);
/** Plain doc pages; the one loading the least JS is the baseline (some prose pages carry Mermaid diagrams). */
const PLAIN_CANDIDATES = [
  '/console-app-information',
  '/map-studio-release-note',
  '/sdk-releaseNote',
  '/api-media-concept',
];
const LOCALE_PREFIXES = ['', '/en'];

interface PageFigures {
  url: string;
  htmlBytes: number;
  jsRaw: number;
  jsGzip: number;
  jsFiles: number;
  operations: number;
}

function htmlFile(url: string): string {
  return path.join(buildDir, `${url.replace(/\/$/, '')}.html`);
}

function fileSizes(urlPath: string): {raw: number; gzip: number} {
  const file = path.join(buildDir, decodeURIComponent(urlPath));
  const raw = fs.statSync(file).size;
  const gzipFile = `${file}.gz`;
  return {raw, gzip: fs.existsSync(gzipFile) ? fs.statSync(gzipFile).size : raw};
}

async function measure(browser: Browser, url: string): Promise<PageFigures> {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const requestUrl = new URL(request.url());
    if (request.resourceType() === 'script' && requestUrl.origin === origin) scripts.add(requestUrl.pathname);
  });
  await page.goto(`${origin}${url}`, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.close();
  let jsRaw = 0;
  let jsGzip = 0;
  for (const script of scripts) {
    const sizes = fileSizes(script);
    jsRaw += sizes.raw;
    jsGzip += sizes.gzip;
  }
  const html = fs.readFileSync(htmlFile(url), 'utf8');
  const $ = load(html);
  const operations = $('[id^="operation/"]').length;
  return {url, htmlBytes: Buffer.byteLength(html), jsRaw, jsGzip, jsFiles: scripts.size, operations};
}

function lighthouseRun(url: string): {score: number; tbt: number} {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      `${origin}${url}`,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${HEADLESS_CHROMIUM_FLAGS}`,
    ],
    {encoding: 'utf8', env: {...process.env, CHROME_PATH: CHROMIUM_PATH}, maxBuffer: 64 * 1024 * 1024},
  );
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}: ${result.stderr}`);
  const report = JSON.parse(result.stdout) as {
    categories: {performance: {score: number}};
    audits: Record<string, {numericValue?: number}>;
  };
  return {
    score: Math.round(report.categories.performance.score * 100),
    tbt: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
  };
}

/** One Lighthouse run, retried once: on a loaded machine Chrome sometimes gives up on the first navigation. */
function lighthouseRunWithRetry(url: string): {score: number; tbt: number} {
  try {
    return lighthouseRun(url);
  } catch (error) {
    console.error(`  (retrying: ${(error as Error).message.split('\n')[0]})`);
    return lighthouseRun(url);
  }
}

function lighthouseLine(url: string): string {
  const runs = [0, 1, 2].map(() => lighthouseRunWithRetry(url));
  const scores = runs.map((run) => run.score);
  const tbt = runs.map((run) => run.tbt);
  return `Lighthouse mobile performance ${median(scores)} (runs ${scores.join(', ')}; TBT ${tbt.join(', ')} ms)`;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const signedKb = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`;

async function main(): Promise<void> {
  if (!fs.existsSync(htmlFile(REFERENCE_PAGES[0]!))) {
    console.error('bench:reference: no build with the reference pages; run `npm run build` first');
    process.exit(1);
  }
  const withLighthouse = process.argv.includes('--lighthouse');
  let failed = false;
  await withProductionServer(port, async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
    for (const prefix of LOCALE_PREFIXES) {
      const lighthouse = withLighthouse && prefix === '';
      const candidates: PageFigures[] = [];
      for (const candidate of PLAIN_CANDIDATES) {
        if (fs.existsSync(htmlFile(`${prefix}${candidate}`)))
          candidates.push(await measure(browser, `${prefix}${candidate}`));
      }
      const plain = candidates.reduce((lightest, figures) => (figures.jsGzip < lightest.jsGzip ? figures : lightest));
      let plainLine = `\n${prefix || '/'} (${prefix ? 'en' : 'ko'}): lightest plain doc page ${plain.url}: HTML ${kb(plain.htmlBytes)}, JS ${kb(plain.jsRaw)} raw / ${kb(plain.jsGzip)} gzip in ${plain.jsFiles} files`;
      if (lighthouse) plainLine += `, ${lighthouseLine(plain.url)}`;
      console.log(plainLine);
      for (const reference of REFERENCE_PAGES) {
        const figures = await measure(browser, `${prefix}${reference}`);
        const extra = figures.jsGzip - plain.jsGzip;
        const verdict = extra <= TARGET_EXTRA_GZIP ? 'ok' : 'OVER TARGET';
        if (extra > TARGET_EXTRA_GZIP) failed = true;
        let line =
          `  ${figures.url}: ${figures.operations} operations, HTML ${kb(figures.htmlBytes)}, ` +
          `JS ${kb(figures.jsRaw)} raw / ${kb(figures.jsGzip)} gzip in ${figures.jsFiles} files, ` +
          `${signedKb(figures.jsRaw - plain.jsRaw)} raw / ${signedKb(extra)} gzip vs plain (target ≤ ${kb(TARGET_EXTRA_GZIP)}: ${verdict})`;
        if (lighthouse) line += `, ${lighthouseLine(figures.url)}`;
        console.log(line);
      }
    }
    await browser.close();
  });
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
