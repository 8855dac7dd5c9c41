/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) on the production build served
 * by nginx, against a stock Docusaurus classic site built in the same run as the peer.
 *
 * Pages: the landing page, a concept page and an API reference page in each locale, and the stock site's
 * "Tutorial Intro" doc page (bench/stock-docusaurus, built into a temporary folder with the installed
 * @docusaurus packages and served by the same nginx configuration). Each page is measured RUNS times
 * (default 5); the run with the median performance score is reported. Exits 1 when a target is missed:
 * performance ≥ 98 (landing, doc) or ≥ 95 (reference), accessibility, best practices and SEO 100, and the doc
 * pages' JavaScript no heavier than the stock page's.
 *
 * Needs an existing build of the site (`npm run build`). Ports: BENCH_PORT (default 8090) and the next one.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Result as LighthouseResult} from 'lighthouse';

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const runs = Number(process.env.RUNS ?? 5);
const sitePort = Number(process.env.BENCH_PORT ?? 8090);
const stockPort = sitePort + 1;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Kind = 'landing' | 'doc' | 'reference' | 'stock doc';

interface Target {
  readonly label: string;
  readonly kind: Kind;
  readonly url: string;
}

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
}

const PERFORMANCE_TARGET: Record<Kind, number | undefined> = {
  landing: 98,
  doc: 98,
  reference: 95,
  'stock doc': undefined,
};

function siteTargets(): Target[] {
  return [
    ['ko', ''],
    ['en', '/en'],
  ].flatMap(([locale, prefix]) => [
    {label: `${locale} landing`, kind: 'landing' as const, url: `http://127.0.0.1:${sitePort}${prefix}/`},
    {
      label: `${locale} concept doc`,
      kind: 'doc' as const,
      url: `http://127.0.0.1:${sitePort}${prefix}/api-media-concept`,
    },
    {
      label: `${locale} media reference`,
      kind: 'reference' as const,
      url: `http://127.0.0.1:${sitePort}${prefix}/restAPI/media-rest-api`,
    },
  ]);
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
  run(
    process.execPath,
    [tsx, path.join(root, 'scripts/postbuild.ts'), buildDir, generatedDir],
    'postbuild of the stock site',
  );
  return {buildDir, generatedDir};
}

function serve(port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [tsx, path.join(root, 'scripts/serve-prod.ts')], {
    env: {...process.env, ...env, PORT: String(port)},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no server answered ${url}`);
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
  };
}

/** The run with the median performance score (ties broken by LCP), as Lighthouse's own guidance suggests. */
function medianRun(all: Figures[]): Figures {
  const sorted = [...all].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
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
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: {...process.env, CHROME_PATH: chromePath}},
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

async function measure(target: Target): Promise<Figures> {
  const all: Figures[] = [];
  for (let attempt = 0; attempt < runs; attempt += 1) all.push(figuresOf(lighthouseRunWithRetry(target.url)));
  const median = medianRun(all);
  console.log(
    `  ${target.label}: performance ${all.map((figures) => figures.performance).join(', ')} → median ${median.performance}`,
  );
  return median;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function verdicts(target: Target, figures: Figures, stockJs: number): string[] {
  const missed: string[] = [];
  const performance = PERFORMANCE_TARGET[target.kind];
  if (performance !== undefined && figures.performance < performance) missed.push(`performance < ${performance}`);
  if (target.kind !== 'stock doc') {
    for (const [name, value] of [
      ['accessibility', figures.accessibility],
      ['best practices', figures.bestPractices],
      ['SEO', figures.seo],
    ] as const) {
      if (value < 100) missed.push(`${name} < 100`);
    }
  }
  if (target.kind === 'doc' && figures.jsBytes > stockJs) missed.push('more JS than the stock doc page');
  return missed;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'build/index.html'))) {
    console.error('bench:lighthouse: no build; run `npm run build` first');
    process.exit(1);
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-bench-'));
  fs.chmodSync(workDir, 0o755); // nginx's worker user reads the stock build from here
  const servers: ChildProcess[] = [];
  try {
    const stock = buildStockSite(workDir);
    servers.push(serve(sitePort), serve(stockPort, {BUILD_DIR: stock.buildDir, NGINX_GENERATED: stock.generatedDir}));
    await Promise.all([waitFor(`http://127.0.0.1:${sitePort}/`), waitFor(`http://127.0.0.1:${stockPort}/docs/intro`)]);

    const stockTarget: Target = {
      label: 'stock Docusaurus doc',
      kind: 'stock doc',
      url: `http://127.0.0.1:${stockPort}/docs/intro`,
    };
    console.log(`bench:lighthouse: ${runs} run(s) per page, mobile preset`);
    const results: [Target, Figures][] = [];
    for (const target of [...siteTargets(), stockTarget]) results.push([target, await measure(target)]);

    const stockJs = results.at(-1)![1].jsBytes;
    const rows = results.map(([target, figures]) => {
      const missed = verdicts(target, figures, stockJs);
      return {
        page: target.label,
        path: new URL(target.url).pathname,
        performance: figures.performance,
        accessibility: figures.accessibility,
        'best practices': figures.bestPractices,
        SEO: figures.seo,
        'LCP ms': Math.round(figures.lcpMs),
        'TBT ms': Math.round(figures.tbtMs),
        CLS: Number(figures.cls.toFixed(3)),
        JS: kib(figures.jsBytes),
        'main JS': kib(figures.mainJsBytes),
        targets: missed.length === 0 ? 'met' : missed.join('; '),
      };
    });
    console.table(rows);
    fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
    fs.writeFileSync(
      path.join(root, 'bench/results/lighthouse.json'),
      `${JSON.stringify({runs, date: new Date().toISOString(), rows}, null, 2)}\n`,
    );
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
