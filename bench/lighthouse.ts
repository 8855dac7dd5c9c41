/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) on the production build served
 * by nginx, against a stock Docusaurus classic site built in the same run as the peer.
 *
 * Pages: the landing page, a concept page and the media API reference in each locale, the Korean push concept
 * page, and two pages of a stock Docusaurus classic site (bench/stock-docusaurus, built into a temporary folder with
 * the installed @docusaurus packages and served by the same nginx configuration): its "Tutorial Intro" page, and
 * the same content as our Korean media concept page (that page's Markdown twin from build/, as a CommonMark doc
 * with its site links pointed at `#`). Runs are interleaved page by
 * page (RUNS rounds, default 5, each measuring every page once), so drift on the machine hits every page alike;
 * each figure reported is the median of its runs. Besides the scores, LCP and TBT it prints where each page's
 * main-thread time goes (script, parse/compile, style and layout, …) and its three longest tasks.
 *
 * Measured as Korean readers get the pages: a Korean font must be installed (installed with apt-get when running
 * as root; without one Chromium draws Hangul as empty boxes and Korean layout costs nothing) and nginx serves the
 * precompressed Brotli files. Both are named in the output.
 *
 * Exits 1 when a target is missed: performance ≥ 98 (landing, doc) or ≥ 97 (reference) and not below the stock
 * page; TBT ≤ 150 ms (doc) or ≤ 200 ms (reference), and a concept page's at most half the same-content stock
 * page's; a Korean page within 1 point of its English twin;
 * accessibility, best practices and SEO 100; the doc pages' JavaScript no heavier than the stock page's.
 *
 * With BASELINE=<a checkout of another commit, built> (e.g. a `git worktree` of main before a change) it serves that
 * build too and measures its reference pages in the same rounds: each of today's reference pages is then held to
 * within 1 point of the baseline's median score, and its TBT to within 10 % of the baseline's median, judged on the
 * per-round differences (today − baseline, bench/paired.ts): their median's 95 % interval says whether the rounds
 * taken tell 10 % from noise ('unresolved' when they cannot, which counts as missed: take more RUNS). Every other
 * round measures the pages in reverse order, so that neither build is always measured first. ONLY=reference
 * measures the reference pages alone (with the baseline's, and without the stock site), for more rounds in the same
 * time.
 *
 * Needs an existing build of the site (`npm run build`). Ports: BENCH_PORT (default 8090) and the next two.
 */
import {spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Result as LighthouseResult} from 'lighthouse';
import {referencePath} from '../config/references';
import {CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS, waitForServer} from '../scripts/chromium';
import {CHROMIUM, ensure, KOREAN_FONT, koreanFonts, NGINX, NGINX_BROTLI} from '../scripts/system-packages';
import {SITE_LOCALES} from '../config/locales';
import {medianInterval, pairedDifferences, verdictWithin} from './paired';
import {median, startProductionServer} from './shared';

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const runs = Number(process.env.RUNS ?? 5);
const sitePort = Number(process.env.BENCH_PORT ?? 8090);
const stockPort = sitePort + 1;
const baselinePort = sitePort + 2;
const baseline = process.env.BASELINE ? path.resolve(process.env.BASELINE) : undefined;
/** How far a reference page may fall behind the baseline's: points of performance, share of its TBT. */
const BASELINE_POINTS = 1;
const BASELINE_TBT_SHARE = 1.1;
/** Confidence of the interval the TBT verdict against the baseline reads. */
const BASELINE_CONFIDENCE = 0.95;
const referencesOnly = process.env.ONLY === 'reference';

type Kind = 'landing' | 'doc' | 'reference' | 'baseline reference' | 'stock doc' | 'stock same content';

interface Target {
  readonly label: string;
  readonly kind: Kind;
  readonly locale: 'ko' | 'en' | undefined;
  readonly url: string;
  /** Our page whose content the same-content stock page carries (its blocking time is held to that page's). */
  readonly sameContentAs?: boolean;
  /** The baseline's build of this page, which this one is held to. */
  readonly baseline?: Target;
}

/** Main-thread time by Lighthouse's groups (ms): where a page's blocking time comes from. */
type Breakdown = Record<string, number>;

interface Figures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Bytes of JavaScript transferred (compressed, as sent). */
  readonly jsBytes: number;
  /** The part of it that is the main bundle, which every page loads (the rest is the route's own chunks). */
  readonly mainJsBytes: number;
  readonly domElements: number;
  readonly mainThread: Breakdown;
  /** The three longest main-thread tasks (ms, simulated mobile CPU), longest first; 0 where there are fewer. */
  readonly longestTasks: readonly [number, number, number];
}

