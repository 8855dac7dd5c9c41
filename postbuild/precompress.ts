import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import zlib from 'node:zlib';
import {isOnDemandSearchFile} from '../plugins/search/build/layout';
import type {PostBuildStep} from './pipeline';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|ya?ml|xml|txt|md|map)$/;
/** Below this size the compressed file saves less than a network packet. */
const MIN_BYTES = 1024;
/** gzip at its best level (gzip is the fallback, and its level costs little next to Brotli's). */
const GZIP_OPTIONS: zlib.ZlibOptions = {level: 9};
/**
 * Brotli by the file's role, told the input's size (the worker adds the size hint):
 * - quality 11 for the files every reader downloads and caches for good (hashed scripts and styles, the search
 *   files, llms.txt), where every byte saved is saved for every reader;
 * - quality 8 for the pages and their Markdown twins, one per doc, whose number the site's growth multiplies: a few
 *   per cent more bytes than quality 10 in a fraction of its time;
 * - quality 10 for a sharded search's term shards and section chunks, of which a search fetches a few: JSON, which
 *   quality 8 leaves much larger.
 * The scripts keep quality 11 and are compressed beside the page loop (`start`). The measured trade of each
 * quality: bench/results/2026-11-27.md.
 */
const BROTLI_QUALITY = 11;
const PAGE_BROTLI_QUALITY = 8;
const ON_DEMAND_SEARCH_BROTLI_QUALITY = 10;
const PAGE_FILES = /\.(html|md)$/;

/** The Brotli quality of a file, by its role (above). */
export function brotliQualityOf(file: string): number {
  if (PAGE_FILES.test(file)) return PAGE_BROTLI_QUALITY;
  return isOnDemandSearchFile(file) ? ON_DEMAND_SEARCH_BROTLI_QUALITY : BROTLI_QUALITY;
}

/**
 * A file's .gz and .br contents as this step writes them (the benches compress files they add to a build with it;
 * the worker below does the same in plain JavaScript).
 */
export function compressedTwins(content: Buffer, file: string): {gz: Buffer; br: Buffer} {
  return {
    gz: zlib.gzipSync(content, GZIP_OPTIONS),
    br: zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQualityOf(file),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  };
}

/** A file to compress, at a quality; `unless`: the digest of content already compressed (then it is not again). */
interface Job {
  readonly file: string;
  readonly quality: number;
  readonly unless?: string;
}

/** What a worker is told: the settings above, every job, and the shared counter of the next job to take. */
interface WorkerData {
  readonly minBytes: number;
  readonly gzip: zlib.ZlibOptions;
  readonly jobs: readonly Job[];
  readonly next: Int32Array;
}

/** What a worker answers for a file: its size (0: too small or gone, skipped) and its content's digest. */
interface Done {
  readonly file: string;
  readonly size: number;
  readonly digest: string;
}

/**
 * A worker thread's code: takes the jobs one by one from the shared counter, compresses each file unless its
 * content's digest is the one it is told was compressed already, and answers once, with every file's size and
 * digest. The workers take their jobs themselves: the main thread runs the page loop meanwhile, whose hooks do not
 * return to the event loop between pages, so a worker waiting for its next job by message would wait for the loop's
 * end (that left the scripts, meant to be compressed beside the loop, for the finish). Plain JavaScript evaluated
 * by Node, so it runs the same under tsx, vitest and node, with no loader for TypeScript.
 */
const WORKER = `
const crypto = require('node:crypto');
const fs = require('node:fs');
const zlib = require('node:zlib');
const {parentPort, workerData} = require('node:worker_threads');
const {minBytes, gzip, jobs, next} = workerData;
const done = [];
for (let at = Atomics.add(next, 0, 1); at < jobs.length; at = Atomics.add(next, 0, 1)) {
  const {file, quality, unless} = jobs[at];
  // A file a step removed while the page loop ran is not compressed (the finish removes what was written of it).
  const content = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
  if (content.length < minBytes) continue;
  const digest = crypto.createHash('sha1').update(content).digest('hex');
  if (digest !== unless) {
    fs.writeFileSync(file + '.gz', zlib.gzipSync(content, gzip));
    fs.writeFileSync(
      file + '.br',
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
  }
  done.push({file, size: content.length, digest});
}
parentPort.postMessage(done);
`;

