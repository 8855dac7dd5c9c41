/**
 * The two files' contents, built from a docs version's sections: the document list (section texts cut to what a
 * snippet shows) and MiniSearch's serialized index. The index file is MiniSearch's own serialization
 * (`JSON.stringify` of the index, loaded with `loadJS`), not a format of the site's: the sharded layout splits its
 * `index` entries, and the browser reads them as MiniSearch wrote them, so the site depends on that layout, which
 * `SERIALIZATION_VERSION` (../format.ts) names and both sides check. A smaller hand-made encoding (gap-coded ids,
 * no term frequencies) was a quarter smaller in Brotli but cost the browser three times the load time, rebuilding
 * what MiniSearch then rebuilt again: that load was most of the wait for a first result.
 */
import MiniSearch from 'minisearch';
import {checkSerializationVersion, INDEX_OPTIONS, type IndexedSection, type SearchDocuments} from '../format';
import {exactKey} from '../tokenizer';

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

/** Builds the index of a document list. */
export function buildIndex(documents: SearchDocuments): MiniSearch<IndexedSection> {
  const index = new MiniSearch<IndexedSection>(INDEX_OPTIONS);
  index.addAll(
    documents.sections.map(([page, , heading, text, keys = []], id) => ({
      id,
      title: documents.pages[page]?.[1] ?? '',
      heading,
      text,
      keys: [...new Set(keys.map(exactKey).filter(Boolean))].join('\n'),
    })),
  );
  return index;
}

/** The index file's content; throws if the installed MiniSearch writes another serialization version. */
export function serializeIndex(documents: SearchDocuments): string {
  const serialized = buildIndex(documents).toJSON();
  checkSerializationVersion(serialized, 'the search index being built');
  return JSON.stringify(serialized);
}
