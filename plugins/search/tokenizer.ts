/**
 * The search tokenizer, shared by the build-time indexer and the browser so both see the same terms.
 *
 * Korean is agglutinative (채팅방에서 = 채팅방 + 에서) and often written with or without spaces, so
 * Hangul is indexed as overlapping character bigrams: 채팅방에서 → 채팅 팅방 방에 에서. A query
 * then matches whatever particle follows the stem. Latin and digit runs stay whole, lower-cased, and
 * identifiers also yield their parts (room_status → room_status room status, createRoom → createroom
 * create room), so error codes (A011, FAILED_PRECONDITION) are single exact terms.
 */
import {MAX_QUERY_LENGTH} from './limits';

/** A Hangul syllable run, or a Latin/digit run with inner `_` or `-` joints. */
const WORD = /[\uAC00-\uD7A3]+|[A-Za-z0-9\u00C0-\u024F]+(?:[_-]+[A-Za-z0-9\u00C0-\u024F]+)*/g;
const HANGUL = /^[\uAC00-\uD7A3]+$/;
/** camelCase and PascalCase humps: issueJoinToken → issue Join Token; HTTPStatus → HTTP Status. */
const HUMP = /[A-Z]+(?![a-z])|[A-Z]?[a-z\u00C0-\u024F]+/g;
/** A piece with a digit is a code or a version (A011, v1, p12) and is never split. */
const DIGIT = /[0-9]/;

export function isHangul(term: string): boolean {
  return HANGUL.test(term);
}

function normalize(text: string): string {
  return text.normalize('NFKC');
}

/** Overlapping character pairs of a Hangul word; a one-syllable word stays whole. */
export function hangulBigrams(word: string): string[] {
  if (word.length < 2) return [word];
  const bigrams: string[] = [];
  for (let i = 0; i < word.length - 1; i += 1) bigrams.push(word.slice(i, i + 2));
  return bigrams;
}

/** A Latin/digit word lower-cased, then its snake, kebab and camel parts (each once, whole word first). */
export function latinTerms(word: string): string[] {
  const whole = word.toLowerCase();
  const parts = word
    .split(/[_-]+/)
    .flatMap((piece) => (DIGIT.test(piece) ? [piece] : (piece.match(HUMP) ?? [])))
    .map((part) => part.toLowerCase());
  return [...new Set([whole, ...parts])];
}

/** The words of a text in order: Hangul runs and Latin/digit identifiers (everything else separates). */
export function words(text: string): string[] {
  return normalize(text).match(WORD) ?? [];
}

/**
 * Index-time terms: Hangul bigrams, and Latin terms with their identifier parts. A single syllable glued
 * to a Latin word is its particle (API를, JWT로), not a word, and is left out.
 */
export function tokenizeForIndex(text: string): string[] {
  const terms: string[] = [];
  let latinEnd = -1;
  for (const match of normalize(text).matchAll(WORD)) {
    const word = match[0];
    const start = match.index ?? 0;
    if (!isHangul(word)) {
      terms.push(...latinTerms(word));
      latinEnd = start + word.length;
    } else if (word.length > 1 || start !== latinEnd) {
      terms.push(...hangulBigrams(word));
    }
  }
  return terms;
}

/**
 * A whole phrase as an exact key (an error code, an error's message): trimmed of the quotes and punctuation a
 * pasted message brings along, its spaces collapsed, lower-cased. Both sides key with it: the build the phrases a
 * section documents, the browser the whole query; '' when nothing is left.
 */
export function exactKey(text: string): string {
  return normalize(text.slice(0, MAX_QUERY_LENGTH))
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** Korean particles and endings a reader types after a noun (longest first); queries drop them. */
const PARTICLES = [
  '에서는',
  '에서도',
  '으로는',
  '으로도',
  '에게서',
  '이라는',
  '이란',
  '에서',
  '으로',
  '에게',
  '까지',
  '부터',
  '처럼',
  '보다',
  '하고',
  '이나',
  '에는',
  '와의',
  '과의',
  '하기',
  '하는',
  '하려면',
  '을',
  '를',
  '이',
  '가',
  '은',
  '는',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '만',
].sort((a, b) => b.length - a.length);

/** A Hangul query word without its trailing particle, when at least two syllables of stem remain. */
export function stripParticle(word: string): string {
  for (const particle of PARTICLES) {
    if (word.endsWith(particle) && word.length - particle.length >= 2) return word.slice(0, -particle.length);
  }
  return word;
}

/** One word of a query and the index terms that must all match for the word to match. */
export interface QueryWord {
  /** The word as the reader wrote it (for highlighting), particle removed. */
  readonly text: string;
  readonly hangul: boolean;
  /** Hangul: the word's bigrams. Latin: the whole identifier. */
  readonly terms: readonly string[];
  /** Latin identifiers only: their parts, an alternative match when the whole form is not indexed. */
  readonly parts: readonly string[];
}

const MAX_QUERY_WORDS = 12;

/** Splits a query into words, each with its index terms. Lone jamo, emoji and punctuation are dropped. */
export function tokenizeQuery(query: string): QueryWord[] {
  const result: QueryWord[] = [];
  const seen = new Set<string>();
  for (const word of words(query.slice(0, MAX_QUERY_LENGTH))) {
    if (result.length >= MAX_QUERY_WORDS) break;
    if (isHangul(word)) {
      const stem = stripParticle(word);
      if (seen.has(stem)) continue;
      seen.add(stem);
      result.push({text: stem, hangul: true, terms: hangulBigrams(stem), parts: []});
    } else {
      const [whole = '', ...parts] = latinTerms(word);
      if (seen.has(whole)) continue;
      seen.add(whole);
      result.push({text: whole, hangul: false, terms: [whole], parts});
    }
  }
  return result;
}
