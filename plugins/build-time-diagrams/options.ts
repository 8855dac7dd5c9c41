/**
 * The options of the plugin and of its remark plugin, which the site passes the same object: where to find Chromium,
 * where to cache drawings, Mermaid's configuration per colour mode, and the smallest readable text size. Both check
 * them against one schema, so a mistake stops the build where the options are written, not in a batch of drawings.
 */
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import {COLOUR_MODES, type RendererOptions} from './render';

/** The renderer's options, with the cache folder relative to the site (options ship in the client bundle). */
export type BuildTimeDiagramsOptions = RendererOptions;

const siteFolder = Joi.string().custom((value: string, helpers) =>
  path.isAbsolute(value) || path.normalize(value).split(/[\\/]/)[0] === '..'
    ? helpers.message({custom: "{{#label}} must be a folder of the site, relative to the site's directory"})
    : value,
);

const absolutePath = Joi.string().custom((value: string, helpers) =>
  path.isAbsolute(value) ? value : helpers.message({custom: '{{#label}} must be an absolute path'}),
);

export const optionsSchema = Joi.object<BuildTimeDiagramsOptions>({
  chromium: Joi.object({
    executablePath: absolutePath.required(),
    args: Joi.array().items(Joi.string()).required(),
  }).required(),
  cacheDir: siteFolder.required(),
  // Mermaid checks its own configuration when it draws; here only that each colour mode has one.
  mermaid: Joi.object(
    Object.fromEntries(COLOUR_MODES.map((mode) => [mode, Joi.object().unknown().required()])),
  ).required(),
  minTextPx: Joi.number().positive().required(),
});

/** The options as the remark plugin gets them (Docusaurus checks the plugin's own through `validateOptions`). */
export function checkOptions(options: unknown): BuildTimeDiagramsOptions {
  const {value, error} = optionsSchema.validate(options, {convert: false});
  if (error) throw new Error(`build-time-diagrams: ${error.message}`);
  return value;
}

/** The options with the cache folder resolved in the site at `siteDir`, as the renderer and the bundler use it. */
export function inSite(options: BuildTimeDiagramsOptions, siteDir: string): BuildTimeDiagramsOptions {
  return {...options, cacheDir: path.resolve(siteDir, options.cacheDir)};
}
