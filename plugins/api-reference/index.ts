/**
 * Local plugin of the API reference: publishes the three OpenAPI documents as YAML into each locale's build
 * output (English canonical as written, Korean with its overlay applied) for the download links of the reference
 * pages, and makes the bundler's persistent cache depend on the specs, which the remark plugin reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {stringify} from 'yaml';
import {LOCALES, SPECS, yamlPath} from './pages';
import {getSpec} from './specs';

export {default as remarkApiReference} from './remark';

function specFiles(siteDir: string): string[] {
  const dir = path.join(siteDir, 'openapi');
  const files = (folder: string) =>
    fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((f) => f.endsWith('.yaml'))
          .map((f) => path.join(folder, f))
      : [];
  return [...files(dir), ...files(path.join(dir, 'overlays'))];
}

export default function apiReferencePlugin(context: LoadContext): Plugin {
  return {
    name: 'api-reference',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    getPathsToWatch: () => specFiles(context.siteDir),
    configureWebpack(config) {
      const experiments = config.experiments as {cache?: {buildDependencies?: string[]}} | undefined;
      if (!experiments?.cache) return {};
      return {experiments: {cache: {buildDependencies: specFiles(context.siteDir)}}} as never;
    },
    async postBuild({outDir}) {
      for (const spec of SPECS) {
        for (const locale of LOCALES) {
          const target = path.join(outDir, yamlPath(spec, locale));
          fs.mkdirSync(path.dirname(target), {recursive: true});
          const canonical = path.join(context.siteDir, 'openapi', `${spec}.yaml`);
          if (locale === 'en') fs.copyFileSync(canonical, target);
          else fs.writeFileSync(target, stringify(await getSpec(spec, locale), {lineWidth: 0}));
        }
      }
    },
  };
}
