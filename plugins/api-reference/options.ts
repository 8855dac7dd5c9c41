/**
 * What the site tells the API reference (the theme's options, and the same object to its remark plugin): where the
 * contracts are, which ones there are, in which languages, and what their pages and code samples show. Validated
 * with Docusaurus's Joi schema tools, once by Docusaurus for the theme and once by the remark plugin. Docusaurus
 * serialises a plugin's options into the site's client bundle, so they hold data only, and paths relative to the
 * site's directory, never one of the build machine.
 */
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';

/** One contract: `<specsDir>/<name>.yaml`, with its reference page and the example its code samples call. */
export interface SpecOptions {
  readonly name: string;
  /** The reference page's path, without the locale's base URL (`/restAPI/media-rest-api`). */
  readonly route: string;
  /** The example origin the code samples call (`https://media.nuri.example`). */
  readonly origin: string;
  /** The environment variable holding the base URL, which shell samples read (`MEDIA_API_BASE_URL`). */
  readonly baseUrlVariable: string;
}

export interface ApiReferenceOptions {
  /**
   * The contracts' folder, relative to the site's directory (`openapi`): `<name>.yaml` written in
   * `canonicalLocale`, and `overlays/<name>.<locale>.yaml` for each other locale.
   */
  readonly specsDir: string;
  /** The contracts, in reading order. */
  readonly specs: readonly SpecOptions[];
  /** The site's locales. */
  readonly locales: readonly string[];
  /** The locale of a page that is not under i18n/ when Docusaurus names none. */
  readonly defaultLocale: string;
  /** The locale the contracts are written in; every other locale has an overlay. */
  readonly canonicalLocale: string;
  /** The bearer token's placeholder in the code samples (`ACCESS_TOKEN`). */
  readonly accessToken: string;
}

const NAME = /^[a-z][a-z0-9-]*$/;
const ENVIRONMENT_VARIABLE = /^[A-Z][A-Z0-9_]*$/;

const SPEC = Joi.object<SpecOptions>({
  name: Joi.string().pattern(NAME).required(),
  route: Joi.string()
    .pattern(/^\/[-\w/]*$/)
    .required(),
  origin: Joi.string()
    .uri({scheme: ['http', 'https']})
    .pattern(/^[a-z]+:\/\/[^/]+$/, 'an origin without a path')
    .required(),
  baseUrlVariable: Joi.string().pattern(ENVIRONMENT_VARIABLE).required(),
});

export const OPTIONS_SCHEMA = Joi.object<ApiReferenceOptions>({
  specsDir: Joi.string()
    .custom((value: string) => {
      if (path.isAbsolute(value) || path.normalize(value).split(/[\\/]/)[0] === '..')
        throw new Error("must be a folder of the site, relative to the site's directory");
      return value;
    })
    .required(),
  specs: Joi.array().items(SPEC).min(1).unique('name').required(),
  locales: Joi.array().items(Joi.string().pattern(NAME)).min(1).unique().required(),
  defaultLocale: Joi.string().valid(Joi.in('locales')).required(),
  canonicalLocale: Joi.string().valid(Joi.in('locales')).required(),
  accessToken: Joi.string().pattern(ENVIRONMENT_VARIABLE).required(),
});

/** The options checked as Docusaurus checks the theme's (no conversion); throws a message naming what is wrong. */
export function checkedOptions(options: unknown): ApiReferenceOptions {
  const {error, value} = OPTIONS_SCHEMA.validate(options, {convert: false});
  if (error) throw new Error(`api-reference options: ${error.message}`);
  return value;
}
