import {SearchEngine, type SearchOutcome} from '../../engine';
import {ShardedSearch, type ShardedMeta} from '../../sharded';
import {cacheUntilFailure} from './cacheUntilFailure';
import {fetchSearchFiles, fetchText, searchFilesKey, type SearchFileUrls} from './searchFiles';

/** A docs version's search, whichever layout its files are in. */
export interface QueryEngine {
  /** The outcome of a query when everything it needs is loaded (always, with two files), else undefined. */
  loaded(query: string): SearchOutcome | undefined;
  /**
   * Fetches what a query needs (the sharded layout's shards and section chunks); rejects when a fetch fails.
   * `wanted` says whether the query is still the reader's: a query typed past stops loading early.
   */
  load(query: string, wanted: () => boolean): Promise<unknown>;
}

function twoFiles(engine: SearchEngine): QueryEngine {
  return {loaded: (query) => engine.search(query), load: () => Promise.resolve()};
}

function sharded(search: ShardedSearch): QueryEngine {
  return {loaded: (query) => search.loaded(query), load: (query, wanted) => search.search(query, undefined, wanted)};
}

/**
 * The search engine of a docs version's files, loaded once per page; a failure is forgotten so that Retry
 * fetches again.
 */
export const loadEngine: (urls: SearchFileUrls) => Promise<QueryEngine> = cacheUntilFailure(searchFilesKey, (urls) =>
  fetchSearchFiles(urls).then((texts) =>
    texts.kind === 'sharded'
      ? sharded(
          new ShardedSearch(JSON.parse(texts.meta) as ShardedMeta, (file) =>
            fetchText(`${texts.baseUrl}${file}`).then((text) => JSON.parse(text) as unknown),
          ),
        )
      : twoFiles(SearchEngine.fromJson(texts.index, texts.documents)),
  ),
);
