/**
 * The site's one marker for what the API specification does not fix (`@theme/Convention`, typed in
 * theme-convention.d.ts): the docs' MDX uses it through the site's MDX component map, and any plugin's components
 * (the API reference's) may render it as a declared `@theme/` name. Its inline badge links to where the site's
 * conventions are defined, the plugin's `conventionsPath` option, which reaches the browser as global data.
 */
import path from 'node:path';
import type {OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {ConventionGlobalData} from './theme/Convention';

export interface ConventionOptions {
  /** The site path (with its fragment) of the page section that defines the conventions, without the base URL. */
  readonly conventionsPath: string;
}

const OPTIONS = Joi.object<ConventionOptions>({
  conventionsPath: Joi.string()
    .pattern(/^\/[^#\s]*(#[-\w]+)?$/)
    .required(),
});

function validateOptions({
  validate,
  options,
}: OptionValidationContext<ConventionOptions, ConventionOptions>): ConventionOptions {
  return validate(OPTIONS, options);
}

function conventionPlugin(_context: unknown, options: ConventionOptions): Plugin {
  return {
    name: 'convention',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    contentLoaded({actions}) {
      actions.setGlobalData({conventionsPath: options.conventionsPath} satisfies ConventionGlobalData);
    },
  };
}

// Docusaurus's PluginModule type cannot name the options' type: the site checks its options with `satisfies`.
export default Object.assign(conventionPlugin, {validateOptions}) as PluginModule;
