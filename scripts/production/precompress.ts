import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {PostBuildStep} from './pipeline';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|ya?ml|xml|txt|md|map)$/;
/** Below this size the compressed file saves less than a network packet. */
const MIN_BYTES = 1024;

/** Writes file.gz and file.br next to every compressible file of the build; returns what it did. */
export function precompress(dir: string): {files: number; bytes: number} {
  let files = 0;
  let bytes = 0;
  for (const relative of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!COMPRESSIBLE.test(relative)) continue;
    const file = path.join(dir, relative);
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, {level: 9}));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, {
        params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length},
      }),
    );
    files += 1;
    bytes += content.length;
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
    finish({dir}) {
      const {files, bytes} = precompress(dir);
      return `${files} files, ${(bytes / 1024).toFixed(0)} KiB`;
    },
  };
}
