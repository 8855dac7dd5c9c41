/**
 * The search files' format: what the post-build step (build/) writes and the browser (client/) reads, in both
 * layouts (the manifest that names the files is ./manifest.ts). The index files are MiniSearch's own serialization
 * (`toJSON`, read back with `loadJS`), and the sharded layout splits that serialization by term, so the site
 * depends on its layout: `minisearch` is pinned exactly in package.json, and both sides check the serialization
 * version (`checkSerializationVersion`).
 */
import type MiniSearch from 'minisearch';
import type {Options} from 'minisearch';
import {isHangul, tokenizeForIndex} from './tokenizer';

// ---------------------------------------------------------------- the document list

/** [path, page title, area] — the path includes the site's base URL. */
export type PageEntry = readonly [path: string, title: string, area: string];
/**
 * [page index, anchor ('' for the page's introduction), section heading ('' for the introduction), text, and the
 * phrases the section is the entry for, such as an error's code and message, which the index keys whole
 * (`exactKey`)]. The phrases go into the index only: the document list's entries have four items.
 */
export type SectionEntry = readonly [
  page: number,
  anchor: string,
  heading: string,
  text: string,
  keys?: readonly string[],
];

/** The document list file: the pages and their sections; a section's id in the index is its position. */
export interface SearchDocuments {
  readonly pages: readonly PageEntry[];
  readonly sections: readonly SectionEntry[];
}

// ---------------------------------------------------------------- the index

export interface IndexedSection {
  readonly id: number;
  readonly title: string;
  readonly heading: string;
  readonly text: string;
  /** The section's exact keys, one a line: each is a single term of the `keys` field. */
  readonly keys: string;
}

/** The field of the exact keys, which a query equal to one finds first (client/engine.ts). */
export const KEYS_FIELD = 'keys';

/** The fields words are searched in. */
export const TEXT_FIELDS = ['title', 'heading', 'text'] as const;

/** How sections are indexed: the build indexes with these options and the browser loads the index with them. */
export const INDEX_OPTIONS: Options<IndexedSection> = {
  idField: 'id',
  fields: [...TEXT_FIELDS, KEYS_FIELD],
  storeFields: [],
  // Each term once per field: a term's frequency within a short section barely changes the ranking, and
  // leaving it out (every posting counts 1) takes an eighth off the index file. A key is one term, whole.
  tokenize: (text, fieldName) =>
    fieldName === KEYS_FIELD ? text.split('\n').filter(Boolean) : [...new Set(tokenizeForIndex(text))],
  processTerm: (term) => term,
};

export type SerializedIndex = ReturnType<MiniSearch<IndexedSection>['toJSON']>;

/**
 * The version of MiniSearch's serialization this code writes and reads (`serializationVersion` of `toJSON`). A
 * MiniSearch release that changes the layout changes the version: the build then stops, and a browser given files
 * of another version says so instead of searching an index it misreads.
 */
export const SERIALIZATION_VERSION = 2;

/** Throws unless `serialized` (a whole index or the sharded meta file's part of one) is of SERIALIZATION_VERSION. */
export function checkSerializationVersion(serialized: {readonly serializationVersion?: unknown}, where: string): void {
  const version = serialized.serializationVersion;
  if (version !== SERIALIZATION_VERSION) {
    throw new Error(
      `${where}: MiniSearch serialization version ${JSON.stringify(version)}, but the search reads version ` +
        `${SERIALIZATION_VERSION} (minisearch is pinned in package.json: rebuild the search files with it, or ` +
        'update the search plugin for the new layout)',
    );
  }
}

// ---------------------------------------------------------------- the sharded layout

/**
 * The sharded layout of a docs version's search data, for docs too large for two files (see CONTRIBUTING,
 * "Search as the docs grow"):
 * - the meta file, fetched on first interaction: MiniSearch's serialization without its `index`, the pages, where
 *   each page's sections start, and the names of the other files;
 * - term shards: the `index` entries grouped by shard key (`shardKey`), several small keys to a file;
 * - section chunks: the document list's sections (snippet text, as in the two-file list), whole pages in order,
 *   about CHUNK_SECTIONS to a file: a query's results are on up to eight pages anywhere in the docs, so each
 *   usually needs its own chunk, and small chunks keep what a query shows cheap.
 */

/** A section chunk file holds whole pages in order until it has at least this many sections. */
export const CHUNK_SECTIONS = 16;

/** One term of MiniSearch's serialized index: the term and its postings per field. */
export type IndexEntry = SerializedIndex['index'][number];

/** MiniSearch's serialization minus `index`, with document ids 0..n-1 and no stored fields left implicit. */
export interface ShardedSerialization {
  readonly documentCount: number;
  readonly nextId: number;
  readonly fieldIds: SerializedIndex['fieldIds'];
  readonly averageFieldLength: SerializedIndex['averageFieldLength'];
  readonly dirtCount: number;
  readonly serializationVersion: number;
  /** Per section id: its title, heading and text lengths in terms (MiniSearch's `fieldLength`). */
  readonly fieldLength: readonly (readonly number[])[];
}

export interface ShardedMeta {
  readonly serialization: ShardedSerialization;
  readonly pages: readonly PageEntry[];
  /** The id of each page's first section: sections are numbered page by page. */
  readonly pageStarts: readonly number[];
  /** Shard key → index into `shardFiles`. A key that is not here has no term in the docs. */
  readonly shards: Readonly<Record<string, number>>;
  /** Paths relative to the site's base URL. */
  readonly shardFiles: readonly string[];
  /** Section chunk k holds the sections with ids from chunkStarts[k] to the next chunk's start. */
  readonly chunkFiles: readonly string[];
  readonly chunkStarts: readonly number[];
}

/** A term shard file: its keys' index entries. */
export type ShardFile = readonly (readonly [key: string, entries: readonly IndexEntry[]])[];

/**
 * The shard of an index term: its first syllable when Hangul (bigrams, and the lone syllables a one-syllable
 * query prefix-matches), else its first two characters. Every term a query term can match exactly or as a prefix
 * (client/engine.ts `prefix`: Latin terms from two characters, a lone syllable) starts with the query term's own key.
 */
export function shardKey(term: string): string {
  return isHangul(term.slice(0, 1)) ? term.slice(0, 1) : term.slice(0, 2);
}
