/**
 * The translation records and the commands that keep them (scripts/i18n): the record lines are written without
 * touching any other byte of a page or an overlay, read back the same by Docusaurus's front matter parser, and
 * the status, pending and sync commands move a page through its states on a temporary site.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {parseDocument, YAMLMap, YAMLSeq} from 'yaml';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {readTranslationRecord} from '../../plugins/translation-status/record';
import {pending, status, sync} from '../../scripts/i18n/cli';
import {applyEdits, entryEdits, flowYaml} from '../../scripts/i18n/yamlEntry';

describe('a record line', () => {
  it('is one line of flow YAML that Docusaurus reads back as strings', async () => {
    const value = {
      page: '12345678',
      sections: {room: '1e234567', 'room-lifecycle': 'abcdef01'},
    };
    const acknowledged = {sections: {room: {since: '2026-12-01', source: '0a1b2c3d'}}};
    expect(flowYaml(value)).toBe("{page: '12345678', sections: {room: '1e234567', room-lifecycle: abcdef01}}");
    expect(flowYaml(acknowledged)).toBe("{sections: {room: {since: '2026-12-01', source: 0a1b2c3d}}}");
    const page = `---\ntitle: t\ntranslated_from: ${flowYaml(value)}\ntranslation_pending: ${flowYaml(acknowledged)}\n---\n`;
    const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: 'page.md', fileContent: page});
    expect(readTranslationRecord(frontMatter)).toEqual({translatedFrom: value, pending: acknowledged});
  });

  it('is rejected, naming its field, when malformed', () => {
    expect(() =>
      readTranslationRecord({
        translated_from: {page: 'xyz', sections: {room: 12345678}},
        translation_pending: {page: {since: new Date('2026-12-01'), source: '0a1b2c3d'}},
      }),
    ).toThrow(
      'translated_from.page must be a fingerprint of 8 hex digits, not "xyz"; translated_from.sections.room must be a fingerprint of 8 hex digits, not 12345678; translation_pending.page.since must be a quoted date \'YYYY-MM-DD\'',
    );
    expect(() => readTranslationRecord({translated_from: {pages: {}}})).toThrow('unknown keys: pages');
  });
});

describe('editing a record in YAML', () => {
  const frontMatter = 'slug: /x\ntitle: "제목"\ndescription: 긴 설명\nfacts: contract\n';

  it('adds, replaces and removes the record lines of a front matter and nothing else', () => {
    const map = () => parseDocument(text).contents as YAMLMap;
    let text = frontMatter;
    text = applyEdits(text, entryEdits(text, map(), [['translated_from', {page: 'aaaaaaaa'}]], 'facts'));
    expect(text).toBe(`${frontMatter}translated_from: {page: aaaaaaaa}\n`);
    const entries = [
      ['translated_from', {page: 'bbbbbbbb'}],
      ['translation_pending', {page: {since: '2026-12-01', source: 'cccccccc'}}],
    ] as const;
    text = applyEdits(text, entryEdits(text, map(), entries, 'facts'));
    expect(text).toBe(
      `${frontMatter}translated_from: {page: bbbbbbbb}\ntranslation_pending: {page: {since: '2026-12-01', source: cccccccc}}\n`,
    );
    text = applyEdits(
      text,
      entryEdits(
        text,
        map(),
        [
          ['translated_from', {page: 'bbbbbbbb'}],
          ['translation_pending', undefined],
        ],
        'facts',
      ),
    );
    expect(text).toBe(`${frontMatter}translated_from: {page: bbbbbbbb}\n`);
  });

  it("puts an overlay action's record after its target and leaves its folded Korean text as written", () => {
    const overlay = fs.readFileSync(path.join(__dirname, '../../openapi/overlays/chat.ko.yaml'), 'utf8');
    const document = parseDocument(overlay);
    const actions = document.get('actions', true) as YAMLSeq<YAMLMap>;
    const edits = actions.items.flatMap((action, index) =>
      entryEdits(overlay, action, [['x-translated-from', index.toString(16).padStart(8, '0')]], 'target'),
    );
    const edited = applyEdits(overlay, edits);
    const withoutRecords = edited
      .split('\n')
      .filter((line) => !line.startsWith('    x-translated-from: '))
      .join('\n');
    expect(withoutRecords).toBe(overlay.replace(/\n {4}x-translated-from: .*/g, ''));
    const reread = parseDocument(edited).toJS() as {actions: {target: string; 'x-translated-from': string}[]};
    expect(reread.actions[1]!['x-translated-from']).toBe('00000001');
    expect(Object.keys(reread.actions[0]!).slice(0, 2)).toEqual(['target', 'x-translated-from']);
  });
});

