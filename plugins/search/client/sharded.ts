/**
 * The browser's search of a docs version written in the sharded layout (../format.ts): it fetches only what a
 * query needs and searches it with the same query strategy as the two files (SearchMatcher).
 */
import MiniSearch from 'minisearch';
import {
  checkSerializationVersion,
  type IndexEntry,
  type IndexedSection,
  type SectionEntry,
  type SerializedIndex,
  shardKey,
  type ShardedMeta,
  type ShardFile,
} from '../format';
import {exactKey, tokenizeQuery} from '../tokenizer';
import {cacheUntilFailure} from './cacheUntilFailure';
import {fillMatch, MAX_PAGES, MINISEARCH_OPTIONS, SearchMatcher, type SearchMatch, type SearchOutcome} from './engine';
import {synonymsLookup, type Synonyms, type SynonymsOf} from './synonyms';

/**
 * The shard keys a query needs: of every term and part of its words and of their synonyms' words, and of the whole
 * query as an exact key.
 */
export function queryKeys(query: string, synonymsOf: SynonymsOf): string[] {
  const words = tokenizeQuery(query);
  const all = [
    ...words,
    ...words.flatMap((word) => synonymsOf(word.text).flatMap((synonym) => tokenizeQuery(synonym))),
  ];
  const key = exactKey(query);
  const terms = [...all.flatMap((word) => [...word.terms, ...word.parts]), ...(key === '' ? [] : [key])];
  return [...new Set(terms.map(shardKey))].sort();
}

/** The run (page, chunk) a section id belongs to, from where the runs start: the last starting at or before it. */
export function runOf(starts: readonly number[], id: number): number | undefined {
  if (id < 0 || starts.length === 0 || id < starts[0]!) return undefined;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= id) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Loads a file of the sharded layout by its path in the meta file (the browser fetches, tests read files). */
export type LoadFile = (file: string) => Promise<unknown>;

/** Index builds kept for recent key sets: typing one word goes through a few. */
const MATCHERS_KEPT = 8;

/**
 * The search of a sharded docs version. `search` fetches what a query needs (its terms' shards, then the chunks of
 * the sections it shows); `loaded` answers at once when all of that is in, which is how the panel shows results
 * without waiting a tick. A query's index holds exactly its keys' shards, whatever earlier queries loaded, so a
 * query's results never depend on what was typed before.
 */
export class ShardedSearch {
  private readonly shardEntries = new Map<string, readonly IndexEntry[]>();
  private readonly chunks = new Map<number, readonly SectionEntry[]>();
  private readonly matchers = new Map<string, SearchMatcher>();
  private lastMatch: {id: string; match: SearchMatch} | undefined;
  private readonly documentIds: Record<number, number>;
  private readonly fieldLength: Record<number, readonly number[]>;
  /** A file once per search, unless it fails: a failed load is forgotten so that Retry fetches it again. */
  private readonly file: (path: string) => Promise<unknown>;
  private readonly synonymsOf: SynonymsOf;

  /** Throws when the meta file is of another MiniSearch serialization version than the one this code reads. */
  constructor(
    private readonly meta: ShardedMeta,
    loadFile: LoadFile,
    synonyms: Synonyms,
  ) {
    checkSerializationVersion(meta.serialization, 'the sharded search index');
    this.synonymsOf = synonymsLookup(synonyms);
    this.file = cacheUntilFailure((path: string) => path, loadFile);
    this.documentIds = Object.fromEntries(meta.serialization.fieldLength.map((_, id) => [id, id]));
    this.fieldLength = Object.fromEntries(meta.serialization.fieldLength.map((lengths, id) => [id, lengths]));
  }

  private missingShards(keys: readonly string[]): number[] {
    const files = keys.filter((key) => !this.shardEntries.has(key) && key in this.meta.shards);
    return [...new Set(files.map((key) => this.meta.shards[key]!))];
  }

  private matcher(keys: readonly string[]): SearchMatcher {
    const id = keys.join(' ');
    let matcher = this.matchers.get(id);
    if (matcher) return matcher;
    const index = keys.flatMap((key) => this.shardEntries.get(key) ?? []);
    const miniSearch = MiniSearch.loadJS<IndexedSection>(
      {
        // The meta file's per-section field lengths are an array; MiniSearch reads them by document id.
        ...this.meta.serialization,
        documentIds: this.documentIds,
        fieldLength: this.fieldLength,
        storedFields: {},
        index,
      } as unknown as SerializedIndex,
      MINISEARCH_OPTIONS,
    );
    matcher = new SearchMatcher(
      miniSearch,
      (section) => runOf(this.meta.pageStarts, section),
      index.map(([term]) => term),
      this.synonymsOf,
    );
    if (this.matchers.size >= MATCHERS_KEPT) this.matchers.delete(this.matchers.keys().next().value!);
    this.matchers.set(id, matcher);
    return matcher;
  }

  private missingChunks(match: SearchMatch): number[] {
    const ids = match.pages.flatMap((page) => page.sections.map((section) => section.id));
    return [...new Set(ids.map((id) => runOf(this.meta.chunkStarts, id) ?? 0))].filter(
      (chunk) => !this.chunks.has(chunk),
    );
  }

  private sectionOf(id: number): SectionEntry | undefined {
    const chunk = runOf(this.meta.chunkStarts, id);
    return chunk === undefined ? undefined : this.chunks.get(chunk)?.[id - this.meta.chunkStarts[chunk]!];
  }

  /** The query's match over its keys' shards, kept for the last query (the panel asks for it twice). */
  private match(query: string, keys: readonly string[], maxPages: number): SearchMatch {
    const id = `${maxPages} ${query}`;
    if (this.lastMatch?.id !== id) this.lastMatch = {id, match: this.matcher(keys).match(query, maxPages)};
    return this.lastMatch.match;
  }

  /** The outcome of a query if everything it needs is loaded, else undefined. */
  loaded(query: string, maxPages = MAX_PAGES): SearchOutcome | undefined {
    const keys = queryKeys(query, this.synonymsOf);
    if (this.missingShards(keys).length > 0) return undefined;
    const match = this.match(query, keys, maxPages);
    if (this.missingChunks(match).length > 0) return undefined;
    return fillMatch(match, this.meta.pages, (id) => this.sectionOf(id));
  }

  /**
   * Fetches what a query needs, then answers it. `wanted` says whether the query is still the reader's: once it is
   * not (the reader typed on), the search stops before matching and fetching sections, and answers undefined.
   */
  async search(query: string, maxPages = MAX_PAGES, wanted = () => true): Promise<SearchOutcome | undefined> {
    const keys = queryKeys(query, this.synonymsOf);
    await Promise.all(
      this.missingShards(keys).map(async (file) => {
        const shard = (await this.file(this.meta.shardFiles[file]!)) as ShardFile;
        for (const [key, entries] of shard) this.shardEntries.set(key, entries);
      }),
    );
    if (!wanted()) return undefined;
    const match = this.match(query, keys, maxPages);
    await Promise.all(
      this.missingChunks(match).map(async (chunk) => {
        this.chunks.set(chunk, (await this.file(this.meta.chunkFiles[chunk]!)) as SectionEntry[]);
      }),
    );
    return fillMatch(match, this.meta.pages, (id) => this.sectionOf(id));
  }
}
