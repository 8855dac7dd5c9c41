import {SearchEngine} from '../../engine';
import {cacheUntilFailure} from './cacheUntilFailure';
import {fetchSearchFiles, searchFilesKey, type SearchFileUrls} from './searchFiles';

/**
 * The search engine of a docs version's two files, loaded once per page; a failure is forgotten so that Retry
 * fetches again.
 */
export const loadEngine: (urls: SearchFileUrls) => Promise<SearchEngine> = cacheUntilFailure(searchFilesKey, (urls) =>
  fetchSearchFiles(urls).then(([index, documents]) => SearchEngine.fromJson(index, documents)),
);
