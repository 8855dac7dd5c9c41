/**
 * Runs after `docusaurus build` (both locales):
 * 1. writes precompressed .gz and .br twins of every text asset, for nginx's gzip_static/brotli_static;
 * 2. hashes every inline script of the built HTML into the Content-Security-Policy that nginx sends,
 *    so scripts need neither 'unsafe-inline' nor 'unsafe-eval';
 * 3. turns the client-side redirect pages into nginx 301s.
 * The generated files (deploy/nginx/generated/) also feed a CDN's rules, see deploy/README.md.
 * Usage: tsx scripts/postbuild.ts [buildDir] [generatedDir] (defaults: build/, deploy/nginx/generated/).
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildCsp, inlineScriptHashes} from './production/csp';
import {precompress} from './production/precompress';
import {clientRedirects, nginxRedirects} from './production/redirects';

const root = path.resolve(__dirname, '..');
const buildDir = path.resolve(process.argv[2] ?? path.join(root, 'build'));
const generatedDir = path.resolve(process.argv[3] ?? path.join(root, 'deploy/nginx/generated'));

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`postbuild: ${buildDir}/index.html is missing; run \`docusaurus build\` first`);
  process.exit(1);
}

const hashes = inlineScriptHashes(buildDir);
const csp = buildCsp(hashes);
fs.mkdirSync(generatedDir, {recursive: true});
// A map, not `set`: nginx evaluates it for every response, even one it rejects before any rewrite phase.
fs.writeFileSync(path.join(generatedDir, 'csp.conf'), `map $scheme $csp {\n  default "${csp}";\n}\n`);
fs.writeFileSync(
  path.join(generatedDir, 'csp.json'),
  `${JSON.stringify({policy: csp, scriptHashes: hashes}, null, 2)}\n`,
);

const redirects = clientRedirects(buildDir);
fs.writeFileSync(path.join(generatedDir, 'redirects.conf'), nginxRedirects(redirects));
fs.writeFileSync(path.join(generatedDir, 'redirects.json'), `${JSON.stringify(redirects, null, 2)}\n`);

const {files, bytes} = precompress(buildDir);
console.log(
  `postbuild: ${hashes.length} inline script hash(es) in the CSP; ${redirects.length} redirect(s); precompressed ${files} files (${(bytes / 1024).toFixed(0)} KiB)`,
);
