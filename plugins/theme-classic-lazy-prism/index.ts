import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/theme-classic';
import * as themeClassicModule from '@docusaurus/theme-classic';

/**
 * The classic theme, minus one client module: `prism-include-languages`, which puts Prism (about 35 KB of
 * gzipped JavaScript and the longest start-up task on a phone) into the bundle every page loads. Prism is
 * loaded with the code block instead (`theme/CodeBlock`, added by `lazyPrismCodeBlock` below), so pages without
 * code never fetch it.
 *
 * Docusaurus resolves a plugin's relative paths (theme folders, client modules) against the plugin's own module;
 * a plugin given as a function is resolved relative to the site, so the classic theme's own answers are resolved
 * against its package here. Nothing else of it is named: `EAGER_PRISM` is checked by
 * tests/code/lazy-prism-theme.test.ts, which fails if the classic theme stops listing it.
 */

// The package's typings declare only the plugin; at run time it also exports the validators Docusaurus needs.
const themeClassic = themeClassicModule as unknown as Required<
  Pick<PluginModule, 'validateOptions' | 'validateThemeConfig'>
> & {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
};
const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
export const EAGER_PRISM = './prism-include-languages';

const resolved = (file: string | undefined) => (file === undefined ? undefined : path.resolve(themeClassicLib, file));

function themeClassicLazyPrism(context: LoadContext, options: unknown): Plugin {
  const theme = themeClassic.default(context, options as PluginOptions);
  const themePath = resolved(theme.getThemePath?.());
  const typeScriptThemePath = resolved(theme.getTypeScriptThemePath?.());
  return {
    ...theme,
    ...(themePath && {getThemePath: () => themePath}),
    ...(typeScriptThemePath && {getTypeScriptThemePath: () => typeScriptThemePath}),
    getClientModules: () =>
      (theme.getClientModules?.() ?? [])
        .filter((module) => module !== EAGER_PRISM)
        .map((module) => path.resolve(themeClassicLib, module)),
  };
}

/**
 * The code block that loads Prism with the first code block a page shows (theme/CodeBlock), and the plain code
 * block it shows until then (theme/PlainCodeBlock). A second theme, listed after the classic one, because a theme
 * has one theme folder and the classic theme's is the package's own.
 *
 * Other plugins use two of its names, declared in theme-classic-lazy-prism.d.ts: `@theme/PlainCodeBlock` and
 * `@theme/useDisplayedCode`, what every code block shows for its code (as written, unless a theme listed after
 * this one shadows it). Its code block keeps the server's markup until Prism is needed with plugins/lazy-markup's
 * `@theme/ServerMarkup`.
 */
export function lazyPrismCodeBlock(): Plugin {
  return {
    name: 'lazy-prism-code-block',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
  };
}

export default Object.assign(themeClassicLazyPrism, {
  validateOptions: themeClassic.validateOptions,
  validateThemeConfig: themeClassic.validateThemeConfig,
}) satisfies PluginModule;