/** The compressible files of a build folder, largest first (so no large file starts last and runs alone). */
function compressibleFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((relative) => COMPRESSIBLE.test(relative))
    .map((relative) => path.join(dir, relative))
    .map((file) => ({file, size: fs.statSync(file).size}))
    .filter(({size}) => size >= MIN_BYTES)
    .sort((a, b) => b.size - a.size)
    .map(({file}) => file);
}

/** Runs the jobs, in their order, on `threads` worker threads; answers each compressed file's size and digest. */
async function compress(jobs: readonly Job[], threads: number): Promise<Map<string, Done>> {
  if (jobs.length === 0) return new Map();
  const workerData: WorkerData = {
    minBytes: MIN_BYTES,
    gzip: GZIP_OPTIONS,
    jobs,
    next: new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)),
  };
  const workers = Array.from(
    {length: Math.max(1, Math.min(threads, jobs.length))},
    () => new Worker(WORKER, {eval: true, workerData}),
  );
  const answers = workers.map(
    (worker) =>
      new Promise<Done[]>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`precompression: a worker exited with code ${code}`)));
      }),
  );
  try {
    return new Map((await Promise.all(answers)).flat().map((done) => [done.file, done]));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

const jobOf = (file: string): Job => ({file, quality: brotliQualityOf(file)});

const totalOf = (done: ReadonlyMap<string, Done>) => ({
  files: done.size,
  bytes: [...done.values()].reduce((sum, {size}) => sum + size, 0),
});

/**
 * Writes file.gz and file.br next to every compressible file of the build, on one worker thread per core
 * (`os.availableParallelism()`, or `threads`); returns what it did.
 */
export async function precompress(
  dir: string,
  threads = os.availableParallelism(),
): Promise<{files: number; bytes: number}> {
  return totalOf(await compress(compressibleFiles(dir).map(jobOf), threads));
}

/**
 * The post-build step that writes the .gz and .br twins nginx's gzip_static/brotli_static serve, of every file as
 * finally written (pages, search files, Markdown twins, llms.txt). It starts before the first page is read, with
 * the files already there other than the pages (scripts, styles, the sitemap), on one thread fewer than the cores
 * while the main thread reads the pages; its finish compresses the rest on every core, then checks that the files
 * it started with are still what it compressed (their content's digest) and compresses again any a step rewrote.
 */
export function precompression(threads = os.availableParallelism()): PostBuildStep {
  let early: Promise<Map<string, Done>> = Promise.resolve(new Map());
  let started: ReadonlySet<string> = new Set();
  return {
    name: 'precompression',
    start({dir}) {
      started = new Set(compressibleFiles(dir).filter((file) => !file.endsWith('.html')));
      early = compress([...started].map(jobOf), Math.max(1, threads - 1));
      // Failures are reported by the finish that awaits it; this keeps the rejection from counting as unhandled.
      early.catch(() => undefined);
    },
    async finish({dir}) {
      const files = compressibleFiles(dir);
      const [before, rest] = await Promise.all([
        early,
        compress(files.filter((file) => !started.has(file)).map(jobOf), threads),
      ]);
      const checked = await compress(
        files.filter((file) => started.has(file)).map((file) => ({...jobOf(file), unless: before.get(file)?.digest})),
        threads,
      );
      // A file a step removed, or made too small to compress, keeps no twins from before.
      for (const file of started) {
        if (checked.has(file)) continue;
        for (const twin of [`${file}.gz`, `${file}.br`]) fs.rmSync(twin, {force: true});
      }
      const rewritten = [...checked].filter(([file, {digest}]) => before.get(file)?.digest !== digest).length;
      const {files: count, bytes} = totalOf(new Map([...rest, ...checked]));
      return (
        `${count} files, ${(bytes / 1024).toFixed(0)} KiB, ${threads} threads; ` +
        `${before.size} beside the page loop, ${rewritten} of them again`
      );
    },
  };
}
