/**
 * The API reference's options (plugins/api-reference: its theme and its remark plugin get this object): where the
 * contracts are, which ones there are with their pages (config/references.ts), the site's locales, and the example
 * hosts and token the code samples use (config/product.ts). The tests and the benches read the contracts with the
 * same options.
 */
import {DEFAULT_LOCALE, SITE_LOCALES} from './locales';
import {API_BASE_URL_VARIABLES, EXAMPLE_ACCESS_TOKEN, EXAMPLE_API_ORIGINS} from './product';
import {REFERENCES, referencePath} from './references';

export const API_REFERENCE = {
  specsDir: 'openapi',
  specs: REFERENCES.map(({spec}) => ({
    name: spec,
    route: referencePath(spec),
    origin: EXAMPLE_API_ORIGINS[spec],
    baseUrlVariable: API_BASE_URL_VARIABLES[spec],
  })),
  locales: SITE_LOCALES.map(({locale}) => locale),
  defaultLocale: DEFAULT_LOCALE,
  // The contracts are written in English; the Korean text comes from openapi/overlays/.
  canonicalLocale: 'en',
  accessToken: EXAMPLE_ACCESS_TOKEN,
};
