/**
 * The contracts as the site reads them: the API reference plugin's reader (plugins/api-reference/model) with the
 * site's options (config/apiReference.ts), for both test suites. The model's types come along, so a test imports
 * the contracts from here alone.
 */
import {API_REFERENCE} from '../../config/apiReference';
import {apiReader} from '../../plugins/api-reference/model';
import {yamlPath as publishedYamlPath} from '../../plugins/api-reference/published';
import {ROOT} from './site';

export {SPEC_NAMES, type SpecName} from '../../config/references';
export type {
  ApiModel,
  ErrorCodeEntry,
  MediaTypeObject,
  OpenApiDocument,
  Operation,
  ParameterObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
  WrittenDocument,
} from '../../plugins/api-reference/model';
export {applyOverlay, selectTargets, type OverlayAction, type OverlayDocument} from '../../plugins/api-reference/model';

/** The site's API reference options, as docusaurus.config.ts gives them to the plugin and its remark plugin. */
export {API_REFERENCE};

export const api = apiReader(API_REFERENCE, ROOT);
export const {isSpecName, specFile, readOverlay, readSpec, buildModel, loadApi} = api;
export const LOCALES = api.locales;

/** Where the build publishes a contract's YAML in a locale (`/openapi/media.yaml`, `/openapi/media.ko.yaml`). */
export function yamlPath(spec: string, locale: string): string {
  return publishedYamlPath(spec, locale, api.canonicalLocale);
}
