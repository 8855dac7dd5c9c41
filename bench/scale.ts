/**
 * `npm run bench:scale`: how the site copes as the docs grow. It copies the project twice into a temporary folder,
 * turns one copy into a synthetic corpus SCALE times today's (default 10; every current doc page in both locales,
 * see bench/scale/corpus.ts), and, in the same run:
 *
 * - builds both with `npm run build`, BUILDS times each (default 3), alternating the two sites, each build from a
 *   cold bundler cache: wall and CPU time (medians), peak memory of the whole process tree (the highest), built
 *   HTML files;
 * - reads each locale's current search files (raw and Brotli bytes), in the layout the build chose; then writes the
 *   ×SCALE build's other layout beside it (plugins/search/build/layout.ts: two files, or sharded), so that both
 *   designs are measured on the same docs;
 * - serves both builds with nginx as in production and measures, in Chromium, the first result after the first
 *   keystroke for every way of starting a search (./search-typing.ts) and the bytes a first search
 *   downloads, RUNS times each (default 5), interleaving the two sites, medians reported; the ×SCALE site also in
 *   its other layout, its pages' search manifest swapped by Playwright route interception;
 * - times `npm run dev` (docusaurus start) to its first doc page in each.
 *
 * It prints one table (today, ×SCALE, ratio) and the targets of issue 22, and exits 1 when one is missed or a
 * step fails; everything measured is printed either way. Temporary folders and servers are removed also on an
 * error or Ctrl+C. Ports: BENCH_PORT (default 8094) and the next one (nginx; then the dev servers, one at a time).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type Browser, type Page} from 'playwright-core';
import sidebars from '../sidebars';
import {SITE_LOCALES, type Locale} from '../config/locales';
import {firstSearch, median, QUERY, searchPageUrl, WAYS} from './search-typing';
import {CHROMIUM_ARGS, CHROMIUM_PATH, waitForServer} from '../scripts/chromium';
import {devTimeToFirstPage, type DevFigures} from './scale/dev-server';
import {killAllTrees, startTree, type TreeProcess} from './scale/process-tree';
import {copyProject, writeScaledCorpus} from './scale/site-copy';
import {htmlFiles} from '../postbuild/pipeline';
import {compressedTwins} from '../postbuild/precompress';
import {layoutFiles, type SearchLayout} from '../plugins/search/build/layout';
import {isSharded, type SearchManifest} from '../plugins/search/manifest';
import {entryFiles, readBuiltManifest, readTwoFiles, swapManifest} from './search-manifest';

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const scale = Number(process.env.SCALE ?? 10);
const runs = Number(process.env.RUNS ?? 5);
const builds = Number(process.env.BUILDS ?? 3);
const basePort = Number(process.env.BENCH_PORT ?? 8094);
/** The doc page the dev server is timed on, as a path under docs/ and its URL path. */
const DEV_PAGE = {file: 'docs/media/api-media-concept.md', path: '/api-media-concept'};

const GB = 1024 ** 3;
const TARGETS = {buildRatio: 3, peakBytes: 4 * GB, downloadRatio: 2, firstResultMs: {today: 100, scaled: 150}};

interface SiteFigures {
  build?: {ms: number; cpuMs: number; stoppedMs: number; peakBytes: number; htmlFiles: number};
  /** The layout the build wrote the current docs' search data in, per locale. */
  layouts: Partial<Record<Locale, SearchLayout>>;
  searchFiles: Partial<Record<Locale, {raw: number; brotli: number}>>;
  /** Per locale and way of starting a search: the first searches measured. */
  firstSearches: Partial<Record<Locale, Record<string, {ms: number[]; bytes: number[]}>>>;
  dev?: DevFigures;
}

interface Site {
  readonly name: 'today' | 'scaled' | 'scaled, other layout';
  readonly dir: string;
  readonly port: number;
  readonly figures: SiteFigures;
  /** Served with these search manifests in its pages instead of the built ones (the other layout). */
  readonly manifests?: Partial<Record<Locale, SearchManifest>>;
}

