import {SearchEngine} from '../../engine';
import {fetchSearchFiles, type SearchFileUrls} from './searchFiles';

const engines = new Map<string, Promise<SearchEngine>>();

/**
 * The search engine of a docs version's two files, loaded once per page; a failure is forgotten so that Retry
 * fetches again.
 */
export function loadEngine(urls: SearchFileUrls): Promise<SearchEngine> {
  const key = `${urls.index} ${urls.documents}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = fetchSearchFiles(urls).then(([index, documents]) => SearchEngine.fromJson(index, documents));
    engine.catch(() => engines.delete(key));
    engines.set(key, engine);
  }
  return engine;
}
