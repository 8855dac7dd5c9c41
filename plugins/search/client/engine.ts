/**
 * The query side of the search, shared by the browser (both layouts), the benches and the tests: MiniSearch's
 * search options, the query strategy (the sections a whole query is an exact key of first, then all words, any word
 * as a fallback, each word also through its synonyms) and page grouping, over an index loaded from the search files
 * (../format.ts).
 */
import MiniSearch, {type Options, type Query, type SearchOptions} from 'minisearch';
import {
  checkSerializationVersion,
  INDEX_OPTIONS,
  KEYS_FIELD,
  TEXT_FIELDS,
  type IndexedSection,
  type PageEntry,
  type SearchDocuments,
  type SectionEntry,
  type SerializedIndex,
} from '../format';
import {exactKey, isHangul, tokenizeQuery, type QueryWord} from '../tokenizer';
import {synonymsLookup, type Synonyms, type SynonymsOf} from './synonyms';

const LATIN_TERM = /^[a-z0-9\u00C0-\u024F_-]+$/;
const LETTERS_ONLY = /^[a-z\u00C0-\u024F]+$/;

/** Latin terms also match as a prefix (typing "deleg" finds delegateHost); a lone syllable prefixes bigrams. */
function prefix(term: string): boolean {
  return (LATIN_TERM.test(term) && term.length >= 2) || (term.length === 1 && isHangul(term));
}

/** One typo in a Latin word of 5 to 8 letters, two from 9; codes and identifiers with digits match exactly. */
function fuzzy(term: string): number | false {
  if (!LETTERS_ONLY.test(term) || term.length < 5) return false;
  return term.length >= 9 ? 2 : 1;
}

const SEARCH_OPTIONS: SearchOptions = {
  fields: [...TEXT_FIELDS],
  boost: {title: 3, heading: 2, text: 1},
  prefix,
  fuzzy,
  // Query leaves are single index terms already (see wordQuery).
  tokenize: (term) => [term],
  processTerm: (term) => term,
};

/** The index's options (../format.ts) with the query strategy's search options. */
export const MINISEARCH_OPTIONS: Options<IndexedSection> = {...INDEX_OPTIONS, searchOptions: SEARCH_OPTIONS};

/** The whole query as one term of the exact keys' field: found as typed or pasted, whatever its case. */
const EXACT_OPTIONS: SearchOptions = {
  fields: [KEYS_FIELD],
  prefix: false,
  fuzzy: false,
  tokenize: (query) => [query],
  processTerm: (term) => term,
};

/** All of a word's terms must match; an identifier also matches through all of its parts. */
function wordQuery(word: QueryWord): Query {
  const whole: Query = word.terms.length === 1 ? word.terms[0]! : {combineWith: 'AND', queries: [...word.terms]};
  if (word.parts.length < 2) return whole;
  return {combineWith: 'OR', queries: [whole, {combineWith: 'AND', queries: [...word.parts]}]};
}

export interface SectionHit {
  readonly id: number;
  readonly anchor: string;
  readonly heading: string;
  readonly text: string;
  readonly score: number;
}

export interface PageHit {
  readonly path: string;
  readonly title: string;
  readonly area: string;
  readonly sections: readonly SectionHit[];
}

export interface SearchOutcome {
  readonly words: readonly QueryWord[];
  readonly pages: readonly PageHit[];
}

/** A query's matches before their texts are looked up: pages by index, sections by id, in result order. */
export interface SearchMatch {
  readonly words: readonly QueryWord[];
  readonly pages: readonly {readonly page: number; readonly sections: readonly {id: number; score: number}[]}[];
}

export const MAX_PAGES = 8;
const MAX_SECTIONS_PER_PAGE = 3;

/**
 * The query strategy over a loaded index, for both layouts of the search data: `pageOf` says which page a
 * section id belongs to, and the section texts are looked up afterwards (see `fillMatch`), so the sharded layout
 * fetches only the texts of the sections it shows. `synonymsOf` gives a query word's alternatives.
 */
export class SearchMatcher {
  private readonly vocabulary: ReadonlySet<string>;

  constructor(
    private readonly index: MiniSearch<IndexedSection>,
    private readonly pageOf: (id: number) => number | undefined,
    vocabulary: Iterable<string>,
    private readonly synonymsOf: SynonymsOf,
  ) {
    this.vocabulary = new Set(vocabulary);
  }

  /**
   * A Hangul word's bigrams that occur somewhere in the docs. A bigram that occurs nowhere spans a space
   * the docs write (푸시알림 → 시알, for 푸시 알림) or is a typo, and would only make the word unmatchable.
   */
  private known(word: QueryWord): QueryWord {
    if (!word.hangul || word.terms.length < 2) return word;
    const terms = word.terms.filter((term) => this.vocabulary.has(term));
    return terms.length > 0 ? {...word, terms} : word;
  }

