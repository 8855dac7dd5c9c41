import type {ShardedMeta} from '../format';
import {cacheUntilFailure} from './cacheUntilFailure';
import {SearchEngine, type SearchOutcome} from './engine';
import {ShardedSearch} from './sharded';
import type {Synonyms} from './synonyms';
import {fetchSearchFiles, fetchText, searchFilesKey, type SearchFileUrls} from './searchFiles';

/**
 * A docs version's search, whichever layout its files are in: a store the panel reads with useSyncExternalStore.
 * `loaded` is its snapshot for a query, the same object until files arrive.
 */
export interface QueryEngine {
  /** The outcome of a query when everything it needs is loaded (always, with two files), else undefined. */
  loaded(query: string): SearchOutcome | undefined;
  /**
   * Fetches what a query needs (the sharded layout's shards and section chunks); rejects when a fetch fails.
   * `wanted` says whether the query is still the reader's: a query typed past stops loading early.
   */
  load(query: string, wanted: () => boolean): Promise<unknown>;
  /** Calls `listener` when files have arrived (what `loaded` answers may have changed); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * A QueryEngine over a layout's `outcome` and `fetch`: keeps the last query's outcome (a snapshot must not change
 * between two reads) and forgets it, and tells the subscribers, when a fetch has brought files in.
 */
function queryEngine(
  outcome: (query: string) => SearchOutcome | undefined,
  fetch: (query: string, wanted: () => boolean) => Promise<unknown>,
): QueryEngine {
  const listeners = new Set<() => void>();
  let last: {query: string; outcome: SearchOutcome | undefined} | undefined;
  return {
    loaded(query) {
      if (last?.query !== query) last = {query, outcome: outcome(query)};
      return last.outcome;
    },
    load: (query, wanted) =>
      fetch(query, wanted).then(() => {
        last = undefined;
        for (const listener of listeners) listener();
      }),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const twoFiles = (engine: SearchEngine): QueryEngine =>
  queryEngine(
    (query) => engine.search(query),
    () => Promise.resolve(),
  );

const sharded = (search: ShardedSearch): QueryEngine =>
  queryEngine(
    (query) => search.loaded(query),
    (query, wanted) => search.search(query, undefined, wanted),
  );

/** What a docs version's search is made of: its files and the site's synonyms. */
export interface EngineSource {
  readonly urls: SearchFileUrls;
  readonly synonyms: Synonyms;
}

/**
 * The search engine of a docs version's files, loaded once per page; a failure (a file that cannot be fetched, or
 * an index of another MiniSearch serialization version) is forgotten so that Retry fetches again.
 */
export const loadEngine: (source: EngineSource) => Promise<QueryEngine> = cacheUntilFailure(
  ({urls}) => searchFilesKey(urls),
  ({urls, synonyms}) =>
    fetchSearchFiles(urls).then((texts) =>
      texts.kind === 'sharded'
        ? sharded(
            new ShardedSearch(
              JSON.parse(texts.meta) as ShardedMeta,
              (file) => fetchText(`${texts.baseUrl}${file}`).then((text) => JSON.parse(text) as unknown),
              synonyms,
            ),
          )
        : twoFiles(SearchEngine.fromJson(texts.index, texts.documents, synonyms)),
    ),
);
