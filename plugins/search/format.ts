/** The names of the search files, per docs version, as the build writes them into every page's <head>. */
export const MANIFEST_META_NAME = 'nuri-search';

/** The two files of a version (the specification's layout): paths relative to the site's base URL. */
export interface TwoFilesEntry {
  readonly documents: string;
  readonly index: string;
}

/** A version too large for two files: its sharded layout's meta file (plugins/search/sharded.ts). */
export interface ShardedEntry {
  readonly shards: string;
}

export type SearchManifestEntry = TwoFilesEntry | ShardedEntry;

/** Docs version name → its search files. */
export type SearchManifest = Record<string, SearchManifestEntry>;

export function isSharded(entry: SearchManifestEntry): entry is ShardedEntry {
  return 'shards' in entry;
}

/** The manifest of the page the browser loaded, or null when the page has none (e.g. the dev server). */
export function readManifest(document: Document): SearchManifest | null {
  const content = document.querySelector(`meta[name="${MANIFEST_META_NAME}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    return JSON.parse(content) as SearchManifest;
  } catch {
    return null;
  }
}
