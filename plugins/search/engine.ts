/**
 * The search engine shared by the build (which serializes the index), the browser and the benchmark:
 * MiniSearch options, the query strategy (all words first, any word as a fallback) and page grouping.
 */
import MiniSearch, {type Options, type Query, type SearchOptions} from 'minisearch';
import {isHangul, tokenizeForIndex, tokenizeQuery, type QueryWord} from './tokenizer';

/** [path, page title, area] — the path includes the site's base URL. */
export type PageEntry = readonly [path: string, title: string, area: string];
/** [page index, anchor ('' for the page's introduction), section heading ('' for the introduction), text] */
export type SectionEntry = readonly [page: number, anchor: string, heading: string, text: string];

/** The document list file: the pages and their sections; a section's id in the index is its position. */
export interface SearchDocuments {
  readonly pages: readonly PageEntry[];
  readonly sections: readonly SectionEntry[];
}

interface IndexedSection {
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
  tokenize: tokenizeForIndex,
  processTerm: (term) => term,
  searchOptions: SEARCH_OPTIONS,
};

/** Builds the index of a document list (at build time). */
export function buildIndex(documents: SearchDocuments): MiniSearch<IndexedSection> {
  const index = new MiniSearch<IndexedSection>(MINISEARCH_OPTIONS);
  index.addAll(
    documents.sections.map(([page, , heading, text], id) => ({id, title: documents.pages[page]?.[1] ?? '', heading, text})),
  );
  return index;
}

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

export const MAX_PAGES = 8;
const MAX_SECTIONS_PER_PAGE = 3;

export class SearchEngine {
  constructor(
    private readonly index: MiniSearch<IndexedSection>,
    private readonly documents: SearchDocuments,
  ) {}

  /** Loads the two files as served (JSON text). No code is evaluated: both are plain data. */
  static fromJson(indexJson: string, documentsJson: string): SearchEngine {
    return new SearchEngine(MiniSearch.loadJSON<IndexedSection>(indexJson, MINISEARCH_OPTIONS), JSON.parse(documentsJson) as SearchDocuments);
  }

  /** Pages matching all query words, or when none does, any of them; best page first. */
  search(query: string, maxPages = MAX_PAGES): SearchOutcome {
    const words = tokenizeQuery(query);
    if (words.length === 0) return {words, pages: []};
    let hits = this.index.search({combineWith: 'AND', queries: words.map(wordQuery)});
    if (hits.length === 0 && words.some((word) => word.terms.length + word.parts.length > 1)) {
      hits = this.index.search({combineWith: 'OR', queries: words.flatMap((word) => [...word.terms, ...word.parts])});
    }
    return {words, pages: this.group(hits, maxPages)};
  }

  private group(hits: readonly {id: number; score: number}[], maxPages: number): PageHit[] {
    const pages = new Map<number, SectionHit[]>();
    for (const {id, score} of hits) {
      const section = this.documents.sections[id];
      if (!section) continue;
      const [page, anchor, heading, text] = section;
      let sections = pages.get(page);
      if (!sections) {
        if (pages.size >= maxPages) continue;
        sections = [];
        pages.set(page, sections);
      }
      if (sections.length < MAX_SECTIONS_PER_PAGE) sections.push({id, anchor, heading, text, score});
    }
    return [...pages].map(([page, sections]) => {
      const [path, title, area] = this.documents.pages[page]!;
      return {path, title, area, sections};
    });
  }
}
