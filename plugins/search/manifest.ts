/** The names of the search files, per docs version, as the build writes them into every page's <head>. */
export const MANIFEST_META_NAME = 'nuri-search';

/** Docs version name → the two files' paths relative to the site's base URL. */
export type SearchManifest = Record<string, {documents: string; index: string}>;

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
