/**
 * Where the Korean reference tells readers that an entry of its overlay lags the English contract (an author
 * acknowledged it with `npm run i18n:pending`, recorded as `x-translation-pending` on the overlay action): under
 * the heading of the operation or tag the entry's target lies in, else under the page's title. The notice is
 * `@theme/TranslationNotice`, which the translation-status theme declares.
 */
import {selectTargets, type ApiReader, type Locale, type SpecName} from './model';
import {tagAnchor} from './resolve';

export interface ReferenceNotices {
  /** The day of the latest acknowledgement no heading takes, for the notice under the title. */
  readonly page?: string;
  /** The day of the latest acknowledgement under each heading, by anchor (`operation/createRoom`, `tag/Rooms`). */
  readonly sections: ReadonlyMap<string, string>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function contains(node: unknown, wanted: unknown): boolean {
  if (node === wanted) return true;
  if (typeof node !== 'object' || node === null) return false;
  return Object.values(node).some((child) => contains(child, wanted));
}

const later = (a: string | undefined, b: string): string => (a !== undefined && a > b ? a : b);

/** The acknowledged entries of the `locale` overlay of `spec` and where each one's notice goes. */
export function referenceNotices(reader: ApiReader, spec: SpecName, locale: Locale): ReferenceNotices {
  const english = reader.readSpec(spec, reader.canonicalLocale) as {
    paths?: Record<string, Record<string, {operationId?: string}>>;
    tags?: {name: string}[];
  };
  const headings = [
    ...Object.values(english.paths ?? {}).flatMap((item) =>
      Object.values(item)
        .filter((operation) => typeof operation?.operationId === 'string')
        .map((operation) => ({anchor: `operation/${operation.operationId}`, node: operation as unknown})),
    ),
    ...(english.tags ?? []).map((tag) => ({anchor: `tag/${tagAnchor(tag.name)}`, node: tag as unknown})),
  ];
  let page: string | undefined;
  const sections = new Map<string, string>();
  for (const action of reader.readOverlay(spec, locale).actions) {
    const pending = action['x-translation-pending'];
    if (pending === undefined) continue;
    if (!DAY.test(String(pending.since)))
      throw new Error(`overlay ${spec}.${locale}: ${action.target} has x-translation-pending without a date`);
    const nodes = selectTargets(english, action.target);
    const heading = headings.find(({node}) => nodes.some((selected) => contains(node, selected)));
    if (heading) sections.set(heading.anchor, later(sections.get(heading.anchor), pending.since));
    else page = later(page, pending.since);
  }
  return {...(page === undefined ? {} : {page}), sections};
}
