/**
 * The API reference pages in reading order, one per contract under openapi/, each with its Korean name in the
 * navbar and the footer (English names come from their translation files): the one list the navbar, the footer,
 * the areas, the landing page, the API reference plugin's options (config/apiReference.ts) and the tests derive
 * from. A page's doc is `docs/rest-api/<slug>.md`, served at `/restAPI/<slug>`.
 */
export const REFERENCES = [
  {spec: 'media', slug: 'media-rest-api', label: '미디어 REST API'},
  {spec: 'chat', slug: 'chat-rest-api', label: '채팅 REST API'},
  {spec: 'push', slug: 'push-notification-rest-api', label: '푸시 알림 REST API'},
] as const satisfies readonly {spec: string; slug: string; label: string}[];

/** A contract's name: its file under openapi/ (`media` for `openapi/media.yaml`). */
export type SpecName = (typeof REFERENCES)[number]['spec'];

/** The contracts, in reading order. */
export const SPEC_NAMES: readonly SpecName[] = REFERENCES.map(({spec}) => spec);

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
