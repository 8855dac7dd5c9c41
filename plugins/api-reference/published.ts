/** Where the plugin publishes the contracts as YAML for the reference pages' download links (site paths). */
import type {Locale, SpecName} from './model';

/** `/openapi/media.yaml` in the contracts' own locale, `/openapi/media.ko.yaml` with another locale's overlay. */
export function yamlPath(spec: SpecName, locale: Locale, canonicalLocale: Locale): string {
  return locale === canonicalLocale ? `/openapi/${spec}.yaml` : `/openapi/${spec}.${locale}.yaml`;
}
