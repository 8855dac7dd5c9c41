import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {SYNONYMS} from '../../config/synonyms';
import {buildIndex, listedDocuments, serializeIndex} from '../../plugins/search/build/searchIndex';
import {SearchEngine} from '../../plugins/search/client/engine';
import {SERIALIZATION_VERSION, type SearchDocuments} from '../../plugins/search/format';
import {ROOT} from '../support/site';

const documents: SearchDocuments = {
  pages: [
    ['/console-push-troubleshooting', '푸시 문제 해결', '푸시 알림'],
    ['/api-media-concept', '미디어 핵심 개념', '미디어'],
    ['/console-chat-open-chat', '오픈 채팅', '채팅'],
    ['/restAPI/media-rest-api', '미디어 REST API 레퍼런스', '미디어 REST API'],
    ['/console-push-notification', '푸시 알림 서비스 개요', '푸시 알림'],
    ['/restAPI/reference', 'REST API 레퍼런스', 'REST API'],
    ['/chat-server-api', '채팅 서버 API 가이드', '채팅'],
  ],
  sections: [
    [0, 'a011', 'A011', '예약 시간이 현재보다 이르면 등록할 수 없습니다. A010과 다릅니다.'],
    [0, 't004', 'T004', '토큰을 찾을 수 없습니다.'],
    [1, 'room-status', '회의실 상태', 'room_status 값은 RESERVED, MEETING, ENDED 중 하나입니다.'],
    [2, '', '', '누구나 찾아서 참여할 수 있는 오픈 채팅방을 만듭니다.'],
    [
      3,
      'operation/delegateHost',
      'Delegate the host',
      'delegateHost POST /v1/rooms/{roomId}/delegate 방장을 다른 참석자에게 위임합니다.',
    ],
    [3, 'operation/createRoom', 'Create a room', 'createRoom POST /v1/rooms 회의실을 만듭니다.'],
    [4, '', '', '안드로이드와 iOS 앱에 푸시 알림을 보냅니다.'],
    [5, 'error/A011', '422 오류 코드: A011', '현재보다 이른 시각은 등록할 수 없습니다.', ['A011']],
    [
      5,
      'error/404-this-chatroom-is-not-found',
      '404 메시지: This chatroom is not found',
      '채팅방이 존재하지 않습니다.',
      ['This chatroom is not found'],
    ],
    [6, 'chat-404', '404 This chatroom is not found', '방이 없으면 join, exit 요청이 404로 끝납니다.'],
  ],
};

const engine = SearchEngine.fromIndex(buildIndex(documents), documents, SYNONYMS);
const pages = (query: string) => engine.search(query).pages.map((page) => page.path);

const first = (query: string) => {
  const [page] = engine.search(query).pages;
  return page && `${page.path}#${page.sections[0]!.anchor}`;
};

