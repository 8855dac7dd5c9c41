/**
 * The text a translation record fingerprints: the words a reader reads, so that formatting-only edits of a
 * source leave its fingerprint as it was and an edit of its words changes the fingerprint of its unit only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {changedWords} from '../../scripts/i18n/report';
import {fingerprint, markdownText, pageParts, parseMarkdown} from '../../scripts/i18n/text';
import {ROOT} from '../support/site';

const fingerprints = (markdown: string) =>
  Object.fromEntries(
    (({intro, sections}) => [
      ['(intro)', fingerprint(intro)],
      ...sections.map((section) => [section.id, fingerprint(section.text)]),
    ])(pageParts(parseMarkdown(markdown))),
  );

const SAMPLE = `---
title: 예시
---

소개 문단입니다. **굵게** 쓴 말과 \`code\`가 있습니다.

## 회의실 {/* #room */}

회의실(Room)은 회의 한 건입니다. 서버가 \`POST /v1/rooms\`로 만들고,
응답의 \`room_id\`로 이후 모든 작업을 지정합니다. [설정](./media-settings.md#config)을 보세요.

- 첫째 항목
- 둘째 항목

| 작업 | 가능 |
| --- | --- |
| 삭제 | 예 |

<SchemaTable spec="media" schema="Room" />

### 수명 주기 {/* #lifecycle */}

\`\`\`mermaid
stateDiagram-v2
  RESERVED --> MEETING
\`\`\`

:::note[참고]

**로그인(OAuth)**으로 받은 토큰을 씁니다.

:::
`;

/** The same page with only its formatting changed. */
const REFORMATTED = `---
title: 예시
---

소개 문단입니다. 굵게 쓴 말과 code가
있습니다.

## 회의실 {/* #room */}

회의실(Room)은 회의 한 건입니다.   서버가 \`POST /v1/rooms\`로 만들고, 응답의 *\`room_id\`*로 이후 모든 작업을
지정합니다. [설정][settings]을 보세요.

* 첫째 항목
* 둘째 항목

|작업|가능|
|:-|-:|
|삭제|예|

<SchemaTable schema="Room" spec="media"/>

### 수명 주기 {/* #lifecycle */}

~~~mermaid
stateDiagram-v2
    RESERVED --> MEETING
~~~

:::note[참고]
**로그인(OAuth)**으로 받은
토큰을 씁니다.
:::

[settings]: ./media-settings.md#config
`;

describe('the text of translation units', () => {
  it('is the same after formatting-only edits: rewrapping, emphasis, list markers, tables, fences, attributes', () => {
    expect(fingerprints(REFORMATTED)).toEqual(fingerprints(SAMPLE));
  });

  it('changes for the section whose words change, and only for it', () => {
    const edited = SAMPLE.replace('첫째 항목', '첫 번째 항목');
    const before = fingerprints(SAMPLE);
    const after = fingerprints(edited);
    expect(Object.keys(after).filter((unit) => after[unit] !== before[unit])).toEqual(['room']);
  });

  it('counts link targets, code, component attributes and admonition kinds as text a translation follows', () => {
    for (const edit of [
      (page: string) => page.replace('media-settings.md#config', 'media-settings.md#other'),
      (page: string) => page.replace('RESERVED --> MEETING', 'RESERVED --> ENDED'),
      (page: string) => page.replace('schema="Room"', 'schema="RoomDetail"'),
      (page: string) => page.replace(':::note', ':::warning'),
    ]) {
      expect(fingerprints(edit(SAMPLE))).not.toEqual(fingerprints(SAMPLE));
    }
  });

  it('splits a page at its headings, named by their ids, the text before the first heading apart', () => {
    const {intro, sections} = pageParts(parseMarkdown(SAMPLE));
    expect(intro).toBe('소개 문단입니다. 굵게 쓴 말과 code가 있습니다.');
    expect(sections.map(({id, title}) => [id, title])).toEqual([
      ['room', '회의실'],
      ['lifecycle', '수명 주기'],
    ]);
    expect(sections[1]!.text).toBe(
      '수명 주기 mermaid stateDiagram-v2 RESERVED --> MEETING :note 참고 로그인(OAuth)으로 받은 토큰을 씁니다.',
    );
  });

  it('names a heading without an id by the slug Docusaurus gives it', () => {
    expect(pageParts(parseMarkdown('## 빠른 시작\n\n본문\n\n## 빠른 시작\n')).sections.map(({id}) => id)).toEqual([
      '빠른-시작',
      '빠른-시작-1',
    ]);
  });

  it('reads an OpenAPI description as the words of its CommonMark', () => {
    expect(markdownText('Creates a room in the `RESERVED`\nstate.\n\n- one\n- two\n')).toBe(
      'Creates a room in the RESERVED state. one two',
    );
  });

  it('splits a page of the docs at its heading ids', () => {
    const page = fs.readFileSync(path.join(ROOT, 'docs/media/api-media-concept.md'), 'utf8');
    const {sections} = pageParts(parseMarkdown(page));
    expect(sections.map(({id}) => id)).toContain('room-lifecycle');
    expect(sections.every(({text}) => text.length > 0)).toBe(true);
  });
});

describe('the changed words of a report', () => {
  it('shows what was removed and added with a few words around each change', () => {
    const before = '회의실은 RESERVED 상태로 만들어지고, 회의가 시작되면 MEETING, 회의가 끝나면 ENDED가 됩니다.';
    const after = '회의실은 RESERVED 상태로 생성되고, 회의가 열리면 MEETING, 회의가 끝나면 ENDED가 됩니다.';
    expect(changedWords(before, after)).toBe(
      '회의실은 RESERVED 상태로 [-만들어지고,-] {+생성되고,+} 회의가 [-시작되면-] {+열리면+} MEETING, 회의가 끝나면 …',
    );
  });

  it('elides long unchanged runs and caps the changes shown', () => {
    const words = Array.from({length: 40}, (_, index) => `w${index}`);
    const changed = words.map((word, index) => (index % 5 === 0 ? `${word}x` : word));
    const shown = changedWords(words.join(' '), changed.join(' '));
    expect(shown).toContain('(2 more changes)');
    expect(shown.split(' ').length).toBeLessThan(60);
  });
});
