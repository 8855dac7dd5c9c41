import {describe, expect, it} from 'vitest';
import {highlight, highlightTerms, snippet} from '../../plugins/search/theme/SearchBar/snippet';
import {tokenizeQuery} from '../../plugins/search/tokenizer';

describe('search snippets', () => {
  it('highlights the query’s own substrings, longest first, case-insensitively', () => {
    const terms = highlightTerms(tokenizeQuery('채팅방에서 roomStatus'));
    expect(terms.slice(0, 2)).toEqual(['roomstatus', 'status']);
    expect(highlight('오픈 채팅방과 Room_Status', terms)).toEqual([
      {text: '오픈 ', match: false},
      {text: '채팅방', match: true},
      {text: '과 ', match: false},
      {text: 'Room', match: true},
      {text: '_', match: false},
      {text: 'Status', match: true},
    ]);
  });

  it('treats regular-expression characters in the text and query as plain text', () => {
    expect(highlight('a.*b (x)', ['.*', '(x)'])).toEqual([
      {text: 'a', match: false},
      {text: '.*', match: true},
      {text: 'b ', match: false},
      {text: '(x)', match: true},
    ]);
  });

  it('starts the snippet shortly before the first match and marks the cuts', () => {
    const text = `${'가'.repeat(300)} A011 ${'나'.repeat(300)}`;
    const pieces = snippet(text, ['a011']);
    expect(pieces[0]!.text.startsWith('…')).toBe(true);
    expect(pieces.find((piece) => piece.match)?.text).toBe('A011');
    expect(pieces.at(-1)!.text.endsWith('…')).toBe(true);
  });

  it('shows the start of the text when nothing matches', () => {
    expect(snippet('짧은 글', ['없음'])).toEqual([{text: '짧은 글', match: false}]);
  });
});
