/**
 * Runs after `docusaurus build` (both locales): the post-build pipeline (postbuild/pipeline.ts) streams every built
 * page, read and parsed once, through the steps of postbuild/steps.ts, in their order. The locales' facts come from
 * the site's generated files (`.docusaurus/postbuild-facts/`, written by plugins/postbuild-facts).
 * The generated nginx files (deploy/nginx/generated/) also feed a CDN's rules, see deploy/README.md.
 * Usage: tsx postbuild/run.ts [buildDir] [generatedDir] (defaults: build/, deploy/nginx/generated/).
 */
import fs from 'node:fs';
import path from 'node:path';
import {factsDirOf} from '../plugins/postbuild-facts';
import {runPipeline} from './pipeline';
import {postBuildSteps} from './steps';

const root = path.resolve(__dirname, '..');
const buildDir = path.resolve(process.argv[2] ?? path.join(root, 'build'));
const generatedDir = path.resolve(process.argv[3] ?? path.join(root, 'deploy/nginx/generated'));

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`postbuild: ${buildDir}/index.html is missing; run \`docusaurus build\` first`);
  process.exit(1);
}

// Docusaurus's generated files folder (`context.generatedFilesDir`), whatever the build folder.
const factsDir = factsDirOf(path.join(root, '.docusaurus'));

runPipeline(buildDir, postBuildSteps(generatedDir), {factsDir}).then(
  ({timings}) => {
    for (const {name, ms, summary} of timings) {
      console.log(`postbuild: ${name}: ${(ms / 1000).toFixed(1)} s${summary ? ` (${summary})` : ''}`);
    }
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
