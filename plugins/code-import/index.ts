/**
 * Code that pages show from the example projects: a fenced block whose meta names a file
 * (```ts title="call.ts" file=<rootDir>/video-meeting/call.ts```) gets that file's text at build time through
 * remark-code-import, so what readers copy is what the type check and the tests run. The plugin makes the
 * bundler's persistent cache and the dev server follow those files, as they are inputs of the pages. Both parts
 * take the examples' folder as their `examplesDir` option.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import codeImport from 'remark-code-import';

export interface CodeImportOptions {
  /**
   * The example projects' folder, relative to the site's directory (`examples`): `<rootDir>` in a code block's
   * `file=`. Relative, as Docusaurus serialises a plugin's options into the client bundle.
   */
  readonly examplesDir: string;
}

const OPTIONS = Joi.object<CodeImportOptions>({
  examplesDir: Joi.string()
    .custom((value: string) => {
      if (path.isAbsolute(value) || path.normalize(value).split(/[\\/]/)[0] === '..')
        throw new Error("must be a folder of the site, relative to the site's directory");
      return value;
    })
    .required(),
});

function validateOptions({
  validate,
  options,
}: OptionValidationContext<CodeImportOptions, CodeImportOptions>): CodeImportOptions {
  return validate(OPTIONS, options);
}

/** The example sources a page may import (generated types are not shown). */
function exampleFiles(examplesDir: string): string[] {
  return fs
    .readdirSync(examplesDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.ts') && !file.split(path.sep).includes('generated'))
    .map((file) => path.join(examplesDir, file));
}

/**
 * The remark plugin with `<rootDir>` set to the examples' folder of the site at `siteDir`; a path outside it fails
 * the build. A plugin without options for the docs plugin, whose options Docusaurus serialises into the client.
 */
export function remarkCodeImport(options: CodeImportOptions, siteDir: string): () => ReturnType<typeof codeImport> {
  const rootDir = path.resolve(siteDir, Joi.attempt(options, OPTIONS).examplesDir);
  return () => codeImport({rootDir});
}

function codeImportPlugin(context: LoadContext, options: CodeImportOptions): Plugin {
  const examplesDir = path.resolve(context.siteDir, options.examplesDir);
  return {
    name: 'code-import',
    getPathsToWatch: () => exampleFiles(examplesDir),
    configureWebpack(config) {
      const experiments = config.experiments as {cache?: {buildDependencies?: string[]}} | undefined;
      if (!experiments?.cache) return {};
      return {experiments: {cache: {buildDependencies: exampleFiles(examplesDir)}}} as never;
    },
  };
}

// Docusaurus's PluginModule type cannot name the options' type: the site checks its options with `satisfies`.
export default Object.assign(codeImportPlugin, {validateOptions}) as PluginModule;
