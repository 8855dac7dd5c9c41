/**
 * The try-it panel's module of a contract as the build writes it (plugins/api-reference/tryIt.ts), compiled for
 * the tests that check requests with it, and the panel's messages as plain text.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import localizeEn from 'ajv-i18n/localize/en';
import localizeKo from 'ajv-i18n/localize/ko';
import type {CheckMessages} from '../../plugins/api-reference/theme/TryIt/check';
import {tryItModuleSource} from '../../plugins/api-reference/tryIt';
import type {TryItModule} from '../../plugins/api-reference/tryItProps';
import type {ApiModel} from './api';
import {ROOT} from './site';

const siteRequire = createRequire(path.join(ROOT, 'package.json'));

/** The generated module as the bundle runs it: CommonJS whose `require`s resolve in the site's node_modules. */
export function compiledTryIt(model: ApiModel): TryItModule {
  const module = {exports: {} as TryItModule};
  // The module the build writes, run as Node would run it.
  new Function('require', 'module', 'exports', tryItModuleSource(model))(siteRequire, module, module.exports);
  return module.exports;
}

/** The panel's messages, in plain words that name what they report. */
export const checkMessages = (locale: 'ko' | 'en'): CheckMessages => ({
  localize: locale === 'ko' ? localizeKo : localizeEn,
  json: (problem, line, column) => `json ${problem} ${line}:${column}`,
  controlCharacter: (codePoint) => `control ${codePoint}`,
  tooLong: (length, limit) => `long ${length}/${limit}`,
  bodyMissing: 'body missing',
  allowed: (values) => `(${values})`,
  scheduledInPast: (now) => `past ${now}`,
});