describe('search engine', () => {
  it('finds a page by an error code, exactly', () => {
    expect(pages('A011')).toEqual(['/restAPI/reference', '/console-push-troubleshooting']);
    expect(engine.search('A011').pages[1]!.sections.map((section) => section.anchor)).toEqual(['a011']);
  });

  it('finds the row that documents a code or message first, typed in any case or pasted with quotes', () => {
    for (const query of ['A011', 'a011', ' A011. ', '`A011`'])
      expect(first(query), query).toBe('/restAPI/reference#error/A011');
    for (const query of ['This chatroom is not found', 'this chatroom IS NOT found', '"This chatroom is not found"'])
      expect(first(query), query).toBe('/restAPI/reference#error/404-this-chatroom-is-not-found');
    // The section named for it comes next, as the words rank it.
    expect(engine.search('This chatroom is not found').pages[1]!.path).toBe('/chat-server-api');
  });

  it('finds a part of a message by its words, not as the documenting row', () => {
    expect(first('chatroom is not')).toBe('/chat-server-api#chat-404');
  });

  it('finds a Korean stem whatever particle the query or the text attaches', () => {
    expect(pages('채팅방에서')[0]).toBe('/console-chat-open-chat');
    expect(pages('방장 위임')[0]).toBe('/restAPI/media-rest-api');
  });

  it('finds words written together that the page writes apart', () => {
    expect(pages('푸시알림')[0]).toBe('/console-push-notification');
  });

  it('finds an identifier by itself and by its camelCase form', () => {
    expect(pages('room_status')).toEqual(['/api-media-concept']);
    expect(pages('roomStatus')).toEqual(['/api-media-concept']);
  });

  it('matches a Latin prefix while the reader is still typing', () => {
    expect(pages('deleg')).toEqual(['/restAPI/media-rest-api']);
  });

  it('tolerates one typo in a Latin word of five letters or more, but not in a code', () => {
    expect(pages('delgate host')).toEqual(['/restAPI/media-rest-api']);
    expect(pages('A012')).toEqual([]);
  });

  it('requires all words first, then falls back to any word', () => {
    expect(pages('회의실 상태')).toEqual(['/api-media-concept']);
    expect(pages('회의실 zzqxv').length).toBeGreaterThan(0);
  });

  it('ranks a page whose title matches above one that only mentions the words', () => {
    expect(pages('오픈 채팅')[0]).toBe('/console-chat-open-chat');
  });

  it('groups sections under their page, best page first', () => {
    const outcome = engine.search('미디어 회의실');
    expect(new Set(outcome.pages.map((page) => page.path)).size).toBe(outcome.pages.length);
    expect(outcome.pages.find((page) => page.path === '/restAPI/media-rest-api')?.area).toBe('미디어 REST API');
  });

  it('finds nothing, without throwing, for input without words', () => {
    for (const query of [
      '',
      '     ',
      '<script>',
      '.*+?^${}()|[]\\',
      '🚀',
      'ㄱㄴㄷ',
      '"\n\u0000A011\u0000"',
      'A011'.repeat(500),
    ]) {
      expect(() => engine.search(query)).not.toThrow();
    }
    expect(pages('   ')).toEqual([]);
    expect(pages('ㄱㄴㄷ')).toEqual([]);
  });

  it('loads the serialized index the build writes', () => {
    const loaded = SearchEngine.fromJson(
      serializeIndex(documents),
      JSON.stringify(listedDocuments(documents)),
      SYNONYMS,
    );
    const ranking = (searcher: SearchEngine, query: string) =>
      searcher.search(query).pages.flatMap((page) => page.sections.map((section) => [page.path, section.anchor]));
    for (const query of ['T004', 'A011', 'This chatroom is not found', '방장 위임', 'roomStatus', 'deleg', '푸시알림'])
      expect(ranking(loaded, query)).toEqual(ranking(engine, query));
  });

  it('finds what the docs call one word by the word a reader uses for it (synonyms, both scripts)', () => {
    expect(pages('회의실 생성')).toEqual(pages('회의실 만들기'));
    expect(pages('회의실 생성')).toContain('/restAPI/media-rest-api');
    expect(pages('오픈 채팅방 생성')[0]).toBe('/console-chat-open-chat');
    expect(pages('방장 위임')).toEqual(pages('호스트 위임'));
    expect(pages('make room')).toContain('/restAPI/media-rest-api');
  });

  it('highlights the synonyms a result matched through', () => {
    expect(engine.search('회의실 만들기').words.map((word) => word.text)).toEqual(
      expect.arrayContaining(['만들기', '생성', '추가']),
    );
  });

  it('a word outside every synonym group matches only itself', () => {
    expect(pages('zzqxv')).toEqual([]);
  });
});

describe("the index file's format (MiniSearch's serialization)", () => {
  const manifest = (path: string) =>
    JSON.parse(readFileSync(`${ROOT}/${path}`, 'utf8')) as {version: string; dependencies: Record<string, string>};

  it('is written by the MiniSearch the package pins exactly', () => {
    const pinned = manifest('package.json').dependencies.minisearch;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest('node_modules/minisearch/package.json').version).toBe(pinned);
  });

  it('carries the serialization version the search reads', () => {
    expect(JSON.parse(serializeIndex(documents)).serializationVersion).toBe(SERIALIZATION_VERSION);
  });

  it('of another serialization version is refused when loaded, with the version named', () => {
    const other = {...JSON.parse(serializeIndex(documents)), serializationVersion: SERIALIZATION_VERSION + 1};
    expect(() =>
      SearchEngine.fromJson(JSON.stringify(other), JSON.stringify(listedDocuments(documents)), SYNONYMS),
    ).toThrow(
      `MiniSearch serialization version ${SERIALIZATION_VERSION + 1}, but the search reads version ${SERIALIZATION_VERSION}`,
    );
  });
});
