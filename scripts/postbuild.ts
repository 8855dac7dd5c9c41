/**
 * Runs after `docusaurus build` (both locales):
 * 1. writes precompressed .gz and .br twins of every text asset, for nginx's gzip_static/brotli_static;
 * 2. hashes every inline script of the built HTML into the Content-Security-Policy that nginx sends,
 *    so scripts need neither 'unsafe-inline' nor 'unsafe-eval'.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildCsp, inlineScriptHashes} from './production/csp';
import {precompress} from './production/precompress';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
const generatedDir = path.join(root, 'deploy/nginx/generated');

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error('postbuild: build/index.html is missing; run `docusaurus build` first');
  process.exit(1);
}

const hashes = inlineScriptHashes(buildDir);
const csp = buildCsp(hashes);
fs.mkdirSync(generatedDir, {recursive: true});
fs.writeFileSync(path.join(generatedDir, 'csp.conf'), `set $csp "${csp}";\n`);
fs.writeFileSync(path.join(generatedDir, 'csp.json'), `${JSON.stringify({policy: csp, scriptHashes: hashes}, null, 2)}\n`);

const {files, bytes} = precompress(buildDir);
console.log(`postbuild: ${hashes.length} inline script hash(es) in the CSP; precompressed ${files} files (${(bytes / 1024).toFixed(0)} KiB)`);
