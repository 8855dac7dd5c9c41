/**
 * Mermaid diagrams drawn at build time: every ```mermaid fence of the docs becomes inline SVG in the page's HTML, in
 * both colour modes, with SVG text for labels and Mermaid's `accTitle`/`accDescr` as its text alternative, so it
 * reads without JavaScript and readers never download Mermaid.
 *
 * - remark.ts (the docs plugin's beforeDefaultRemarkPlugins, made with these options) replaces each fence with the
 *   theme's `<Diagram>` and imports the drawing's module by its content hash;
 * - render.ts draws each distinct source once per colour mode in Debian's Chromium, and caches the SVGs on disk;
 * - this plugin resolves those modules: the server build to the SVGs, the browser build to a loader of them, which
 *   a client-side navigation uses (the first page's HTML already has them, and keeps them as they are);
 * - options.ts checks the options both get, the plugin through Docusaurus's `validateOptions`;
 * - theme/Diagram shows the colour mode's SVG (switched by `[data-theme]` in CSS) in a labelled region that
 *   scrolls sideways when the diagram is wider than its column at readable text size.
 *
 * Written on mermaid-isomorphic rather than with rehype-mermaid, which draws every page's diagrams afresh, switches
 * dark drawings by `prefers-color-scheme` (the site follows its own toggle) and inlines only one colour mode.
 */
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';
import {inSite, optionsSchema, type BuildTimeDiagramsOptions} from './options';
import {MODULE_PREFIX} from './remark';

export {default as remarkBuildTimeDiagrams} from './remark';
export {sourceHash} from './render';
export type {BuildTimeDiagramsOptions} from './options';

/** The theme (it has theme components), for the site's `themes` with the options its remark plugin gets too. */
function buildTimeDiagrams(context: LoadContext, options: BuildTimeDiagramsOptions): Plugin {
  const {cacheDir} = inSite(options, context.siteDir);
  return {
    name: 'build-time-diagrams',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack: (_config, isServer) => ({
      resolve: {alias: {[MODULE_PREFIX.slice(0, -1)]: path.join(cacheDir, isServer ? 'server' : 'client')}},
    }),
  };
}

/** Docusaurus checks the options against the schema before it calls the plugin with them. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<unknown, BuildTimeDiagramsOptions>): BuildTimeDiagramsOptions {
  return validate(optionsSchema, options);
}

// PluginModule types its options as unknown; validateOptions is what makes them BuildTimeDiagramsOptions.
export default Object.assign(buildTimeDiagrams, {validateOptions}) as PluginModule;
