/**
 * The search engine shared by the build (which serializes the index), the browser and the benchmark:
 * MiniSearch options, the query strategy (all words first, any word as a fallback) and page grouping.
 */
import MiniSearch, {type Options, type Query, type SearchOptions} from 'minisearch';
import {isHangul, tokenizeForIndex, tokenizeQuery, type QueryWord} from './tokenizer';
import {synonymsOf} from './synonyms';

/** [path, page title, area] — the path includes the site's base URL. */
export type PageEntry = readonly [path: string, title: string, area: string];
/** [page index, anchor ('' for the page's introduction), section heading ('' for the introduction), text] */
export type SectionEntry = readonly [page: number, anchor: string, heading: string, text: string];

/** The document list file: the pages and their sections; a section's id in the index is its position. */
export interface SearchDocuments {
  readonly pages: readonly PageEntry[];
  readonly sections: readonly SectionEntry[];
}

export interface IndexedSection {
  readonly id: number;
  readonly title: string;
  readonly heading: string;
  readonly text: string;
}

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
  boost: {title: 3, heading: 2, text: 1},
  prefix,
  fuzzy,
  // Query leaves are single index terms already (see wordQuery).
  tokenize: (term) => [term],
  processTerm: (term) => term,
};

export const MINISEARCH_OPTIONS: Options<IndexedSection> = {
  idField: 'id',
  fields: ['title', 'heading', 'text'],
  storeFields: [],
  // Each term once per field: a term's frequency within a short section barely changes the ranking, and
  // leaving it out (every posting counts 1) takes an eighth off the index file.
  tokenize: (text) => [...new Set(tokenizeForIndex(text))],
  processTerm: (term) => term,
  searchOptions: SEARCH_OPTIONS,
};

/**
 * How much of each section's text the document list keeps for the result snippet: the index has the whole
 * text, the list only what a snippet shows, which keeps the list file small.
 */
export const LISTED_TEXT_LENGTH = 100;

/** The document list as written to its file: section texts cut to the snippet length. */
export function listedDocuments(documents: SearchDocuments): SearchDocuments {
  return {
    pages: documents.pages,
    sections: documents.sections.map(
      ([page, anchor, heading, text]) => [page, anchor, heading, text.slice(0, LISTED_TEXT_LENGTH)] as const,
    ),
  };
}

/** Builds the index of a document list (at build time). */
export function buildIndex(documents: SearchDocuments): MiniSearch<IndexedSection> {
  const index = new MiniSearch<IndexedSection>(MINISEARCH_OPTIONS);
  index.addAll(
    documents.sections.map(([page, , heading, text], id) => ({
      id,
      title: documents.pages[page]?.[1] ?? '',
      heading,
      text,
    })),
  );
  return index;
}

/**
 * The index file: MiniSearch's own serialization (`JSON.stringify` of the index, loaded with `loadJS`), so
 * neither side depends on its internal layout. A smaller hand-made encoding (gap-coded ids, no term
 * frequencies) was a quarter smaller in Brotli but cost the browser 3x the load time, rebuilding what
 * MiniSearch then rebuilt again: that load was most of the wait for a first result.
 */
export function serializeIndex(documents: SearchDocuments): string {
  return JSON.stringify(buildIndex(documents));
}

export type SerializedIndex = ReturnType<MiniSearch<IndexedSection>['toJSON']>;

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
 * fetches only the texts of the sections it shows.
 */
export class SearchMatcher {
  private readonly vocabulary: ReadonlySet<string>;

  constructor(
    private readonly index: MiniSearch<IndexedSection>,
    private readonly pageOf: (id: number) => number | undefined,
    vocabulary: Iterable<string>,
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

  /** Pages matching all query words (each also through its synonyms), or when none does, any of them. */
  match(query: string, maxPages = MAX_PAGES): SearchMatch {
    const words = tokenizeQuery(query);
    if (words.length === 0) return {words, pages: []};
    const matchable = words.map((word) => this.known(word));
    const alternatives = matchable.map((word) =>
      synonymsOf(word.text).flatMap((synonym) => tokenizeQuery(synonym).map((alternative) => this.known(alternative))),
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
    // The synonyms are highlighted in the results too: they are why a section matched.
    return {words: [...words, ...alternatives.flat()], pages: this.group(hits, maxPages)};
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
  ) {
    this.matcher = new SearchMatcher(index, (id) => documents.sections[id]?.[0], vocabulary);
  }

  static fromIndex(index: MiniSearch<IndexedSection>, documents: SearchDocuments): SearchEngine {
    return SearchEngine.fromSerialized(index.toJSON(), documents);
  }

  /** Loads the two files as served (JSON text). No code is evaluated: both are plain data. */
  static fromJson(indexJson: string, documentsJson: string): SearchEngine {
    return SearchEngine.fromSerialized(
      JSON.parse(indexJson) as SerializedIndex,
      JSON.parse(documentsJson) as SearchDocuments,
    );
  }

  private static fromSerialized(serialized: SerializedIndex, documents: SearchDocuments): SearchEngine {
    const vocabulary = serialized.index.map(([term]) => term);
    return new SearchEngine(MiniSearch.loadJS(serialized, MINISEARCH_OPTIONS), documents, vocabulary);
  }

  search(query: string, maxPages = MAX_PAGES): SearchOutcome {
    return fillMatch(this.matcher.match(query, maxPages), this.documents.pages, (id) => this.documents.sections[id]);
  }
}
