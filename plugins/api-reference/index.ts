/**
 * Local theme of the API reference. Its theme folder holds the components the pages render, exposed as
 * `@theme/...` and added to the MDX component map (theme/MDXComponents), which is why the site lists it after the
 * classic theme; its remark plugin (remark.ts) gives them their data from the OpenAPI model (model/) at build time.
 * The plugin itself publishes the three OpenAPI documents as YAML into each locale's build output (English
 * canonical as written, Korean with its overlay applied) for the download links of the reference pages, and makes
 * the bundler's persistent cache depend on the specs, which the remark plugin reads.
 *
 * Besides its own components, the theme uses the classic theme's `@theme/Tabs` and `@theme/TabItem`, and
 * `@theme/PlainCodeBlock` for the examples and code samples (declared by theme-classic-lazy-prism).
 *
 * Its markup carries two data attributes for readers of the built HTML (the Markdown twins, the search
 * extraction), so that none of them depends on its hashed CSS class names: `data-method` on an operation's
 * method badge and `data-requirement="required" | "optional"` on a field's requirement marker.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {stringify} from 'yaml';
import {yamlPath} from './pages';
import {LOCALES, readSpec, SPEC_NAMES, specFile} from './model';

export {default as remarkApiReference} from './remark';

/** The contracts and their overlays: what the reference pages are built from. */
function specFiles(): string[] {
  return SPEC_NAMES.flatMap((spec) => LOCALES.map((locale) => specFile(spec, locale)));
}

export default function apiReferencePlugin(): Plugin {
  return {
    name: 'api-reference',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    getPathsToWatch: () => specFiles(),
    configureWebpack(config) {
      const experiments = config.experiments as {cache?: {buildDependencies?: string[]}} | undefined;
      if (!experiments?.cache) return {};
      return {experiments: {cache: {buildDependencies: specFiles()}}} as never;
    },
    postBuild({outDir}) {
      for (const spec of SPEC_NAMES) {
        for (const locale of LOCALES) {
          const target = path.join(outDir, yamlPath(spec, locale));
          fs.mkdirSync(path.dirname(target), {recursive: true});
          if (locale === 'en') fs.copyFileSync(specFile(spec), target);
          else fs.writeFileSync(target, stringify(readSpec(spec, locale), {lineWidth: 0}));
        }
      }
    },
  };
}
