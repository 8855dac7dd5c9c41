import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import zlib from 'node:zlib';
import type {PostBuildStep} from './pipeline';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|ya?ml|xml|txt|md|map)$/;
/** Below this size the compressed file saves less than a network packet. */
const MIN_BYTES = 1024;
/** gzip at its best level; Brotli at its best quality, told the input's size (the worker adds the size hint). */
const GZIP_OPTIONS: zlib.ZlibOptions = {level: 9};
const BROTLI_QUALITY = 11;

/** What a worker is told once: the settings above. */
interface WorkerSettings {
  readonly minBytes: number;
  readonly gzip: zlib.ZlibOptions;
  readonly brotliQuality: number;
}

/**
 * A worker thread's code: compresses each file it is sent and answers with its size (0: too small, skipped).
 * Plain JavaScript evaluated by Node, so it runs the same under tsx, vitest and node, with no loader for TypeScript.
 */
const WORKER = `
const fs = require('node:fs');
const zlib = require('node:zlib');
const {parentPort, workerData} = require('node:worker_threads');
const {minBytes, gzip, brotliQuality} = workerData;
parentPort.on('message', (file) => {
  const content = fs.readFileSync(file);
  if (content.length < minBytes) return parentPort.postMessage(0);
  fs.writeFileSync(file + '.gz', zlib.gzipSync(content, gzip));
  fs.writeFileSync(
    file + '.br',
    zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  parentPort.postMessage(content.length);
});
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

/**
 * Writes file.gz and file.br next to every compressible file of the build, on one worker thread per core
 * (`os.availableParallelism()`, or `threads`); returns what it did.
 */
export async function precompress(
  dir: string,
  threads = os.availableParallelism(),
): Promise<{files: number; bytes: number}> {
  const queue = compressibleFiles(dir);
  const settings: WorkerSettings = {minBytes: MIN_BYTES, gzip: GZIP_OPTIONS, brotliQuality: BROTLI_QUALITY};
  let files = 0;
  let bytes = 0;
  const drain = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const next = () => {
        const file = queue.shift();
        if (file === undefined) resolve();
        else worker.postMessage(file);
      };
      worker.on('message', (size: number) => {
        if (size > 0) {
          files += 1;
          bytes += size;
        }
        next();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`precompression: a worker exited with code ${code}`)));
      next();
    });
  const workers = Array.from(
    {length: Math.max(1, Math.min(threads, queue.length))},
    () => new Worker(WORKER, {eval: true, workerData: settings}),
  );
  try {
    await Promise.all(workers.map(drain));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return {files, bytes};
}

/**
 * The post-build step that writes the .gz and .br twins nginx's gzip_static/brotli_static serve. Last: it compresses
 * every file as finally written (pages, search files, Markdown twins, llms.txt).
 */
export function precompression(): PostBuildStep {
  return {
    name: 'precompression',
    async finish({dir}) {
      const threads = os.availableParallelism();
      const {files, bytes} = await precompress(dir, threads);
      return `${files} files, ${(bytes / 1024).toFixed(0)} KiB, ${threads} threads`;
    },
  };
}
