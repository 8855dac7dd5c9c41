import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  copyLabelTranslations,
  copyPath,
  docId,
  scaleSidebars,
  scaleTree,
  slugsOf,
  type DocsTree,
} from '../../bench/scale/corpus';
import {classifyLines, vocabulary} from '../../bench/scale/prose';

/** Two areas per locale, with every kind of link and markup a doc page has. */
const KO: DocsTree = new Map([
  [
    'media/concept.md',
    [
      '---',
      'slug: /media-concept',
      'title: "미디어 개념"',
      'facts: contract',
      '---',
      '',
      '회의실은 회의 한 건입니다. 서버가 회의실을 만들고 참석자가 입장하면 회의가 시작되고 호스트가 종료하면 끝납니다.',
      '자세한 값은 [설정](./settings.md#limits)과 [콘솔 인증](../console/auth.md), [레퍼런스](/media-api#operation/createRoom)를 보세요.',
      '[위로](#room) 가기, [외부](https://spec.example.com/a.md), [그림](./img/flow.png), [구버전](/1.x/media-concept).',
      '',
      '## 회의실 수명 주기 {/* #room */}',
      '',
      '<SchemaTable spec="media" schema="Room" />',
      '',
      '```ts',
      "const room = await media('POST', '/v1/rooms'); // 회의실 만들기 [x](./settings.md)",
      '```',
      '',
      '호스트는 `is_public`을 바꿀 수 있고 createRoom으로 회의실을 만들며 media.nuri.example 호스트로 요청합니다.',
    ].join('\n'),
  ],
  [
    'media/settings.md',
    '---\nslug: /media-settings\ntitle: 설정\nfacts: example\n---\n\n## 한도 {/* #limits */}\n\n설정 값은 콘솔에서 바꿉니다.\n',
  ],
  [
    'console/auth.md',
    '---\nslug: /console-auth\ntitle: 인증\nfacts: example\n---\n\n인증은 [개념](../media/concept.md)을 따릅니다.\n',
  ],
  [
    'rest-api/media-api.md',
    '---\nslug: /media-api\ntitle: API\nfacts: contract\n---\n\n<ApiReference spec="media" />\n',
  ],
]);

const EN: DocsTree = new Map([
  [
    'media/concept.md',
    [
      '---',
      'slug: /media-concept',
      'title: Media concepts',
      'facts: contract',
      '---',
      '',
      'A room is one meeting. The server creates the room, attendees join it, the meeting starts, and it ends when the host ends it.',
      'See [settings](./settings.md#limits) and [console authentication](../console/auth.md) for the values.',
    ].join('\n'),
  ],
  [
    'media/settings.md',
    '---\nslug: /media-settings\ntitle: Settings\nfacts: example\n---\n\nChange settings in the console.\n',
  ],
  [
    'console/auth.md',
    '---\nslug: /console-auth\ntitle: Auth\nfacts: example\n---\n\nSee [concepts](../media/concept.md).\n',
  ],
]);

const linksOf = (markdown: string) => [...markdown.matchAll(/\]\(([^)]*)\)/g)].map((match) => match[1]!);

describe.each([
  ['ko', KO],
  ['en', EN],
])('the ×3 corpus of the %s docs', (_locale, tree) => {
  const copies = scaleTree(tree, 3);

  it('adds scale - 1 copies of every page, with unique paths, ids and slugs', () => {
    expect(copies.size).toBe(tree.size * 2);
    const all = new Map([...tree, ...copies]);
    const ids = [...all.keys()].map(docId);
    expect(new Set(ids).size).toBe(ids.length);
    const slugs = slugsOf(all);
    expect(slugs.size).toBe(all.size);
    expect(slugs.get('/copy-3/media-concept')).toBe('media/copy-3/concept.md');
  });

  it('keeps each copy in its area folder', () => {
    for (const file of copies.keys()) expect(file).toMatch(/^(media|console|rest-api)\/copy-[23]\/[a-z-]+\.md$/);
  });

  it('points every relative doc link of a copy at a page of the same copy', () => {
    for (const [file, markdown] of copies) {
      const k = /copy-(\d)/.exec(file)![1];
      for (const link of linksOf(markdown).filter((target) => target.startsWith('.'))) {
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), link.split('#')[0]!));
        if (resolved.endsWith('.md')) {
          expect(copies.has(resolved), `${file}: ${link}`).toBe(true);
          expect(resolved).toContain(`/copy-${k}/`);
        }
      }
    }
  });
});

