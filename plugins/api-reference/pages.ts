/** Where each spec's reference page lives and where its YAML files are published (site paths without locale base). */
import type {Locale, SpecName} from './model';

export const REFERENCE_SLUGS: Record<SpecName, string> = {
  media: 'media-rest-api',
  chat: 'chat-rest-api',
  push: 'push-notification-rest-api',
};

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
