import {useMemo} from 'react';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isSharded, MANIFEST_META_NAME, type SearchManifest} from '../manifest';
import {cacheUntilFailure} from './cacheUntilFailure';

/** The search files of a docs version as URLs: the two files, or the sharded layout's meta file and base URL. */
export type SearchFileUrls =
  | {readonly kind: 'two-files'; readonly index: string; readonly documents: string}
  | {readonly kind: 'sharded'; readonly meta: string; readonly baseUrl: string};

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

/** The docs version the reader is in (or prefers), as the docs plugin tags it: docs-default-<version>. */
function useDocsVersion(): string {
  const {tags} = useContextualSearchFilters();
  const tag = tags.find((candidate) => candidate.startsWith('docs-default-'));
  return tag ? tag.slice('docs-default-'.length) : 'current';
}

/** What identifies a docs version's search files, for the caches of the requests and of the engine. */
export function searchFilesKey(urls: SearchFileUrls): string {
  return urls.kind === 'sharded' ? urls.meta : `${urls.index} ${urls.documents}`;
}

/** The URLs of the search files of the reader's docs version, or null when the page names none (dev server). */
export function useSearchFileUrls(): SearchFileUrls | null {
  const version = useDocsVersion();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  return useMemo(() => {
    // The manifest is in the server-rendered <head> and stays the same for the page's lifetime.
    const files = typeof document === 'undefined' ? undefined : readManifest(document)?.[version];
    if (!files) return null;
    return isSharded(files)
      ? {kind: 'sharded', meta: `${baseUrl}${files.shards}`, baseUrl}
      : {kind: 'two-files', index: `${baseUrl}${files.index}`, documents: `${baseUrl}${files.documents}`};
  }, [version, baseUrl]);
}

export async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** The texts of what `fetchSearchFiles` fetched, by layout. */
export type SearchFileTexts =
  | {readonly kind: 'two-files'; readonly index: string; readonly documents: string}
  | {readonly kind: 'sharded'; readonly meta: string; readonly baseUrl: string};

/**
 * Fetches what a first search needs whatever its query, once per page: the two files in parallel (the site's only
 * two search requests), or the sharded layout's meta file. The search box starts this on the reader's first
 * interaction, while the results panel's code is still on its way, and the panel then takes the same texts. A
 * failure is forgotten so that Retry fetches again.
 */
export const fetchSearchFiles: (urls: SearchFileUrls) => Promise<SearchFileTexts> = cacheUntilFailure(
  searchFilesKey,
  async (urls): Promise<SearchFileTexts> => {
    if (urls.kind === 'sharded') return {kind: 'sharded', meta: await fetchText(urls.meta), baseUrl: urls.baseUrl};
    const [index, documents] = await Promise.all([fetchText(urls.index), fetchText(urls.documents)]);
    return {kind: 'two-files', index, documents};
  },
);