describe('links in a copy', () => {
  const copy = scaleTree(KO, 2).get('media/copy-2/concept.md')!;
  const links = linksOf(copy);

  it('rewrites links to docs, keeping their anchors', () => {
    expect(links).toContain('./settings.md#limits');
    expect(links).toContain('../../console/copy-2/auth.md');
    expect(links).toContain('/copy-2/media-api#operation/createRoom');
  });

  it('leaves anchors, other sites and other versions alone, and re-aims other files at the original', () => {
    expect(links).toEqual(expect.arrayContaining(['#room', 'https://spec.example.com/a.md', '/1.x/media-concept']));
    expect(links).toContain('../img/flow.png');
  });

  it('keeps code, headings and components as they are', () => {
    expect(copy).toContain("const room = await media('POST', '/v1/rooms'); // 회의실 만들기 [x](./settings.md)");
    expect(copy).toContain('## 회의실 수명 주기 {/* #room */}');
    expect(copy).toContain('<SchemaTable spec="media" schema="Room" />');
    expect(copy).toContain('`is_public`');
    expect(copy).toContain('createRoom으로');
    expect(copy).toContain('media.nuri.example');
  });
});

describe('varied text', () => {
  const prose = (markdown: string) =>
    classifyLines(markdown)
      .filter((line) => line.kind === 'prose')
      .map((line) => line.text);

  it('differs between the page and each copy, and between copies', () => {
    for (const tree of [KO, EN]) {
      const copies = scaleTree(tree, 3);
      const original = prose(tree.get('media/concept.md')!)[0];
      const second = prose(copies.get('media/copy-2/concept.md')!)[0];
      const third = prose(copies.get('media/copy-3/concept.md')!)[0];
      expect(new Set([original, second, third]).size).toBe(3);
    }
  });

  it('never turns a prose line into an import, a tag or a heading', () => {
    // Every word of this page could be swapped to "export" or "import" at the start of a line.
    const tree: DocsTree = new Map([
      [
        'media/export.md',
        '---\nslug: /media-export\ntitle: Export\n---\n\n' +
          Array.from({length: 40}, () => 'Hosts export rooms and import users here.').join('\n\n'),
      ],
    ]);
    const copies = scaleTree(tree, 30);
    for (const [file, markdown] of copies) {
      for (const line of markdown.split('\n').filter((text) => !text.startsWith('slug') && !text.startsWith('title')))
        expect(line, file).not.toMatch(/^\s*(?:import|export|#{1,6})\s|^\s*</);
    }
  });

  it('is the same in every run', () => {
    expect(scaleTree(KO, 3)).toEqual(scaleTree(KO, 3));
  });

  it('draws on the page’s own words and brings some new ones', () => {
    const page = vocabulary(classifyLines(EN.get('media/concept.md')!));
    const copies = scaleTree(EN, 12);
    const words = new Set(
      [...copies]
        .filter(([file]) => file.endsWith('/concept.md'))
        .flatMap(([, markdown]) => vocabulary(classifyLines(markdown))),
    );
    const added = [...words].filter((word) => !page.includes(word));
    expect(added.length).toBeGreaterThan(0);
    expect(added.length).toBeLessThan(words.size);
  });
});

describe('sidebars', () => {
  const sidebars = {mediaSidebar: ['media/concept', 'media/settings'], consoleSidebar: ['console/auth']};

  it('list each copy in a category after the sidebar’s own docs', () => {
    expect(scaleSidebars(sidebars, 3).mediaSidebar).toEqual([
      'media/concept',
      'media/settings',
      {type: 'category', label: '사본 2', items: ['media/copy-2/concept', 'media/copy-2/settings']},
      {type: 'category', label: '사본 3', items: ['media/copy-3/concept', 'media/copy-3/settings']},
    ]);
  });

  it('name only docs that the corpus has, and translate the categories into English', () => {
    const docs = new Set([...KO.keys(), ...scaleTree(KO, 3).keys()].map(docId));
    const items = Object.values(scaleSidebars(sidebars, 3)).flat();
    const ids = items.flatMap((item) => (typeof item === 'string' ? [item] : (item.items as string[])));
    for (const id of ids) expect(docs.has(id), id).toBe(true);
    expect(copyLabelTranslations(sidebars, 3)['sidebar.consoleSidebar.category.사본 3']?.message).toBe('Copy 3');
    expect(copyPath('media/concept.md', 3)).toBe('media/copy-3/concept.md');
  });
});