/** Lighthouse's long-tasks audit, longest first, padded to three. */
function longestTasksOf(result: LighthouseResult): [number, number, number] {
  const items = (result.audits['long-tasks']?.details as {items?: {duration: number}[]} | undefined)?.items ?? [];
  const [first = 0, second = 0, third = 0] = items.map((item) => item.duration).sort((x, y) => y - x);
  return [first, second, third];
}

const PERFORMANCE_TARGET: Record<Kind, number | undefined> = {
  landing: 98,
  doc: 98,
  reference: 97,
  'baseline reference': undefined,
  'stock doc': undefined,
  'stock same content': undefined,
};

const TBT_TARGET_MS: Record<Kind, number | undefined> = {
  landing: undefined,
  doc: 150,
  reference: 200,
  'baseline reference': undefined,
  'stock doc': undefined,
  'stock same content': undefined,
};

/** At most this share of the same-content stock page's blocking time for our concept pages. */
const SAME_CONTENT_TBT_SHARE = 0.5;
const STOCK_SITE = path.join(root, 'bench/stock-docusaurus');
/** The same-content page, written into the stock site for the bench's build only (git-ignored). */
const SAME_CONTENT_DOC = path.join(STOCK_SITE, 'docs/same-content.md');
const SAME_CONTENT_SOURCE = path.join(root, 'build/api-media-concept.md');

/** Our Korean concept page's Markdown twin as a stock doc: CommonMark, with links into our site made inert. */
function writeSameContentDoc(): void {
  const markdown = fs.readFileSync(SAME_CONTENT_SOURCE, 'utf8').replace(/\]\((?:\/|\.\.?\/)[^)]*\)/g, '](#)');
  fs.writeFileSync(SAME_CONTENT_DOC, `---\nformat: md\nsidebar_position: 99\n---\n\n${markdown}`);
}

function siteTargets(): Target[] {
  const origin = `http://127.0.0.1:${sitePort}`;
  const perLocale = SITE_LOCALES.flatMap(({locale, prefix}) => {
    return [
      {label: `${locale} landing`, kind: 'landing' as const, locale, url: `${origin}${prefix}/`},
      {
        label: `${locale} concept doc`,
        kind: 'doc' as const,
        locale,
        url: `${origin}${prefix}/api-media-concept`,
        sameContentAs: true,
      },
      {
        label: `${locale} media reference`,
        kind: 'reference' as const,
        locale,
        url: `${origin}${prefix}${referencePath('media')}`,
        baseline:
          baseline === undefined
            ? undefined
            : {
                label: `${locale} media reference, baseline`,
                kind: 'baseline reference' as const,
                locale,
                url: `http://127.0.0.1:${baselinePort}${prefix}${referencePath('media')}`,
              },
      },
    ];
  });
  return [
    ...perLocale,
    ...perLocale.flatMap((target) => (target.baseline ? [target.baseline] : [])),
    {
      label: 'ko push concept doc',
      kind: 'doc',
      locale: undefined,
      url: `${origin}/console-push-notification-concept`,
    },
  ];
}

