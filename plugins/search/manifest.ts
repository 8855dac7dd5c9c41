/**
 * The names of the search files, per docs version, as the build writes them into every page's <head>: the one part
 * of the search data's format (./format.ts) the search box reads at start, so it imports nothing.
 */
export const MANIFEST_META_NAME = 'nuri-search';

/** The two files of a version (the specification's layout): paths relative to the site's base URL. */
export interface TwoFilesEntry {
  readonly documents: string;
  readonly index: string;
}

/** A version too large for two files: its sharded layout's meta file. */
export interface ShardedEntry {
  readonly shards: string;
}

export type SearchManifestEntry = TwoFilesEntry | ShardedEntry;

/** Docs version name → its search files. */
export type SearchManifest = Record<string, SearchManifestEntry>;

export function isSharded(entry: SearchManifestEntry): entry is ShardedEntry {
  return 'shards' in entry;
}
