/**
 * The snippet shown under a result: a window of the section text around the first match, cut into plain
 * and highlighted pieces. The index matches bigrams, not words, so highlighting looks for the query's own
 * substrings (its words, identifier parts and Hangul bigrams) in the text, longest first.
 */
import type {QueryWord} from '../../tokenizer';

export interface SnippetPiece {
  readonly text: string;
  readonly match: boolean;
}

const BEFORE = 30;
const LENGTH = 140;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The substrings of the text worth highlighting for these query words, longest first. */
export function highlightTerms(words: readonly QueryWord[]): string[] {
  const terms = new Set<string>();
  for (const word of words) {
    terms.add(word.text);
    for (const part of word.parts) terms.add(part);
    if (word.hangul) for (const term of word.terms) terms.add(term);
  }
  return [...terms].filter((term) => term.length > 0).sort((a, b) => b.length - a.length);
}

/** Splits text into plain and matching pieces (case-insensitive); the pieces join back to the text. */
export function highlight(text: string, terms: readonly string[]): SnippetPiece[] {
  if (terms.length === 0 || text === '') return text === '' ? [] : [{text, match: false}];
  const pattern = new RegExp(terms.map(escapeRegExp).join('|'), 'giu');
  const pieces: SnippetPiece[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index ?? 0;
    if (start > last) pieces.push({text: text.slice(last, start), match: false});
    pieces.push({text: found[0], match: true});
    last = start + found[0].length;
  }
  if (last < text.length) pieces.push({text: text.slice(last), match: false});
  return pieces;
}

/** A short window of the text starting a little before its first match, highlighted. */
export function snippet(text: string, terms: readonly string[]): SnippetPiece[] {
  const lower = text.toLowerCase();
  const first = Math.min(
    ...terms.map((term) => lower.indexOf(term.toLowerCase())).filter((index) => index >= 0),
    Infinity,
  );
  const start = Number.isFinite(first) ? Math.max(0, first - BEFORE) : 0;
  const end = Math.min(text.length, start + LENGTH);
  const window = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return highlight(window, terms);
}
