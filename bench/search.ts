/**
 * Search benchmark over the built site (run `npm run build` first; this builds nothing). Per locale and
 * docs version it loads the two search files the browser would fetch and reports their size (raw and
 * gzip), the index load time, query latency over the query set, and, for the current docs, recall@5 and
 * MRR against the expected pages of bench/search-queries.json. It also reports the lazily loaded search
 * client's JavaScript and, in Chromium, how soon results follow the first keystroke (./search-typing.ts).
 * Exits non-zero when a budget is missed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import zlib from 'node:zlib';
import {SYNONYMS} from '../config/synonyms';
import {SearchEngine} from '../plugins/search/client/engine';
import {benchTyping} from './search-typing';
import {isSharded} from '../plugins/search/manifest';
import {readBuiltManifest, readTwoFiles} from './search-manifest';
import {SITE_LOCALES} from '../config/locales';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
const LOCALES = SITE_LOCALES.map(({locale, prefix}) => ({locale, prefix, dir: path.join(buildDir, prefix)}));
/**
 * The two files are budgeted as readers download them: nginx serves their Brotli twins (brotli_static) to every
 * browser the site supports.
 */
const BUDGET = {recall: 0.95, mrr: 0.85, p95Ms: 5, dataBrotliBytes: 160 * 1024, clientGzipBytes: 15 * 1024};
const LATENCY_ROUNDS = 20;
const LOAD_ROUNDS = 5;

interface QueryCase {
  readonly query: string;
  readonly expected: readonly string[];
}
const querySet = JSON.parse(fs.readFileSync(path.join(root, 'bench/search-queries.json'), 'utf8')) as Record<
  'ko' | 'en',
  QueryCase[]
>;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (content: Buffer | string): number => zlib.gzipSync(content, {level: 9}).length;
const brotliSize = (content: Buffer | string): number =>
  zlib.brotliCompressSync(content, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const failures: string[] = [];

for (const {locale, dir, prefix} of LOCALES) {
  const manifest = readBuiltManifest(dir);
  for (const [version, files] of Object.entries(manifest)) {
    // A sharded version (docs past the two-file threshold) is measured as the two files it would be.
    const {indexJson, documentsJson} = readTwoFiles(dir, files);
    const names = isSharded(files) ? {index: `joined from ${files.shards}`, documents: 'its chunks'} : files;
    const indexGzip = gzipSize(indexJson);
    const documentsGzip = gzipSize(documentsJson);
    const dataBrotli = brotliSize(indexJson) + brotliSize(documentsJson);

    let engine = SearchEngine.fromJson(indexJson, documentsJson, SYNONYMS);
    const loadTimes: number[] = [];
    const loadCpu: number[] = [];
    for (let i = 0; i < LOAD_ROUNDS; i += 1) {
      const startCpu = process.cpuUsage();
      const start = performance.now();
      engine = SearchEngine.fromJson(indexJson, documentsJson, SYNONYMS);
      loadTimes.push(performance.now() - start);
      const used = process.cpuUsage(startCpu);
      loadCpu.push((used.user + used.system) / 1000);
    }

    const cases = querySet[locale];
    // Wall-clock time, and the process's CPU time per search: on a busy machine the wall clock mostly
    // measures waiting for a core, the CPU time what a search costs.
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
      for (const {query} of cases) {
        const startCpu = process.cpuUsage();
        const start = performance.now();
        engine.search(query);
        wall.push(performance.now() - start);
        const used = process.cpuUsage(startCpu);
        cpu.push((used.user + used.system) / 1000);
      }
    }
    wall.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
    const p95 = percentile(cpu, 95);

    console.log(`\n${locale} · docs ${version}`);
    console.log(`  index     ${kb(indexJson.length)} raw, ${kb(indexGzip)} gzip  (${names.index})`);
    console.log(`  documents ${kb(documentsJson.length)} raw, ${kb(documentsGzip)} gzip  (${names.documents})`);
    console.log(`  together  ${kb(indexGzip + documentsGzip)} gzip, ${kb(dataBrotli)} Brotli (what nginx serves)`);
    console.log(
      `  load      CPU ${mean(loadCpu).toFixed(0)} ms, wall clock ${mean(loadTimes).toFixed(0)} ms, mean over ${LOAD_ROUNDS} (parse both files, rebuild the index)`,
    );
    console.log(
      `  query     CPU ${mean(cpu).toFixed(2)} ms mean, ${p95.toFixed(2)} ms p95; wall clock ${mean(wall).toFixed(2)} ms mean, ${percentile(wall, 95).toFixed(2)} ms p95 (${wall.length} searches)`,
    );
    if (dataBrotli > BUDGET.dataBrotliBytes)
      failures.push(`${locale} ${version}: index + documents ${kb(dataBrotli)} Brotli`);
    if (p95 > BUDGET.p95Ms) failures.push(`${locale} ${version}: query p95 ${p95.toFixed(2)} ms CPU`);
    if (version !== 'current') continue;

    let found = 0;
    let reciprocal = 0;
    const misses: string[] = [];
    for (const {query, expected} of cases) {
      const paths = engine.search(query, 10).pages.map((page) => page.path);
      const rank = paths.findIndex((pagePath) => expected.some((want) => pagePath === `${prefix}${want}`)) + 1;
      if (rank >= 1 && rank <= 5) found += 1;
      if (rank >= 1) reciprocal += 1 / rank;
      if (rank !== 1)
        misses.push(
          `    ${JSON.stringify(query)} → rank ${rank || '-'} (top: ${paths.slice(0, 3).join(', ') || 'nothing'})`,
        );
    }
    const recall = found / cases.length;
    const mrr = reciprocal / cases.length;
    console.log(`  quality   recall@5 ${recall.toFixed(3)}, MRR ${mrr.toFixed(3)} over ${cases.length} queries`);
    if (misses.length > 0) console.log(`  not first:\n${misses.join('\n')}`);
    if (recall < BUDGET.recall) failures.push(`${locale}: recall@5 ${recall.toFixed(3)}`);
    if (mrr < BUDGET.mrr) failures.push(`${locale}: MRR ${mrr.toFixed(3)}`);
  }
}

// The search client: the JS chunks that only the search box loads (none of them is in the page's HTML).
const jsDir = path.join(buildDir, 'assets/js');
const homeHtml = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
const clientChunks = fs
  .readdirSync(jsDir)
  .filter((file) => file.endsWith('.js'))
  .filter((file) => {
    const code = fs.readFileSync(path.join(jsDir, file), 'utf8');
    return code.includes('search.noResults') || code.includes('MiniSearch');
  });
const clientGzip = clientChunks.reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(jsDir, file))), 0);
const eager = clientChunks.filter((file) => homeHtml.includes(file));
console.log(
  `\nsearch client: ${kb(clientGzip)} gzip in ${clientChunks.join(', ')}${eager.length > 0 ? ` (loaded with the page: ${eager.join(', ')})` : ', loaded on first interaction'}`,
);
if (clientGzip > BUDGET.clientGzipBytes) failures.push(`search client ${kb(clientGzip)} gzip`);
if (eager.length > 0 || clientChunks.length === 0) failures.push('search client is not a lazily loaded chunk');

void benchTyping().then((misses) => {
  failures.push(...misses);
  if (failures.length > 0) {
    console.error(`\nbudgets missed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nall search budgets met');
  }
});
