/**
 * The options of the plugin and of its remark plugin, which the site passes the same object: where to find Chromium,
 * where to cache drawings, Mermaid's configuration per colour mode, and the smallest readable text size. Both check
 * them against one schema, so a mistake stops the build where the options are written, not in a batch of drawings.
 */
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import {COLOUR_MODES, type RendererOptions} from './render';

export type BuildTimeDiagramsOptions = RendererOptions;

const absolutePath = Joi.string().custom((value: string, helpers) =>
  path.isAbsolute(value) ? value : helpers.message({custom: '{{#label}} must be an absolute path'}),
);

export const optionsSchema = Joi.object<BuildTimeDiagramsOptions>({
  chromium: Joi.object({
    executablePath: absolutePath.required(),
    args: Joi.array().items(Joi.string()).required(),
  }).required(),
  cacheDir: absolutePath.required(),
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