  /**
   * The sections the whole query is an exact key of (an error code or message pasted in: the row that documents
   * it), then the pages matching all query words (each also through its synonyms), or when none does, any of them.
   */
  match(query: string, maxPages = MAX_PAGES): SearchMatch {
    const words = tokenizeQuery(query);
    if (words.length === 0) return {words, pages: []};
    const key = exactKey(query);
    const exact = key === '' ? [] : this.index.search(key, EXACT_OPTIONS);
    const matchable = words.map((word) => this.known(word));
    const alternatives = matchable.map((word) =>
      this.synonymsOf(word.text).flatMap((synonym) =>
        tokenizeQuery(synonym).map((alternative) => this.known(alternative)),
      ),
    );
    let hits = this.index.search({
      combineWith: 'AND',
      queries: matchable.map((word, i) =>
        alternatives[i]!.length === 0
          ? wordQuery(word)
          : {combineWith: 'OR', queries: [wordQuery(word), ...alternatives[i]!.map(wordQuery)]},
      ),
    });
    if (hits.length === 0 && matchable.some((word) => word.terms.length + word.parts.length > 1)) {
      hits = this.index.search({
        combineWith: 'OR',
        queries: matchable.flatMap((word) => [...word.terms, ...word.parts]),
      });
    }
    const first = new Set(exact.map((hit) => hit.id));
    // The synonyms are highlighted in the results too: they are why a section matched.
    return {
      words: [...words, ...alternatives.flat()],
      pages: this.group([...exact, ...hits.filter((hit) => !first.has(hit.id))], maxPages),
    };
  }

  private group(hits: readonly {id: number; score: number}[], maxPages: number): SearchMatch['pages'] {
    const pages = new Map<number, {id: number; score: number}[]>();
    for (const {id, score} of hits) {
      const page = this.pageOf(id);
      if (page === undefined) continue;
      let sections = pages.get(page);
      if (!sections) {
        if (pages.size >= maxPages) continue;
        sections = [];
        pages.set(page, sections);
      }
      if (sections.length < MAX_SECTIONS_PER_PAGE) sections.push({id, score});
    }
    return [...pages].map(([page, sections]) => ({page, sections}));
  }
}

/** The outcome shown: a match with its pages' paths and titles and its sections' anchors, headings and texts. */
export function fillMatch(
  match: SearchMatch,
  pages: readonly PageEntry[],
  sectionOf: (id: number) => SectionEntry | undefined,
): SearchOutcome {
  return {
    words: match.words,
    pages: match.pages.map(({page, sections}) => {
      const [path, title, area] = pages[page]!;
      return {
        path,
        title,
        area,
        sections: sections.map(({id, score}) => {
          const [, anchor = '', heading = '', text = ''] = sectionOf(id) ?? [];
          return {id, anchor, heading, text, score};
        }),
      };
    }),
  };
}

/** The engine of the two-file layout: the whole index and document list, loaded at once. */
export class SearchEngine {
  private readonly matcher: SearchMatcher;

  constructor(
    index: MiniSearch<IndexedSection>,
    private readonly documents: SearchDocuments,
    vocabulary: Iterable<string>,
    synonyms: Synonyms,
  ) {
    this.matcher = new SearchMatcher(index, (id) => documents.sections[id]?.[0], vocabulary, synonymsLookup(synonyms));
  }

  static fromIndex(index: MiniSearch<IndexedSection>, documents: SearchDocuments, synonyms: Synonyms): SearchEngine {
    return SearchEngine.fromSerialized(index.toJSON(), documents, synonyms);
  }

  /**
   * Loads the two files as served (JSON text). No code is evaluated: both are plain data. Throws when the index is
   * of another MiniSearch serialization version than the one this code reads.
   */
  static fromJson(indexJson: string, documentsJson: string, synonyms: Synonyms): SearchEngine {
    return SearchEngine.fromSerialized(
      JSON.parse(indexJson) as SerializedIndex,
      JSON.parse(documentsJson) as SearchDocuments,
      synonyms,
    );
  }

  private static fromSerialized(
    serialized: SerializedIndex,
    documents: SearchDocuments,
    synonyms: Synonyms,
  ): SearchEngine {
    checkSerializationVersion(serialized, 'the search index');
    const vocabulary = serialized.index.map(([term]) => term);
    return new SearchEngine(MiniSearch.loadJS(serialized, MINISEARCH_OPTIONS), documents, vocabulary, synonyms);
  }

  search(query: string, maxPages = MAX_PAGES): SearchOutcome {
    return fillMatch(this.matcher.match(query, maxPages), this.documents.pages, (id) => this.documents.sections[id]);
  }
}