describe('the commands on a temporary site', () => {
  let root: string;
  const korean = (words: string) =>
    `---\nslug: /guide\ntitle: "안내"\ndescription: 안내 문서입니다.\nfacts: example\n---\n\n소개입니다.\n\n` +
    `## 시작 {/* #start */}\n\n${words}\n\n## 다음 단계 {/* #next */}\n\n다음 문서를 읽으세요.\n`;
  const english =
    '---\nslug: /guide\ntitle: "Guide"\ndescription: A guide.\nfacts: example\n---\n\nIntro.\n\n' +
    '## Start {/* #start */}\n\nStart here.\n\n## Next steps {/* #next */}\n\nRead the next page.\n';
  const koreanFile = () => path.join(root, 'docs/area/guide.md');
  const englishFile = () => path.join(root, 'i18n/en/docusaurus-plugin-content-docs/current/area/guide.md');
  const page = 'docs/area/guide.md';

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-records-'));
    fs.writeFileSync(path.join(root, 'versions.json'), '[]\n');
    fs.mkdirSync(path.dirname(koreanFile()), {recursive: true});
    fs.mkdirSync(path.dirname(englishFile()), {recursive: true});
    fs.writeFileSync(koreanFile(), korean('여기서 시작합니다.'));
    fs.writeFileSync(englishFile(), english);
  });
  afterEach(() => fs.rmSync(root, {recursive: true, force: true}));

  it('reports a page without a record, then up to date once synced', async () => {
    const before = await status(root, [page]);
    expect(before.ok).toBe(false);
    expect(before.report).toMatch(/pages +1 +0 +0 +0 +1 +0\nsections +2 +0 +0 +0 +2 +0/);

    expect(await sync(root, [page], false)).toContain(
      'i18n/en/docusaurus-plugin-content-docs/current/area/guide.md: 3 unit(s) marked current',
    );
    const written = fs.readFileSync(englishFile(), 'utf8');
    expect(written.replace(/\ntranslated_from: .*/, '')).toBe(english);
    expect(written).toMatch(
      /\nfacts: example\ntranslated_from: \{page: '?\w{8}'?, sections: \{start: '?\w{8}'?, next: '?\w{8}'?\}\}\n---\n/,
    );
    const snapshot = JSON.parse(
      fs.readFileSync(path.join(root, 'i18n/en/translated-from/docs/current/area/guide.json'), 'utf8'),
    ) as {sections: Record<string, string>};
    expect(snapshot.sections.start).toBe('시작 여기서 시작합니다.');
    expect((await status(root, [page])).ok).toBe(true);
  });

  it('fails naming the section whose Korean changed, passes once acknowledged, and clears with sync', async () => {
    await sync(root, [page], false);
    // Rewrapping the Korean is no change.
    fs.writeFileSync(koreanFile(), korean('여기서\n시작합니다.'));
    expect((await status(root, [page])).ok).toBe(true);

    fs.writeFileSync(koreanFile(), korean('여기서 바로 시작합니다.'));
    const behind = await status(root, [page]);
    expect(behind.ok).toBe(false);
    expect(behind.report).toContain('i18n/en/docusaurus-plugin-content-docs/current/area/guide.md');
    expect(behind.report).toMatch(/behind {6}#start "시작": source \w{8} → \w{8} \(docs\/area\/guide\.md\)/);
    expect(behind.report).toContain('시작 여기서 {+바로+} 시작합니다.');

    expect(await pending(root, ['/en/guide'], '2026-12-01')).toEqual([
      'i18n/en/docusaurus-plugin-content-docs/current/area/guide.md: acknowledged start (since 2026-12-01)',
    ]);
    const acknowledged = await status(root, [page]);
    expect(acknowledged.ok).toBe(true);
    expect(acknowledged.report).toContain('pending     #start "시작": acknowledged on 2026-12-01');
    expect(fs.readFileSync(englishFile(), 'utf8')).toMatch(
      /\ntranslation_pending: \{sections: \{start: \{since: '2026-12-01', source: \w{8}\}\}\}\n---/,
    );

    // A further change of the same section is behind again: the acknowledgement was for the text before it.
    fs.writeFileSync(koreanFile(), korean('여기서 곧바로 시작합니다.'));
    expect((await status(root, [page])).report).toMatch(
      /behind {6}#start "시작": acknowledged on 2026-12-01 for source/,
    );

    // --all leaves an acknowledged unit alone; naming it marks it current and removes its notice.
    expect((await sync(root, [], true)).at(-1)).toMatch(/; 1 pending kept$/);
    await sync(root, [`${page}#start`], false);
    expect(fs.readFileSync(englishFile(), 'utf8')).not.toContain('translation_pending');
    expect((await status(root, [page])).ok).toBe(true);
  });

  it('refuses names that match nothing and acknowledgements without a heading to show them under', async () => {
    await expect(status(root, ['docs/area/nothing.md'])).rejects.toThrow('no translation is named');
    await expect(status(root, [`${page}#nowhere`])).rejects.toThrow('has no unit nowhere');
    fs.writeFileSync(koreanFile(), `${korean('여기서 시작합니다.')}\n## 새 절 {/* #new */}\n\n새 내용입니다.\n`);
    await expect(pending(root, [page], '2026-12-01')).rejects.toThrow('new not translated at all');
  });
});