function run(command: string, args: string[], what: string): void {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, NODE_ENV: 'production'},
  });
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status})`);
}

/** Builds the stock classic site and writes its precompressed files, CSP and redirects like ours. */
function buildStockSite(workDir: string): {buildDir: string; generatedDir: string} {
  const buildDir = path.join(workDir, 'build');
  const generatedDir = path.join(workDir, 'generated');
  console.log('bench:lighthouse: building the stock Docusaurus peer (bench/stock-docusaurus)…');
  writeSameContentDoc();
  try {
    run(
      process.execPath,
      [
        path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'build',
        'bench/stock-docusaurus',
        '--out-dir',
        buildDir,
      ],
      'the stock site build',
    );
  } finally {
    fs.rmSync(SAME_CONTENT_DOC, {force: true});
  }
  run(
    process.execPath,
    [tsx, path.join(root, 'postbuild/run.ts'), buildDir, generatedDir],
    'postbuild of the stock site',
  );
  return {buildDir, generatedDir};
}

function figuresOf(result: LighthouseResult): Figures {
  const score = (category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;
  const summary =
    (result.audits['resource-summary']?.details as {items?: {resourceType: string; transferSize: number}[]} | undefined)
      ?.items ?? [];
  const requests =
    (result.audits['network-requests']?.details as {items?: {url: string; transferSize: number}[]} | undefined)
      ?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    mainJsBytes: requests
      .filter((request) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(request.url))
      .reduce((sum, request) => sum + request.transferSize, 0),
    domElements: numeric('dom-size'),
    mainThread: Object.fromEntries(
      (
        (
          result.audits['mainthread-work-breakdown']?.details as
            {items?: {group: string; duration: number}[]} | undefined
        )?.items ?? []
      ).map((item) => [item.group, item.duration]),
    ),
    longestTasks: longestTasksOf(result),
  };
}

/** Each figure's median over the runs (scores rounded down, so a median never flatters a page). */
function medians(all: Figures[]): Figures {
  const of = (pick: (figures: Figures) => number) => median(all.map(pick));
  const groups = [...new Set(all.flatMap((figures) => Object.keys(figures.mainThread)))];
  return {
    performance: Math.floor(of((figures) => figures.performance)),
    accessibility: Math.floor(of((figures) => figures.accessibility)),
    bestPractices: Math.floor(of((figures) => figures.bestPractices)),
    seo: Math.floor(of((figures) => figures.seo)),
    lcpMs: of((figures) => figures.lcpMs),
    tbtMs: of((figures) => figures.tbtMs),
    cls: of((figures) => figures.cls),
    jsBytes: of((figures) => figures.jsBytes),
    mainJsBytes: of((figures) => figures.mainJsBytes),
    domElements: of((figures) => figures.domElements),
    mainThread: Object.fromEntries(groups.map((group) => [group, of((figures) => figures.mainThread[group] ?? 0)])),
    // Per rank: the median of the runs' longest, second and third longest tasks.
    longestTasks: [0, 1, 2].map((rank) => of((figures) => figures.longestTasks[rank]!)) as [number, number, number],
  };
}

/**
 * One Lighthouse run through its CLI in a fresh Chrome (the CLI, not the Node API: run under tsx, the API's
 * in-page functions would carry esbuild helpers the page does not have).
 */
function lighthouseRun(url: string): LighthouseResult {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${HEADLESS_CHROMIUM_FLAGS}`,
    ],
    {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: {...process.env, CHROME_PATH: CHROMIUM_PATH}},
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${result.stderr}`);
  const report = JSON.parse(result.stdout) as LighthouseResult;
  if (report.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${report.runtimeError.message}`);
  return report;
}

/** Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP); such a run is repeated, twice at most. */
function lighthouseRunWithRetry(url: string): LighthouseResult {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseRun(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  (repeating a failed run: ${(error as Error).message.split('\n')[0]})`);
    }
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Today's TBT against the baseline's, paired by round: the median difference, its interval and the verdict. */
function baselineTbt(target: Target, baseline: Target, runsOf: ReadonlyMap<Target, readonly Figures[]>) {
  const before = runsOf.get(baseline)!.map((figures) => figures.tbtMs);
  const today = runsOf.get(target)!.map((figures) => figures.tbtMs);
  const interval = medianInterval(pairedDifferences(today, before), BASELINE_CONFIDENCE);
  const baselineMedian = median(before);
  return {
    rounds: today.length,
    baselineMedian,
    interval,
    verdict: interval ? verdictWithin(interval, baselineMedian, BASELINE_TBT_SHARE - 1) : ('unresolved' as const),
  };
}

function verdicts(
  target: Target,
  figures: Figures,
  all: Map<Target, Figures>,
  runsOf: ReadonlyMap<Target, readonly Figures[]>,
  stock: Figures | undefined,
  sameContent: Figures | undefined,
): string[] {
  const missed: string[] = [];
  const performance = PERFORMANCE_TARGET[target.kind];
  if (performance !== undefined && figures.performance < performance) missed.push(`performance < ${performance}`);
  if (target.kind === 'landing' || target.kind === 'doc' || target.kind === 'reference') {
    if (stock && figures.performance < stock.performance) missed.push('behind the stock page');
    for (const [name, value] of [
      ['accessibility', figures.accessibility],
      ['best practices', figures.bestPractices],
      ['SEO', figures.seo],
    ] as const) {
      if (value < 100) missed.push(`${name} < 100`);
    }
  }
  const tbt = TBT_TARGET_MS[target.kind];
  if (tbt !== undefined && figures.tbtMs > tbt) missed.push(`TBT > ${tbt} ms`);
  if (stock && target.kind === 'doc' && figures.jsBytes > stock.jsBytes) missed.push('more JS than the stock doc page');
  if (sameContent && target.sameContentAs && figures.tbtMs > SAME_CONTENT_TBT_SHARE * sameContent.tbtMs)
    missed.push(`TBT > ${SAME_CONTENT_TBT_SHARE} × the same-content stock page's`);
  const before = target.baseline && all.get(target.baseline);
  if (before && before.performance - figures.performance > BASELINE_POINTS)
    missed.push(`more than ${BASELINE_POINTS} point behind the baseline`);
  const tbtAgainstBaseline = target.baseline && baselineTbt(target, target.baseline, runsOf);
  const share = `${Math.round((BASELINE_TBT_SHARE - 1) * 100)} %`;
  if (tbtAgainstBaseline?.verdict === 'beyond') missed.push(`TBT more than ${share} above the baseline's`);
  if (tbtAgainstBaseline?.verdict === 'unresolved')
    missed.push(`TBT within ${share} of the baseline's not resolved in ${tbtAgainstBaseline.rounds} rounds`);
  if (target.locale === 'ko' && target.kind !== 'baseline reference') {
    const twin = [...all].find(([other]) => other.locale === 'en' && other.kind === target.kind)?.[1];
    if (twin && twin.performance - figures.performance > 1) missed.push('more than 1 point behind English');
  }
  return missed;
}

/** The system as the bench needs it, named in the output: Chromium, nginx with Brotli, a Korean font. */
function checkSystem(): void {
  ensure([CHROMIUM, NGINX, NGINX_BROTLI, KOREAN_FONT]);
  console.log(`bench:lighthouse: Korean font: ${koreanFonts().join(', ')}`);
  console.log('bench:lighthouse: nginx serves precompressed Brotli (ngx_http_brotli_static_module)');
}

const BREAKDOWN_GROUPS: Record<string, string> = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'parse/compile',
  styleLayout: 'style/layout',
  paintCompositeRender: 'paint',
  parseHTML: 'parse HTML',
  garbageCollection: 'GC',
  other: 'other',
};

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'build/index.html'))) {
    console.error('bench:lighthouse: no build; run `npm run build` first');
    process.exit(1);
  }
  checkSystem();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-bench-'));
  fs.chmodSync(workDir, 0o755); // nginx's worker user reads the stock build from here
  const servers: ChildProcess[] = [];
  try {
    servers.push(startProductionServer(sitePort));
    const stockBuild = referencesOnly ? undefined : buildStockSite(workDir);
    if (stockBuild) {
      servers.push(
        startProductionServer(stockPort, {BUILD_DIR: stockBuild.buildDir, NGINX_GENERATED: stockBuild.generatedDir}),
      );
      await waitForServer(`http://127.0.0.1:${stockPort}/docs/intro`);
    }
    if (baseline) {
      servers.push(
        startProductionServer(baselinePort, {
          BUILD_DIR: path.join(baseline, 'build'),
          NGINX_GENERATED: path.join(baseline, 'deploy/nginx/generated'),
        }),
      );
      await waitForServer(`http://127.0.0.1:${baselinePort}/`);
      console.log(`bench:lighthouse: baseline ${baseline} on port ${baselinePort}`);
    }
    await waitForServer(`http://127.0.0.1:${sitePort}/`);

    const stockTarget: Target = {
      label: 'stock Docusaurus doc',
      kind: 'stock doc',
      locale: undefined,
      url: `http://127.0.0.1:${stockPort}/docs/intro`,
    };
    const sameContentTarget: Target = {
      label: 'stock Docusaurus, same content as ko concept',
      kind: 'stock same content',
      locale: undefined,
      url: `http://127.0.0.1:${stockPort}/docs/same-content`,
    };
    const targets = referencesOnly
      ? siteTargets().filter((target) => target.kind.endsWith('reference'))
      : [...siteTargets(), stockTarget, sameContentTarget];
    const runsOf = new Map<Target, Figures[]>(targets.map((target) => [target, []]));
    console.log(`bench:lighthouse: ${runs} round(s), every page once per round, mobile preset`);
    for (let round = 1; round <= runs; round += 1) {
      const order = round % 2 === 1 ? targets : [...targets].reverse();
      for (const target of order) runsOf.get(target)!.push(figuresOf(lighthouseRunWithRetry(target.url)));
      console.log(`  round ${round}/${runs} done`);
    }
    // The rounds' figures are written before anything reads them: a fault in what follows does not cost the rounds.
    const resultsFile = path.join(root, 'bench/results/lighthouse.json');
    const runsByPage = Object.fromEntries(targets.map((target) => [target.label, runsOf.get(target)]));
    fs.mkdirSync(path.dirname(resultsFile), {recursive: true});
    fs.writeFileSync(resultsFile, `${JSON.stringify({runs, date: new Date().toISOString(), runsByPage}, null, 2)}\n`);
    const results = new Map<Target, Figures>(targets.map((target) => [target, medians(runsOf.get(target)!)]));
    const stock = results.get(stockTarget);
    const sameContent = results.get(sameContentTarget);

    const rows = targets.map((target) => {
      const figures = results.get(target)!;
      const missed = verdicts(target, figures, results, runsOf, stock, sameContent);
      return {
        page: target.label,
        path: new URL(target.url).pathname,
        runs: runsOf
          .get(target)!
          .map((figures) => figures.performance)
          .join(' '),
        performance: figures.performance,
        'TBT runs': runsOf
          .get(target)!
          .map((figures) => Math.round(figures.tbtMs))
          .join(' '),
        'LCP ms': Math.round(figures.lcpMs),
        'TBT ms': Math.round(figures.tbtMs),
        CLS: Number(figures.cls.toFixed(3)),
        'a11y/BP/SEO': `${figures.accessibility}/${figures.bestPractices}/${figures.seo}`,
        JS: kib(figures.jsBytes),
        'main JS': kib(figures.mainJsBytes),
        targets: missed.length === 0 ? 'met' : missed.join('; '),
      };
    });
    console.log('\nMedians of each figure:');
    console.table(rows);

    const againstBaseline = targets.flatMap((target) => {
      if (!target.baseline) return [];
      const {rounds, baselineMedian, interval, verdict} = baselineTbt(target, target.baseline, runsOf);
      const percent = (ms: number) => `${ms >= 0 ? '+' : '−'}${Math.abs(Math.round((ms / baselineMedian) * 100))} %`;
      return [
        {
          page: target.label,
          rounds,
          'baseline TBT ms': Math.round(baselineMedian),
          'median difference ms': interval ? Math.round(interval.median) : '',
          interval: interval
            ? `${Math.round(interval.low)} … ${Math.round(interval.high)} ms (${Math.round(interval.coverage * 100)} %)`
            : 'too few rounds',
          'of the baseline': interval ? `${percent(interval.low)} … ${percent(interval.high)}` : '',
          verdict,
        },
      ];
    });
    if (againstBaseline.length > 0) {
      console.log(
        `TBT against the baseline, paired by round (today − baseline; target: within ` +
          `${Math.round((BASELINE_TBT_SHARE - 1) * 100)} % of the baseline's median):`,
      );
      console.table(againstBaseline);
    }

    const breakdown = targets.map((target) => {
      const figures = results.get(target)!;
      return {
        page: target.label,
        'DOM elements': Math.round(figures.domElements),
        ...Object.fromEntries(
          Object.entries(BREAKDOWN_GROUPS).map(([group, label]) => [
            `${label} ms`,
            Math.round(figures.mainThread[group] ?? 0),
          ]),
        ),
        'longest tasks ms': figures.longestTasks.map((duration) => Math.round(duration)).join(' / '),
      };
    });
    console.log('Where the main-thread time goes (medians, simulated mobile CPU):');
    console.table(breakdown);

    const report = {
      runs,
      date: new Date().toISOString(),
      koreanFonts: koreanFonts(),
      rows,
      againstBaseline,
      breakdown,
      runsByPage,
    };
    fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
    if (rows.some((row) => row.targets !== 'met')) process.exitCode = 1;
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    fs.rmSync(workDir, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
