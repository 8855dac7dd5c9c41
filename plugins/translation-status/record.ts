/**
 * The translation record of an English doc page, in its front matter: which Korean text each of its units (the
 * page's own text, and each section by heading id) was translated from, as a fingerprint, and which units an
 * author has acknowledged as behind (`npm run i18n:pending`), since when and for which Korean text. Written by
 * scripts/i18n, read by that tool and by this plugin's remark step, which shows the acknowledged ones to readers.
 *
 *   translated_from: {page: 3f9a2c1b, sections: {room: a1b2c3d4, room-lifecycle: 9e8d7c6b}}
 *   translation_pending: {sections: {room-lifecycle: {since: '2026-12-01', source: 77aa88bb}}}
 *
 * One line each, however many sections a page has; the Korean texts themselves are kept in a snapshot file beside
 * the records (i18n/en/translated-from/), not in the page.
 */

/** Front matter key of the fingerprints the page's units were translated from. */
export const TRANSLATED_FROM = 'translated_from';
/** Front matter key of the units acknowledged as behind their Korean source. */
export const TRANSLATION_PENDING = 'translation_pending';

/** A value per unit: the page's own text (title, description, text before the first heading) and its sections. */
export interface UnitValues<T> {
  readonly page?: T;
  /** By heading id, in the page's order. */
  readonly sections?: Readonly<Record<string, T>>;
}

/** An acknowledgement: on `since` (YYYY-MM-DD), the unit's source had the fingerprint `source` and was not translated. */
export interface Pending {
  readonly since: string;
  readonly source: string;
}

export interface TranslationRecord {
  readonly translatedFrom: UnitValues<string>;
  readonly pending: UnitValues<Pending>;
}

/** The first 8 hex digits of the SHA-256 of a unit's normalised text (scripts/i18n/text.ts). */
export const FINGERPRINT = /^[0-9a-f]{8}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDay(value: unknown): value is string {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

function unitValues<T>(
  value: unknown,
  key: string,
  read: (item: unknown, where: string) => T,
): {values: UnitValues<T>; problems: string[]} {
  if (value === undefined) return {values: {}, problems: []};
  if (!isObject(value)) return {values: {}, problems: [`${key} must be a map with "page" and "sections"`]};
  const problems: string[] = [];
  const unknownKeys = Object.keys(value).filter((name) => name !== 'page' && name !== 'sections');
  if (unknownKeys.length > 0) problems.push(`${key} has unknown keys: ${unknownKeys.join(', ')}`);
  const take = (item: unknown, where: string): T | undefined => {
    try {
      return read(item, where);
    } catch (error) {
      problems.push((error as Error).message);
      return undefined;
    }
  };
  const page = value.page === undefined ? undefined : take(value.page, `${key}.page`);
  let sections: Record<string, T> | undefined;
  if (value.sections !== undefined) {
    if (!isObject(value.sections)) problems.push(`${key}.sections must be a map of heading ids`);
    else {
      sections = {};
      for (const [id, item] of Object.entries(value.sections)) {
        const read = take(item, `${key}.sections.${id}`);
        if (read !== undefined) sections[id] = read;
      }
    }
  }
  return {values: {...(page === undefined ? {} : {page}), ...(sections ? {sections} : {})}, problems};
}

function fingerprint(item: unknown, where: string): string {
  if (typeof item !== 'string' || !FINGERPRINT.test(item))
    throw new Error(`${where} must be a fingerprint of 8 hex digits, not ${JSON.stringify(item)}`);
  return item;
}

function pending(item: unknown, where: string): Pending {
  if (!isObject(item)) throw new Error(`${where} must be {since: 'YYYY-MM-DD', source: <fingerprint>}`);
  // An unquoted date reaches Docusaurus's front matter parser (js-yaml) as a Date: the record quotes it.
  if (!isDay(item.since)) throw new Error(`${where}.since must be a quoted date 'YYYY-MM-DD'`);
  return {since: item.since, source: fingerprint(item.source, `${where}.source`)};
}

/** The page's record, read from its front matter; throws naming every malformed field. */
export function readTranslationRecord(frontMatter: Readonly<Record<string, unknown>>): TranslationRecord {
  const from = unitValues(frontMatter[TRANSLATED_FROM], TRANSLATED_FROM, fingerprint);
  const acknowledged = unitValues(frontMatter[TRANSLATION_PENDING], TRANSLATION_PENDING, pending);
  const problems = [...from.problems, ...acknowledged.problems];
  if (problems.length > 0) throw new Error(`malformed translation record: ${problems.join('; ')}`);
  return {translatedFrom: from.values, pending: acknowledged.values};
}
