/**
 * Code that pages show from the example projects under examples/: a fenced block whose meta names a file
 * (```ts title="call.ts" file=<rootDir>/video-meeting/call.ts```) gets that file's text at build time through
 * remark-code-import, so what readers copy is what the type check and the tests run. The plugin makes the
 * bundler's persistent cache and the dev server follow those files, as they are inputs of the pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import codeImport from 'remark-code-import';

const EXAMPLES_DIR = path.resolve(__dirname, '../../examples');

/** The example sources a page may import (generated types are not shown). */
function exampleFiles(): string[] {
  return fs
    .readdirSync(EXAMPLES_DIR, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.ts') && !file.split(path.sep).includes('generated'))
    .map((file) => path.join(EXAMPLES_DIR, file));
}

/** The remark plugin with `<rootDir>` set to examples/; a path outside it fails the build. */
export const remarkCodeImport = [codeImport, {rootDir: EXAMPLES_DIR}] as [typeof codeImport, {rootDir: string}];

export default function codeImportPlugin(): Plugin {
  return {
    name: 'code-import',
    getPathsToWatch: () => exampleFiles(),
    configureWebpack(config) {
      const experiments = config.experiments as {cache?: {buildDependencies?: string[]}} | undefined;
      if (!experiments?.cache) return {};
      return {experiments: {cache: {buildDependencies: exampleFiles()}}} as never;
    },
  };
}