const problems: string[] = [];
const servers: ChildProcess[] = [];
let workDir: string | undefined;
let liveBrowser: Browser | undefined;

/**
 * Stops what is still running and removes the temporary sites. package.json runs this script with
 * `node --import tsx`, not the tsx command: that command's parent process kills its child when the child does not
 * acknowledge a signal within 30 ms, which on a busy machine cut this clean-up short and left the sites behind.
 */
async function cleanUp(): Promise<void> {
  await killAllTrees();
  for (const server of servers) server.kill('SIGTERM');
  await liveBrowser?.close().catch(() => undefined);
  const dir = workDir;
  workDir = undefined;
  if (!dir) return;
  // A killed build's main thread turns zombie before its other threads stop, and those may still write a moment.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fs.promises.rm(dir, {recursive: true, force: true, maxRetries: 3});
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** The two sites once they exist, so that a stop can still print what was measured. */
let measured: {today: SiteFigures; scaled: SiteFigures; other?: SiteFigures} | undefined;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    if (measured) {
      printTable(rows(measured.today, measured.scaled, measured.other));
      console.log('\n(stopped before the end: the figures measured so far, without verdicts)');
    }
    console.error(`\nbench:scale: stopped (${signal}); removing the temporary sites`);
    cleanUp()
      .catch((error: unknown) => console.error(`bench:scale: clean-up failed: ${(error as Error).message}`))
      .finally(() => process.exit(130));
  });
}

const log = (message: string) => console.log(`bench:scale: ${message}`);

type BuildFigures = NonNullable<SiteFigures['build']>;

/**
 * Runs `npm run build` in a site from a cold start (no build folder, no generated files), measuring the whole
 * process tree; its output goes to <name>-build-<run>.log.
 */
async function buildOnce(site: Site, run: number): Promise<BuildFigures> {
  for (const folder of ['build', '.docusaurus']) fs.rmSync(path.join(site.dir, folder), {recursive: true, force: true});
  const logFile = path.join(workDir!, `${site.name}-build-${run}.log`);
  const output = fs.openSync(logFile, 'w');
  log(`building ${site.name}, ${run} of ${builds} (${site.dir}, log ${logFile})…`);
  let tree: TreeProcess;
  try {
    tree = startTree('npm', ['run', 'build'], {cwd: site.dir, stdio: ['ignore', output, output], env: process.env});
  } finally {
    fs.closeSync(output);
  }
  const code = await tree.exited;
  const ms = performance.now() - tree.startedAt;
  if (code !== 0) {
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`the ${site.name} build failed (exit ${code}):\n${tail}`);
  }
  const pages = htmlFiles(path.join(site.dir, 'build')).length;
  log(`${site.name} built in ${minutes(ms)}, peak ${gigabytes(tree.peakBytes())}, ${pages} HTML files`);
  return {ms, cpuMs: tree.cpuMs(), stoppedMs: tree.stoppedMs(), peakBytes: tree.peakBytes(), htmlFiles: pages};
}

/**
 * Builds the sites BUILDS times each, alternating them so that a slower spell of the machine weighs on both; a
 * site's figures are the median wall and CPU times, the highest peak memory and the pauses of all its builds.
 */
async function buildAll(sites: readonly Site[]): Promise<Site[]> {
  const runsOf = new Map<Site, BuildFigures[]>(sites.map((site) => [site, []]));
  for (let run = 1; run <= builds; run += 1) {
    for (const site of sites) {
      if (runsOf.get(site)!.length < run - 1) continue; // an earlier build of it failed
      await step(`${site.name} build ${run}`, async () => void runsOf.get(site)!.push(await buildOnce(site, run)));
    }
  }
  return sites.filter((site) => {
    const done = runsOf.get(site)!;
    if (done.length < builds) return false;
    site.figures.build = {
      ms: median(done.map(({ms}) => ms)),
      cpuMs: median(done.map(({cpuMs}) => cpuMs)),
      stoppedMs: done.reduce((sum, {stoppedMs}) => sum + stoppedMs, 0),
      peakBytes: Math.max(...done.map(({peakBytes}) => peakBytes)),
      htmlFiles: done.at(-1)!.htmlFiles,
    };
    log(
      `${site.name} builds: ${done.map(({ms}) => minutes(ms)).join(', ')} (median ${minutes(site.figures.build.ms)})`,
    );
    return true;
  });
}

