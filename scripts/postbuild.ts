/**
 * Runs after `docusaurus build` (both locales): the post-build pipeline (scripts/production/pipeline.ts) reads and
 * parses every built page once and runs the steps of scripts/production/steps.ts over the trees, in their order.
 * The generated nginx files (deploy/nginx/generated/) also feed a CDN's rules, see deploy/README.md.
 * Usage: tsx scripts/postbuild.ts [buildDir] [generatedDir] (defaults: build/, deploy/nginx/generated/).
 */
import fs from 'node:fs';
import path from 'node:path';
import {runPipeline} from './production/pipeline';
import {postBuildSteps} from './production/steps';

const root = path.resolve(__dirname, '..');
const buildDir = path.resolve(process.argv[2] ?? path.join(root, 'build'));
const generatedDir = path.resolve(process.argv[3] ?? path.join(root, 'deploy/nginx/generated'));

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`postbuild: ${buildDir}/index.html is missing; run \`docusaurus build\` first`);
  process.exit(1);
}

const steps = postBuildSteps(generatedDir);
runPipeline(buildDir, Object.values(steps)).then(
  ({pages, timings}) => {
    const {files, bytes} = steps.precompression.result;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `postbuild: ${pages.length} pages read once; ${steps.cspHashes.hashes.size} inline script hash(es) in the CSP; ${steps.redirects.redirects.length} redirect(s); precompressed ${files} files (${(bytes / 1024).toFixed(0)} KiB)`,
    );
    console.log(`postbuild: ${timings.map(({name, ms}) => `${name} ${seconds(ms)}`).join(', ')}`);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
