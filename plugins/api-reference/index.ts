/**
 * Local theme of the API reference. Its theme folder holds the components the pages render, exposed as
 * `@theme/...` and added to the MDX component map (theme/MDXComponents), which is why the site lists it after the
 * classic theme; its remark plugin (remark.ts) gives them their data from the OpenAPI model (model/) at build time.
 * Both take the same options (options.ts): the contracts' folder and names, the locales, and each contract's page
 * and example host. The plugin itself publishes the contracts as YAML into each locale's build output (as written
 * in their own locale, and with each other locale's overlay applied) for the download links of the reference pages,
 * and makes the bundler's persistent cache depend on the contracts, which the remark plugin reads.
 *
 * Its `contentLoaded` writes each contract's try-it module (tryIt.ts) into the plugin's generated files, where
 * theme/TryIt imports it as `@generated/api-reference/default/try-it-<name>.cjs`.
 *
 * Besides its own components, the theme uses the classic theme's `@theme/Tabs` and `@theme/TabItem`,
 * `@theme/PlainCodeBlock` for the examples and code samples (declared by theme-classic-lazy-prism),
 * `@theme/ServerMarkup` and `@theme/useNearViewport` (declared by lazy-markup), and `@theme/Convention` (declared by
 * convention), the site's one marker, for what a contract marks with `x-convention` as the documentation's own.
 *
 * Its markup carries data attributes for readers of the built HTML (the Markdown twins, the search extraction), so
 * that none of them depends on its hashed CSS class names: `data-method` on an operation's method badge,
 * `data-requirement="required" | "optional"` on a field's requirement marker, and on each row of the reference's
 * error catalogue (whose id is `error/<code>`, see resolve.ts) `data-error-code` and `data-error-message`: the exact
 * code and message the row documents, which the search finds that row by first.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';
import {stringify} from 'yaml';
import {apiReader} from './model';
import {OPTIONS_SCHEMA, type ApiReferenceOptions} from './options';
import {yamlPath} from './published';
import {tryItModuleFile, tryItModuleSource} from './tryIt';

export {remarkApiReference} from './remark';
export type {ApiReferenceOptions, SpecOptions} from './options';

function validateOptions({
  validate,
  options,
}: OptionValidationContext<ApiReferenceOptions, ApiReferenceOptions>): ApiReferenceOptions {
  return validate(OPTIONS_SCHEMA, options);
}

function apiReferencePlugin(context: LoadContext, options: ApiReferenceOptions): Plugin {
  const reader = apiReader(options, context.siteDir);
  return {
    name: 'api-reference',
    getThemePath: () => path.join(__dirname, 'theme'),
    // Off-screen operations are laid out at an estimated height (ApiOperationDetail) until scrolled near, so the
    // heights above a jumped-to operation change after the browser has scrolled to it. The reference's script
    // holds the heading in place (usePinnedFragment); without it, a reader following a link to `#operation/…`
    // landed a screen short of it, so then every operation is laid out at its real height from the start. The
    // element selector outranks the stylesheet's class, which comes later in the page.
    injectHtmlTags: () => ({
      headTags: [{tagName: 'noscript', innerHTML: '<style>div[data-operation-id]{content-visibility:visible}</style>'}],
    }),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    getPathsToWatch: () => reader.specFiles(),
    // The try-it panel's module of each contract (tryIt.ts), which theme/TryIt imports when a reader opens it.
    async contentLoaded({actions}) {
      for (const spec of reader.specNames) {
        const model = await reader.loadApi(spec, reader.canonicalLocale);
        await actions.createData(tryItModuleFile(spec), tryItModuleSource(model));
      }
    },
    configureWebpack(config) {
      const experiments = config.experiments as {cache?: {buildDependencies?: string[]}} | undefined;
      if (!experiments?.cache) return {};
      return {experiments: {cache: {buildDependencies: reader.specFiles()}}} as never;
    },
    postBuild({outDir}) {
      for (const spec of reader.specNames) {
        for (const locale of reader.locales) {
          const target = path.join(outDir, yamlPath(spec, locale, reader.canonicalLocale));
          fs.mkdirSync(path.dirname(target), {recursive: true});
          if (locale === reader.canonicalLocale) fs.copyFileSync(reader.specFile(spec), target);
          else fs.writeFileSync(target, stringify(reader.readSpec(spec, locale), {lineWidth: 0}));
        }
      }
    },
  };
}

// Docusaurus's PluginModule type cannot name the options' type: the site checks its options with `satisfies`.
export default Object.assign(apiReferencePlugin, {validateOptions}) as PluginModule;
