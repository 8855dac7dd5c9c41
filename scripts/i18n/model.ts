/**
 * Translation units and their states. A unit is a piece of source text with one translation: an English doc
 * page's own text (title, sidebar label, description, the text before its first heading) and each of its
 * sections, each entry of a Korean overlay, each UI message. Its record says which source text (by fingerprint)
 * the translation was made from, and, when an author has acknowledged it as behind, since when and for which
 * source text. A translation file (an English page, an overlay, the English UI messages) holds the records of its
 * units and writes them back.
 */
import type {Pending} from '../../plugins/translation-status/record';

export type {Pending};

export const KINDS = ['page', 'section', 'overlay', 'message'] as const;
export type Kind = (typeof KINDS)[number];

export const KIND_NAMES: Record<Kind, string> = {
  page: 'pages',
  section: 'sections',
  overlay: 'overlay entries',
  message: 'UI messages',
};

/** What a unit's record holds. */
export interface UnitRecord {
  /** The fingerprint of the source text the translation was made from. */
  readonly recorded?: string;
  /** That source text, normalised, as kept beside the record. */
  readonly snapshot?: string;
  readonly pending?: Pending;
}

export interface Unit extends UnitRecord {
  readonly kind: Kind;
  /** Its name within its translation file: `page`, a heading id, an overlay target, a message id. */
  readonly key: string;
  /** How a reader names it: a heading's text, a target, a message id. */
  readonly label: string;
  /** The source file, relative to the site's root. */
  readonly source: string;
  /** The source text now, normalised, and its fingerprint. */
  readonly text: string;
  readonly fingerprint: string;
  /** Whether the translation exists (an English page with that heading, an entry in the messages file). */
  readonly translated: boolean;
}

/** A translation file, named cheaply; `load` reads its units (parsing its pages or extracting its messages). */
export interface TranslationFile {
  /** The translation's file, relative to the site's root: what `i18n:pending` and `i18n:sync` are given. */
  readonly path: string;
  /** Other names the file answers to (its source file, its routes, a doc's id). */
  readonly aliases: readonly string[];
  load(): Promise<Translation>;
}

export interface Translation {
  readonly units: readonly Unit[];
  /** Writes the records of the file's units, by unit key (a unit left out loses its record). Throws when it cannot. */
  write(records: ReadonlyMap<string, UnitRecord>): Promise<void>;
}

export const STATES = ['up to date', 'pending', 'behind', 'unrecorded', 'missing'] as const;
export type State = (typeof STATES)[number];

/**
 * `up to date`: translated from the source text as it is; `pending`: behind, and acknowledged for the source
 * text as it is; `behind`: translated from another source text (or acknowledged for one); `unrecorded`:
 * translated, with no record of what from; `missing`: not translated.
 */
export function stateOf(unit: Unit): State {
  if (unit.pending) return unit.pending.source === unit.fingerprint ? 'pending' : 'behind';
  if (!unit.translated) return 'missing';
  if (unit.recorded === undefined) return 'unrecorded';
  return unit.recorded === unit.fingerprint ? 'up to date' : 'behind';
}

/** The states that fail `npm run i18n:status`: all but `up to date` and `pending`. */
export const failing = (state: State): boolean => state !== 'up to date' && state !== 'pending';

/** The record that marks a unit current: its source text as it is now. */
export const currentRecord = (unit: Unit): UnitRecord => ({recorded: unit.fingerprint, snapshot: unit.text});

/** The record a unit has now. */
export const recordOf = ({recorded, snapshot, pending}: Unit): UnitRecord => ({recorded, snapshot, pending});