/** The current docs' two search files of each locale: raw bytes, and the Brotli bytes nginx serves. */
function measureSearchFiles(site: Site): void {
  for (const {locale, prefix} of SITE_LOCALES) {
    const localeDir = path.join(site.dir, 'build', prefix);
    const current = (site.manifests?.[locale] ?? readBuiltManifest(localeDir)).current;
    if (!current) throw new Error(`${site.name} ${locale}: the search manifest names no current docs`);
    site.figures.layouts[locale] = isSharded(current) ? 'sharded' : 'two-files';
    let raw = 0;
    let brotli = 0;
    for (const file of entryFiles(localeDir, current)) {
      const content = fs.readFileSync(path.join(localeDir, file));
      raw += content.length;
      const precompressed = path.join(localeDir, `${file}.br`);
      brotli += fs.existsSync(precompressed)
        ? fs.statSync(precompressed).size
        : zlib.brotliCompressSync(content, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length;
    }
    site.figures.searchFiles[locale] = {raw, brotli};
  }
}

/**
 * Writes the current docs' search data of a built site in the layout it was not built with, next to the built files
 * (with the .br and .gz twins nginx serves); returns the other layout's site, served with its manifests swapped in.
 */
function writeOtherLayout(site: Site): Site {
  const manifests: Partial<Record<Locale, SearchManifest>> = {};
  for (const {locale, prefix} of SITE_LOCALES) {
    const localeDir = path.join(site.dir, 'build', prefix);
    const built = readBuiltManifest(localeDir);
    const current = built.current;
    if (!current) throw new Error(`${site.name} ${locale}: the search manifest names no current docs`);
    const {indexJson, documentsJson} = readTwoFiles(localeDir, current);
    const other = layoutFiles('current', documentsJson, indexJson, isSharded(current) ? 'two-files' : 'sharded');
    for (const file of other.files) {
      const target = path.join(localeDir, file.path);
      fs.writeFileSync(target, file.content);
      const {br, gz} = compressedTwins(Buffer.from(file.content), file.path);
      fs.writeFileSync(`${target}.br`, br);
      fs.writeFileSync(`${target}.gz`, gz);
    }
    manifests[locale] = {...built, current: other.entry};
  }
  return {...site, name: 'scaled, other layout', figures: {layouts: {}, searchFiles: {}, firstSearches: {}}, manifests};
}

/** Serves the site's pages with its swapped-in search manifest. */
function manifestSwap(site: Site, locale: Locale): ((page: Page) => Promise<void>) | undefined {
  const manifest = site.manifests?.[locale];
  if (!manifest) return undefined;
  return (page) =>
    swapManifest(page, (url) => url.port === String(site.port) && !/\.[a-z0-9]+$/i.test(url.pathname), manifest);
}

function serve(site: Site): ChildProcess {
  if (stopping) throw new Error('not starting nginx: stopping');
  const server = spawn(process.execPath, [tsx, path.join(root, 'scripts/serve-prod.ts')], {
    env: {
      ...process.env,
      PORT: String(site.port),
      BUILD_DIR: path.join(site.dir, 'build'),
      NGINX_GENERATED: path.join(site.dir, 'deploy/nginx/generated'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(server);
  return server;
}

/** First searches on both sites, interleaved run by run so that drift on the machine hits both alike. */
async function measureFirstSearches(browser: Browser, sites: readonly Site[]): Promise<void> {
  // A site in its other layout is the same build on the same server.
  const started = sites.filter((site) => !site.manifests).map(serve);
  try {
    await Promise.all(sites.map((site) => waitForServer(`http://127.0.0.1:${site.port}/`)));
    if (started.some((server) => server.exitCode !== null)) throw new Error('nginx stopped at start');
    for (const {locale, prefix} of SITE_LOCALES) {
      for (const [way, start] of Object.entries(WAYS)) {
        for (let run = 0; run < runs; run += 1) {
          for (const site of sites) {
            const url = searchPageUrl(`http://127.0.0.1:${site.port}`, prefix);
            const result = await firstSearch(browser, url, start, QUERY[locale], manifestSwap(site, locale));
            const byWay = (site.figures.firstSearches[locale] ??= {});
            const figures = (byWay[way] ??= {ms: [], bytes: []});
            figures.ms.push(result.ms);
            figures.bytes.push(result.bytes);
          }
        }
        log(`first searches measured: ${locale}, ${way}`);
      }
    }
  } finally {
    for (const server of started) server.kill('SIGTERM');
  }
}

async function measureDev(browser: Browser, site: Site): Promise<void> {
  const title = /^title:\s*(['"]?)(.*)\1\s*$/m.exec(fs.readFileSync(path.join(site.dir, DEV_PAGE.file), 'utf8'))?.[2];
  if (!title) throw new Error(`${DEV_PAGE.file} has no title`);
  log(`timing the dev server of ${site.name}…`);
  await waitForFreePort(basePort);
  site.figures.dev = await devTimeToFirstPage(browser, site.dir, basePort, DEV_PAGE.path, title);
  log(`${site.name} dev server: first page after ${seconds(site.figures.dev.ms)}`);
}

function minutes(ms: number): string {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const gigabytes = (bytes: number) => `${(bytes / GB).toFixed(2)} GB`;
function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;

/** A row of the table: what, how it is shown, and each site's value (undefined when not measured). */
interface Row {
  readonly label: string;
  readonly format: (value: number) => string;
  readonly today: number | undefined;
  readonly scaled: number | undefined;
}

function rows(today: SiteFigures, scaled: SiteFigures, other?: SiteFigures): Row[] {
  const row = (
    label: string,
    format: Row['format'],
    pick: (figures: SiteFigures) => number | undefined,
    scaledFigures = scaled,
  ): Row => ({
    label,
    format,
    today: pick(today),
    scaled: pick(scaledFigures),
  });
  const table = [
    row('`npm run build` wall time', minutes, (figures) => figures.build?.ms),
    row('build CPU time (user + system, process tree)', minutes, (figures) => figures.build?.cpuMs),
    row('build peak memory (process tree)', gigabytes, (figures) => figures.build?.peakBytes),
    row('built HTML files', String, (figures) => figures.build?.htmlFiles),
  ];
  // The search rows, for the ×N site as built, then (other) as written in its other layout.
  const variants: [string, SiteFigures][] = [['', scaled]];
  if (other) variants.push([` — ×${scale} in its other layout`, other]);
  for (const [suffix, figures] of variants) {
    for (const {locale} of SITE_LOCALES) {
      table.push(
        row(`current ${locale} search files, raw${suffix}`, size, (site) => site.searchFiles[locale]?.raw, figures),
        row(
          `current ${locale} search files, Brotli${suffix}`,
          size,
          (site) => site.searchFiles[locale]?.brotli,
          figures,
        ),
      );
    }
    for (const {locale} of SITE_LOCALES) {
      const perWay = (site: SiteFigures) => site.firstSearches[locale];
      table.push(
        row(
          `first search, ${locale}: bytes downloaded (nginx, Brotli)${suffix}`,
          size,
          (site) => {
            const all = Object.values(perWay(site) ?? {}).flatMap((way) => way.bytes);
            return all.length > 0 ? median(all) : undefined;
          },
          figures,
        ),
      );
      for (const way of Object.keys(WAYS)) {
        table.push(
          row(
            `first search, ${locale} (${QUERY[locale]}): first input → first result, ${way}${suffix}`,
            milliseconds,
            (site) => {
              const ms = perWay(site)?.[way]?.ms;
              return ms && ms.length > 0 ? median(ms) : undefined;
            },
            figures,
          ),
        );
      }
    }
  }
  table.push(row('`npm run dev`: start → first doc page shown', seconds, (figures) => figures.dev?.ms));
  table.push(row('`npm run dev`: peak memory until then', gigabytes, (figures) => figures.dev?.peakBytes));
  return table;
}

/** Which search layout each site's current docs are in, per locale (the rows of the other layout say theirs). */
function layoutLine(sites: readonly [string, SiteFigures | undefined][]): string {
  const described = sites
    .filter(([, figures]) => figures)
    .map(([name, figures]) => {
      const layouts = SITE_LOCALES.map(({locale}) => `${locale} ${figures!.layouts[locale] ?? '—'}`).join(', ');
      return `${name}: ${layouts}`;
    });
  return `search layouts (${described.join('; ')})`;
}

function printTable(table: readonly Row[]): void {
  const lines = table.map(({label, format, today, scaled}) => [
    label,
    today === undefined ? '—' : format(today),
    scaled === undefined ? '—' : format(scaled),
    today === undefined || scaled === undefined || today === 0 ? '—' : (scaled / today).toFixed(1),
  ]);
  const header = ['', 'today', `×${scale} pages`, 'ratio'];
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  console.log(`\n${format(header)}`);
  console.log(
    `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
}

/** Each target with its verdict: [description with the figure, met]. An unmeasured figure misses its target. */
function verdicts(today: SiteFigures, scaled: SiteFigures): [string, boolean][] {
  const result: [string, boolean][] = [];
  const check = (target: string, value: number | undefined, limit: number, format: (value: number) => string) =>
    result.push([
      `${target} (${value === undefined ? 'not measured' : format(value)})`,
      value !== undefined && value <= limit,
    ]);
  const ratio = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? undefined : b / a;
  const times = (value: number) => `${value.toFixed(2)}×`;
  check(
    `×${scale} build ≤ ${TARGETS.buildRatio}× today's`,
    ratio(today.build?.ms, scaled.build?.ms),
    TARGETS.buildRatio,
    times,
  );
  check(
    `×${scale} build peak memory ≤ ${gigabytes(TARGETS.peakBytes)}`,
    scaled.build?.peakBytes,
    TARGETS.peakBytes,
    gigabytes,
  );
  for (const {locale} of SITE_LOCALES) {
    const bytes = (figures: SiteFigures) => {
      const all = Object.values(figures.firstSearches[locale] ?? {}).flatMap((way) => way.bytes);
      return all.length > 0 ? median(all) : undefined;
    };
    check(
      `${locale}: ×${scale} first-search download ≤ ${TARGETS.downloadRatio}× today's`,
      ratio(bytes(today), bytes(scaled)),
      TARGETS.downloadRatio,
      times,
    );
    for (const [name, figures, limit] of [
      ['today', today, TARGETS.firstResultMs.today],
      [`×${scale}`, scaled, TARGETS.firstResultMs.scaled],
    ] as const) {
      for (const way of Object.keys(WAYS)) {
        const ms = figures.firstSearches[locale]?.[way]?.ms ?? [];
        check(
          `${locale} ${name}: first result ≤ ${limit} ms, ${way}`,
          ms.length > 0 ? median(ms) : undefined,
          limit,
          milliseconds,
        );
      }
    }
  }
  return result;
}

/** Fails unless `port` is free: a server already there would answer for ours. */
async function assertPortFree(port: number): Promise<void> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', () => reject(new Error(`port ${port} is in use; set BENCH_PORT to a free pair of ports`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Waits up to 10 s for `port` to be free again (nginx lets go of it shortly after it is told to quit). */
async function waitForFreePort(port: number): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await assertPortFree(port);
    } catch (error) {
      if (attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Runs one step of the bench, recording its failure; nothing starts once the bench is stopping. */
async function step(what: string, action: () => Promise<void> | void): Promise<boolean> {
  if (stopping) return false;
  try {
    await action();
    return true;
  } catch (error) {
    if (stopping) return false;
    problems.push(`${what}: ${(error as Error).message}`);
    console.error(`bench:scale: ${what} failed: ${(error as Error).message}`);
    return false;
  }
}

async function main(): Promise<void> {
  if (!Number.isInteger(scale) || scale < 2)
    throw new Error(`SCALE must be an integer ≥ 2, not "${process.env.SCALE}"`);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`RUNS must be an integer ≥ 1, not "${process.env.RUNS}"`);
  if (!Number.isInteger(builds) || builds < 1)
    throw new Error(`BUILDS must be an integer ≥ 1, not "${process.env.BUILDS}"`);
  for (const port of [basePort, basePort + 1]) await assertPortFree(port);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-bench-scale-'));
  fs.chmodSync(workDir, 0o755); // nginx's workers read the builds from here
  const today: Site = {
    name: 'today',
    dir: path.join(workDir, 'today'),
    port: basePort,
    figures: {layouts: {}, searchFiles: {}, firstSearches: {}},
  };
  const scaled: Site = {
    name: 'scaled',
    dir: path.join(workDir, `x${scale}`),
    port: basePort + 1,
    figures: {layouts: {}, searchFiles: {}, firstSearches: {}},
  };
  measured = {today: today.figures, scaled: scaled.figures};
  log(`copying the project into ${workDir} and writing the ×${scale} corpus…`);
  copyProject(root, today.dir);
  copyProject(root, scaled.dir);
  log(`${writeScaledCorpus(scaled.dir, scale, sidebars)} doc copies written`);

  const built = await buildAll([today, scaled]);
  for (const site of built) await step(`${site.name} search files`, () => measureSearchFiles(site));
  let other: Site | undefined;
  if (built.includes(scaled)) {
    await step(`${scaled.name} search files in the other layout`, () => {
      other = writeOtherLayout(scaled);
      measureSearchFiles(other);
      measured = {today: today.figures, scaled: scaled.figures, other: other.figures};
    });
  }

  if (stopping) return;
  // Closed here or by cleanUp(), not by Playwright's own signal handlers, which would exit before the clean-up.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  liveBrowser = browser;
  try {
    if (built.length > 0)
      await step('first searches in Chromium', () => measureFirstSearches(browser, other ? [...built, other] : built));
    for (const site of [today, scaled]) await step(`${site.name} dev server`, () => measureDev(browser, site));
  } finally {
    liveBrowser = undefined;
    await browser.close();
  }

  if (stopping) return; // the signal handler printed the figures
  printTable(rows(today.figures, scaled.figures, other?.figures));
  console.log(
    `\n(builds: median of ${builds} per site, alternating, peak memory the highest; first searches: median of ` +
      `${runs} fresh pages per way; downloads: median over all ways)`,
  );
  console.log(
    layoutLine([
      ['today', today.figures],
      [`×${scale}`, scaled.figures],
      [`×${scale}, other layout`, other?.figures],
    ]),
  );
  for (const site of [today, scaled]) {
    const paused = (site.figures.build?.stoppedMs ?? 0) + (site.figures.dev?.stoppedMs ?? 0);
    if (paused > 0)
      console.warn(
        `warning: processes of the ${site.name} site were stopped by a signal for ${seconds(paused)} (paused by ` +
          'someone else on this machine): its wall times are too long; compare CPU times, or run again',
      );
  }
  console.log(`\ntargets (issue 22; this run at ×${scale}):`);
  const results = verdicts(today.figures, scaled.figures);
  for (const [target, met] of results) console.log(`  ${met ? 'met   ' : 'MISSED'} ${target}`);
  if (problems.length > 0) console.error(`\nsteps that failed:\n  ${problems.join('\n  ')}`);
  if (problems.length > 0 || results.some(([, met]) => !met)) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
