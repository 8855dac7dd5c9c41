/** Where each spec's reference page lives and where its YAML files are published (site paths without locale base). */
import type {Locale, SpecName} from './model';

/**
 * The reference pages in reading order, each with its Korean name in the navbar and the footer (English names
 * come from their translation files): the one list the navbar, the footer, the areas and the tests derive from.
 * A page's doc is `docs/rest-api/<slug>.md`, served at `/restAPI/<slug>`.
 */
export const REFERENCES = [
  {spec: 'media', slug: 'media-rest-api', label: '미디어 REST API'},
  {spec: 'chat', slug: 'chat-rest-api', label: '채팅 REST API'},
  {spec: 'push', slug: 'push-notification-rest-api', label: '푸시 알림 REST API'},
] as const satisfies readonly {spec: SpecName; slug: string; label: string}[];

export const REFERENCE_SLUGS = Object.fromEntries(REFERENCES.map(({spec, slug}) => [spec, slug])) as Record<
  SpecName,
  string
>;

/** The doc id of a reference page (its file under docs/). */
export function referenceDocId(spec: SpecName): string {
  return `rest-api/${REFERENCE_SLUGS[spec]}`;
}

export function referencePath(spec: SpecName): string {
  return `/restAPI/${REFERENCE_SLUGS[spec]}`;
}

export function referenceHref(spec: SpecName, operationId: string): string {
  return `${referencePath(spec)}#operation/${operationId}`;
}

/** `/openapi/media.yaml` (English, canonical) and `/openapi/media.ko.yaml` (Korean overlay applied). */
export function yamlPath(spec: SpecName, locale: Locale): string {
  return locale === 'en' ? `/openapi/${spec}.yaml` : `/openapi/${spec}.${locale}.yaml`;
}
