import {describe, expect, it} from 'vitest';
import {stripParticle, tokenizeForIndex, tokenizeQuery} from '../../plugins/search/tokenizer';

describe('index tokenizer', () => {
  it('turns a Hangul word into overlapping character bigrams', () => {
    expect(tokenizeForIndex('채팅방에서')).toEqual(['채팅', '팅방', '방에', '에서']);
  });

  it('keeps a lone one-syllable Hangul word whole', () => {
    expect(tokenizeForIndex('방 만들기')).toEqual(['방', '만들', '들기']);
  });

  it('keeps Latin and digit runs whole and lower-cased', () => {
    expect(tokenizeForIndex('Bearer JWT v1')).toEqual(['bearer', 'jwt', 'v1']);
  });

  it('indexes snake_case, kebab-case and camelCase identifiers whole and by part', () => {
    expect(tokenizeForIndex('room_status')).toEqual(['room_status', 'room', 'status']);
    expect(tokenizeForIndex('stop-record')).toEqual(['stop-record', 'stop', 'record']);
    expect(tokenizeForIndex('issueJoinToken')).toEqual(['issuejointoken', 'issue', 'join', 'token']);
  });

  it('keeps error codes as single exact terms', () => {
    expect(tokenizeForIndex('A011, T004 and FAILED_PRECONDITION')).toEqual([
      'a011',
      't004',
      'and',
      'failed_precondition',
      'failed',
      'precondition',
    ]);
  });

  it('splits mixed Hangul and Latin text at the script boundary, leaving out a particle glued to a Latin word', () => {
    expect(tokenizeForIndex('API를 호출')).toEqual(['api', '호출']);
    expect(tokenizeForIndex('SDK에서 를')).toEqual(['sdk', '에서', '를']);
  });

  it('drops markup characters, emoji and lone jamo', () => {
    expect(tokenizeForIndex('<script>😀 ㄱㄴ')).toEqual(['script']);
  });
});

describe('query tokenizer', () => {
  it('drops a trailing Korean particle when two syllables of stem remain', () => {
    expect(stripParticle('채팅방에서')).toBe('채팅방');
    expect(stripParticle('토큰을')).toBe('토큰');
    expect(stripParticle('방에')).toBe('방에');
  });

  it('gives each Hangul word its bigrams and each identifier its parts', () => {
    expect(tokenizeQuery('채팅방에서 roomStatus')).toEqual([
      {text: '채팅방', hangul: true, terms: ['채팅', '팅방'], parts: []},
      {text: 'roomstatus', hangul: false, terms: ['roomstatus'], parts: ['room', 'status']},
    ]);
  });

  it('reads no words from spaces, punctuation, emoji or lone jamo', () => {
    for (const query of ['     ', '.*+?^${}()|[]\\', '🚀🔥', 'ㄱㄴㄷ ㅏ']) expect(tokenizeQuery(query)).toEqual([]);
  });

  it('reads at most the first 200 characters and 12 distinct words of a query', () => {
    expect(tokenizeQuery('A011 '.repeat(500))).toHaveLength(1);
    expect(tokenizeQuery(Array.from({length: 50}, (_, i) => `word${i}`).join(' '))).toHaveLength(12);
    const long = tokenizeQuery('채'.repeat(1000));
    expect(long[0]!.text).toHaveLength(200);
  });
});
