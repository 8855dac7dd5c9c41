import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SYNONYMS} from '../../config/synonyms';
import {
  chooseLayout,
  contentHash,
  joinShards,
  layoutFiles,
  SHARDED_ABOVE_BYTES,
  versionSearchData,
  type VersionSearchData,
} from '../../plugins/search/build/layout';
import {SearchEngine, type SearchOutcome} from '../../plugins/search/client/engine';
import {runOf, queryKeys as keysWith, ShardedSearch} from '../../plugins/search/client/sharded';
import {synonymsLookup} from '../../plugins/search/client/synonyms';
import {SERIALIZATION_VERSION, shardKey, type SearchDocuments, type ShardedMeta} from '../../plugins/search/format';
import {isSharded} from '../../plugins/search/manifest';

const queryKeys = (query: string) => keysWith(query, synonymsLookup(SYNONYMS));

/**
 * A document list from the docs' own Markdown (each page's `##`/`###` sections, markup stripped), so the sharded
 * layout is checked on the real vocabulary of both locales rather than on a handful of sentences.
 */
function markdownDocuments(root: string, prefix: string): SearchDocuments {
  const pages: [string, string, string][] = [];
  const sections: [number, string, string, string][] = [];
  const files = fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
  for (const file of files) {
    const source = fs.readFileSync(path.join(root, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    const prose = source
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/<[^>]+>|[*_`#[\]()>|]/g, (found) => (found.startsWith('#') ? found : ' '));
    const title = /^# (.+)$/m.exec(prose)?.[1]?.trim() ?? file;
    const page = pages.push([`${prefix}/${file.replace(/\.mdx?$/, '')}`, title, file.split('/')[0] ?? '']) - 1;
    let anchor = '';
    let heading = '';
    let text: string[] = [];
    const flush = () => {
      sections.push([page, anchor, heading, text.join(' ').replace(/\s+/g, ' ').trim()]);
      text = [];
    };
    for (const line of prose.split('\n')) {
      const found = /^#{2,3} (.+)$/.exec(line);
      if (found) {
        flush();
        heading = found[1]!.trim();
        anchor = heading.toLowerCase().replace(/\s+/g, '-');
      } else if (!line.startsWith('# ')) text.push(line);
    }
    flush();
  }
  return {pages, sections};
}

/**
 * The documents with a reference page's error rows as the build extracts them (sections keyed by their code and
 * message), which the Markdown does not have: the reference is generated.
 */
function withErrorRows(documents: SearchDocuments, prefix: string): SearchDocuments {
  const page = documents.pages.length;
  return {
    pages: [...documents.pages, [`${prefix}/restAPI/chat-rest-api`, 'Chat REST API', 'REST API']],
    sections: [
      ...documents.sections,
      [page, 'error/A010', '422 A010', 'The send time has passed.', ['A010']],
      [
        page,
        'error/409-this-userid-already-part-of-the-chatroom',
        '409 This userID already part of the chatroom',
        'The user is already part of the chat room.',
        ['This userID already part of the chatroom'],
      ],
    ],
  };
}

const korean = withErrorRows(markdownDocuments('docs', '/ko'), '/ko');
const english = withErrorRows(markdownDocuments('i18n/en/docusaurus-plugin-content-docs/current', '/en'), '/en');

function sharded(data: VersionSearchData): ShardedSearch {
  const files = new Map(data.files.map((file) => [file.path, file.content]));
  const loads: string[] = [];
  const entry = data.entry;
  if (!isSharded(entry)) throw new Error('expected the sharded layout');
  const search = new ShardedSearch(
    JSON.parse(files.get(entry.shards)!) as ShardedMeta,
    (file) => {
      loads.push(file);
      const content = files.get(file);
      return content === undefined ? Promise.reject(new Error(`no ${file}`)) : Promise.resolve(JSON.parse(content));
    },
    SYNONYMS,
  );
  return Object.assign(search, {loads});
}

function twoFiles(data: VersionSearchData): SearchEngine {
  const entry = data.entry;
  if (isSharded(entry)) throw new Error('expected two files');
  const content = (file: string) => data.files.find((candidate) => candidate.path === file)!.content;
  return SearchEngine.fromJson(content(entry.index), content(entry.documents), SYNONYMS);
}

/** What a reader sees: pages and their sections, in order, with their texts. */
function shown(outcome: SearchOutcome): unknown[] {
  return outcome.pages.map((page) => [
    page.path,
    page.title,
    page.area,
    page.sections.map((section) => [section.id, section.anchor, section.heading, section.text]),
  ]);
}

const QUERIES = {
  ko: [
    '회의실',
    '회의실 생성',
    '회의실을 만들려면',
    '방장 위임',
    '푸시알림',
    '푸시 알림',
    '채팅방에서',
    '회',
    '토큰',
    '토큰 발급',
    '인증',
    '액세스 토큰',
    'A011',
    'A010',
    '"This userID already part of the chatroom"',
    'room_status',
    'roomStatus',
    'createRoom',
    'deleg',
    'REST API',
    'SDK 설치',
    'ㄱㄴㄷ',
    '없는단어조합',
    '<script>alert(1)</script>',
    '.*+?^${}()|[]\\',
    '🚀 회의',
    'a',
    'x',
    'webhook 서명',
  ],
  en: [
    'room',
    'create room',
    'make a room',
    'delegate host',
    'deleg',
    'ro',
    'push notification',
    'token',
    'access token',
    'A011',
    'a010',
    'This userID already part of the chatroom',
    'room_status',
    'roomStatus',
    'FAILED_PRECONDITION',
    'webhook signature',
    'sdk install',
    'get messages',
    'nothinglikethis',
    '<img src=x onerror=alert(1)>',
    'a',
    'x',
    'v1',
    'retry backoff',
  ],
};

/** Queries with a word MiniSearch matches fuzzily (letters only, five or more): see the test of that difference. */
const FUZZY_WORD = /(^|[^a-z])[a-z]{5,}/i;

describe.each([
  ['ko', korean, QUERIES.ko, '회의실'],
  ['en', english, QUERIES.en, 'room'],
] as const)('the sharded layout (%s docs)', (_locale, documents, queries, word) => {
  const two = twoFiles(versionSearchData('current', documents, 'two-files'));
  const data = versionSearchData('current', documents, 'sharded');

  it('returns what the two files return, page by page and section by section', async () => {
    const search = sharded(data);
    for (const query of queries.filter((candidate) => !FUZZY_WORD.test(candidate))) {
      expect(shown((await search.search(query))!), query).toEqual(shown(two.search(query)));
      expect(shown(search.loaded(query)!), query).toEqual(shown(two.search(query)));
    }
  });

  it('finds the row an error code or message documents first, as the two files do', async () => {
    const search = sharded(data);
    for (const [query, anchor] of [
      ['A010', 'error/A010'],
      ['"This userID already part of the chatroom"', 'error/409-this-userid-already-part-of-the-chatroom'],
    ] as const) {
      const [page] = (await search.search(query))!.pages;
      expect(page?.sections[0]?.anchor, query).toBe(anchor);
      expect(page?.sections[0]?.id, query).toBe(two.search(query).pages[0]?.sections[0]?.id);
    }
  });

  it('differs only by fuzzy matches of terms that start differently from the query word', async () => {
    const search = sharded(data);
    for (const query of queries.filter((candidate) => FUZZY_WORD.test(candidate))) {
      const mine = (await search.search(query))!.pages.flatMap((page) => page.sections.map((section) => section.id));
      const theirs = two.search(query).pages.flatMap((page) => page.sections.map((section) => section.id));
      expect(
        mine.filter((id) => !theirs.includes(id)),
        query,
      ).toEqual([]);
    }
  });

  it('answers a query the same whatever was searched before', async () => {
    const fresh = sharded(data);
    const used = sharded(data);
    for (const query of queries) await used.search(query);
    for (const query of [...queries].reverse()) {
      expect(shown((await used.search(query))!), query).toEqual(shown((await fresh.search(query))!));
    }
  });

  it('fetches only the shards of the query and the chunks of the sections shown', async () => {
    const search = sharded(data) as ShardedSearch & {loads: string[]};
    const meta = JSON.parse(data.files[0]!.content) as ShardedMeta;
    expect(search.loaded(word)).toBeUndefined();
    const outcome = (await search.search(word))!;
    const shards = new Set(queryKeys(word).map((key) => meta.shardFiles[meta.shards[key]!]));
    const chunks = new Set(
      outcome.pages.flatMap((page) =>
        page.sections.map((section) => meta.chunkFiles[runOf(meta.chunkStarts, section.id)!]),
      ),
    );
    expect(new Set(search.loads)).toEqual(new Set([...shards, ...chunks].filter(Boolean)));
    expect(search.loaded(word)).toBeDefined();
  });

  it('names every file by its content hash and keeps shards small', () => {
    for (const file of data.files) {
      expect(file.path).toBe(file.path.replace(/[0-9a-f]{12}\.json$/, `${contentHash(file.content)}.json`));
      expect(file.path).toMatch(/^search\/current\.(meta|shard|sections)\.[0-9a-f]{12}\.json$/);
    }
    const shardSizes = data.files.filter((file) => file.path.includes('.shard.')).map((file) => file.content.length);
    expect(shardSizes.length).toBeGreaterThan(1);
  });

  it('joins back into the two files it was split from', () => {
    const two = versionSearchData('current', documents, 'two-files');
    const files = new Map(data.files.map((file) => [file.path, file.content]));
    const joined = joinShards(JSON.parse(data.files[0]!.content) as ShardedMeta, (file) => files.get(file)!);
    const [documentsFile, indexFile] = two.files;
    expect(JSON.parse(joined.documentsJson)).toEqual(JSON.parse(documentsFile!.content));
    const byTerm = (json: string) => {
      const {index, ...rest} = JSON.parse(json) as {index: [string, unknown][]};
      return {...rest, index: new Map(index)};
    };
    expect(byTerm(joined.indexJson)).toEqual(byTerm(indexFile!.content));
    const again = layoutFiles('current', joined.documentsJson, joined.indexJson, 'sharded');
    expect(again.entry).toEqual(data.entry);
  });

  it('stops loading a query the reader typed past', async () => {
    const search = sharded(data) as ShardedSearch & {loads: string[]};
    expect(await search.search(word, undefined, () => false)).toBeUndefined();
    expect(search.loads.some((file) => file.includes('.sections.'))).toBe(false);
  });

  it('retries a file that failed to load', async () => {
    const files = new Map(data.files.map((file) => [file.path, file.content]));
    let failing = true;
    const search = new ShardedSearch(
      JSON.parse(data.files[0]!.content) as ShardedMeta,
      (file) => (failing ? Promise.reject(new Error('offline')) : Promise.resolve(JSON.parse(files.get(file)!))),
      SYNONYMS,
    );
    await expect(search.search('token')).rejects.toThrow('offline');
    failing = false;
    expect(shown((await search.search('token'))!)).toEqual(shown(two.search('token')));
  });
});

describe('search data layout', () => {
  it('splits and loads only the MiniSearch serialization version it knows', () => {
    const data = versionSearchData('current', korean, 'sharded');
    const meta = JSON.parse(data.files[0]!.content) as ShardedMeta;
    expect(meta.serialization.serializationVersion).toBe(SERIALIZATION_VERSION);
    const other = {...meta, serialization: {...meta.serialization, serializationVersion: SERIALIZATION_VERSION + 1}};
    expect(() => new ShardedSearch(other, () => Promise.reject(new Error('no file')), SYNONYMS)).toThrow(
      `the sharded search index: MiniSearch serialization version ${SERIALIZATION_VERSION + 1}`,
    );
    const two = versionSearchData('current', korean, 'two-files');
    const indexJson = two.files.find((file) => file.path.includes('.index.'))!.content;
    const newer = JSON.stringify({...JSON.parse(indexJson), serializationVersion: SERIALIZATION_VERSION + 1});
    const documentsJson = two.files.find((file) => file.path.includes('.docs.'))!.content;
    expect(() => layoutFiles('current', documentsJson, newer, 'sharded')).toThrow(
      `search current: MiniSearch serialization version ${SERIALIZATION_VERSION + 1}`,
    );
  });

  it('keeps the two files up to the threshold, unless overridden', () => {
    expect(chooseLayout(SHARDED_ABOVE_BYTES, undefined)).toBe('two-files');
    expect(chooseLayout(SHARDED_ABOVE_BYTES + 1, undefined)).toBe('sharded');
    expect(chooseLayout(10, 'sharded')).toBe('sharded');
    expect(chooseLayout(SHARDED_ABOVE_BYTES * 10, 'two-files')).toBe('two-files');
    expect(() => chooseLayout(10, 'shards')).toThrow('NURI_SEARCH_LAYOUT');
  });

  it("writes today's docs as the specification's two files", () => {
    for (const documents of [korean, english]) {
      const data = versionSearchData('current', documents, undefined);
      expect(data.layout).toBe('two-files');
      expect(data.files).toHaveLength(2);
    }
  });

  it('keys Hangul terms by their first syllable and other terms by their first two characters', () => {
    expect(shardKey('회의')).toBe('회');
    expect(shardKey('회')).toBe('회');
    expect(shardKey('room_status')).toBe('ro');
    expect(shardKey('a011')).toBe('a0');
    expect(shardKey('x')).toBe('x');
    expect(queryKeys('회의실 생성')).toEqual(expect.arrayContaining(['회', '의', '생', '만', '추']));
    expect(queryKeys('roomStatus')).toEqual(['ro', 'st']);
  });

  it('finds the page or chunk of a section from where they start', () => {
    const starts = [0, 3, 3, 7];
    expect([0, 2, 3, 6, 7, 100].map((id) => runOf(starts, id))).toEqual([0, 0, 2, 2, 3, 3]);
    expect(runOf(starts, -1)).toBeUndefined();
  });
});
