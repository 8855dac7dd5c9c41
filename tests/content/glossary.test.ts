import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {readSpec, SPEC_NAMES} from '../support/api';
import {allDocs} from '../support/docs';
import {ROOT, type Locale} from '../support/site';

interface Avoid {
  avoid: Record<Locale, string[]>;
  /** Only in these docs (doc id prefixes, `media/`) and specifications (`openapi/media`); everywhere when absent. */
  in?: string[];
}

/** A concept: the one Korean and English term for it. */
interface Term extends Avoid {
  ko: string;
  en: string;
  note?: string;
}

/** A phrasing to avoid that is not a term of its own: a scoped rule, or a calque with how the site says it. */
interface Phrasing extends Avoid {
  rule?: string;
  calque?: string;
  instead: Partial<Record<Locale, string>>;
}

type Entry = Term | Phrasing;

const GLOSSARY = parse(fs.readFileSync(path.join(ROOT, 'writing/glossary.yaml'), 'utf8')) as Entry[];
const TERMS = GLOSSARY.filter((entry): entry is Term => 'ko' in entry);
const PHRASINGS = GLOSSARY.filter((entry): entry is Phrasing => !('ko' in entry));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A variant as it occurs in running text. Korean: not preceded by a Hangul syllable or a Latin letter (so 지도 does
 * not match 인지도, while particles after it still do). English: whole words, as written or capitalised at the
 * start of a sentence (case matters: "user id" is a variant, "user ID" the term).
 */
function variantPattern(variant: string, locale: Locale): RegExp {
  if (locale === 'en') {
    const capitalised = variant.charAt(0).toUpperCase() + variant.slice(1);
    return new RegExp(`\\b(?:${escape(variant)}|${escape(capitalised)})\\b`);
  }
  const latinEnd = /[A-Za-z0-9]$/.test(variant) ? '(?![A-Za-z0-9])' : '';
  return new RegExp(`(?<![가-힣A-Za-z0-9])${escape(variant)}${latinEnd}`);
}

/**
 * The body without its fenced code blocks, except Mermaid diagrams, whose labels are text readers see. Read line by
 * line: a closing fence is not mistaken for an opening one, so the prose between two blocks is always kept.
 */
function withoutCode(body: string): string {
  const kept: string[] = [];
  let fence: {marker: string; diagram: boolean} | undefined;
  for (const line of body.split('\n')) {
    const trimmed = line.trim();
    if (fence) {
      if (trimmed.startsWith(fence.marker) && trimmed.replace(/[`~]/g, '') === '') fence = undefined;
      else if (fence.diagram) kept.push(line);
      continue;
    }
    const opening = /^(```+|~~~+)\s*([\w-]*)/.exec(trimmed);
    if (opening) fence = {marker: opening[1]!, diagram: opening[2] === 'mermaid'};
    else kept.push(line);
  }
  return kept.join('\n');
}

/** The prose a reader sees: title, description and body without code, link targets, comments and tags. */
function prose(doc: {frontMatter: Record<string, unknown>; body: string}): string {
  const body = withoutCode(doc.body)
    .replace(/`[^`\n]+`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ');
  return [doc.frontMatter.title, doc.frontMatter.description, doc.frontMatter.sidebar_label, body]
    .filter((part): part is string => typeof part === 'string')
    .join('\n');
}

/** Keys of an OpenAPI document whose values are text a reader sees on the reference pages. */
const TEXT_KEYS = new Set(['title', 'summary', 'description', 'x-displayName', 'x-no-example']);

/**
 * The reader-facing text of a specification as written in one locale: titles, summaries, descriptions, tag names
 * and enum descriptions, without inline code. Examples and the services' own messages are data, not prose.
 */
function specProse(document: unknown): string {
  const texts: string[] = [];
  const walk = (node: unknown, key?: string): void => {
    if (typeof node === 'string') {
      if (key !== undefined && TEXT_KEYS.has(key)) texts.push(node);
    } else if (Array.isArray(node)) {
      for (const item of node) walk(item);
    } else if (typeof node === 'object' && node !== null) {
      for (const [name, value] of Object.entries(node)) {
        if (name === 'example' || name === 'examples' || name === 'message') continue;
        if (name === 'x-enumDescriptions') texts.push(...Object.values(value as Record<string, string>));
        else walk(value, name);
      }
    }
  };
  walk(document);
  return texts.join('\n').replace(/`[^`\n]+`/g, ' ');
}

/** The variants one text uses: `where` is a doc id (`media/api-media`) or a specification (`openapi/media`). */
function variantsIn(text: string, locale: Locale, where: string): string[] {
  const applies = (entry: Entry) => !entry.in || entry.in.some((prefix) => where.startsWith(prefix));
  return GLOSSARY.filter(applies).flatMap((entry) =>
    entry.avoid[locale]
      .filter((variant) => variantPattern(variant, locale).test(text))
      .map(
        (variant) =>
          `${variant} → ${'ko' in entry ? entry[locale] : (entry.instead[locale] ?? entry.rule ?? entry.calque)}`,
      ),
  );
}

describe('the glossary', () => {
  it('has one entry per Korean and per English term, and no variant is itself a term', () => {
    const ko = TERMS.map((term) => term.ko);
    const en = TERMS.map((term) => term.en);
    expect(new Set(ko).size).toBe(ko.length);
    expect(new Set(en).size).toBe(en.length);
    // A scoped rule may avoid, on some pages, a term that is right everywhere else (운영자 on the media pages).
    for (const entry of GLOSSARY.filter((candidate) => !candidate.in)) {
      expect(entry.avoid.ko.filter((variant) => ko.includes(variant))).toEqual([]);
      expect(entry.avoid.en.filter((variant) => en.includes(variant))).toEqual([]);
    }
  });

  it('says, for every rule and calque, what it is and how the site puts it instead', () => {
    const unexplained = PHRASINGS.filter(
      (entry) => !(entry.rule ?? entry.calque) || Object.keys(entry.instead ?? {}).length === 0,
    );
    expect(unexplained).toEqual([]);
  });

  it('reads the prose between code blocks and the labels of diagrams, and skips code', () => {
    const body = [
      '```mermaid',
      'A[App server]',
      '```',
      '',
      'the answer is here',
      '',
      '```ts',
      'const 도우미 = 1;',
      '```',
    ];
    const text = prose({frontMatter: {}, body: body.join('\n')});
    expect(text).toContain('App server');
    expect(text).toContain('the answer is here');
    expect(text).not.toContain('도우미');
  });

  it('a variant is found in running text and not inside another word', () => {
    expect(variantPattern('지도', 'ko').test('맵 스튜디오의 지도를 엽니다')).toBe(true);
    expect(variantPattern('지도', 'ko').test('씬 ID인지도 확인하세요')).toBe(false);
    expect(variantPattern('Added', 'ko').test('### Added')).toBe(true);
    expect(variantPattern('log in', 'en').test('Users Log in with passport')).toBe(true);
    expect(variantPattern('log in', 'en').test('a catalog interface')).toBe(false);
    expect(variantPattern('user id', 'en').test('the user ID of the caller')).toBe(false);
  });

  it('applies a scoped entry only where it is scoped to', () => {
    expect(variantsIn('호스트나 운영자가 차단했습니다.', 'ko', 'media/api-media-trouble-shooting')).toContain(
      '운영자 → 관리자',
    );
    expect(variantsIn('운영자만 채팅방을 삭제할 수 있습니다.', 'ko', 'chat/console-chat')).toEqual([]);
  });

  it('catches the calques and drift it lists', () => {
    const found = (text: string, locale: Locale) => variantsIn(text, locale, 'chat/chat-server-api').length > 0;
    expect(found('나가기의 목적(참여하지 않은 상태)은 이미 이뤄졌으므로 성공으로 처리하세요.', 'ko')).toBe(true);
    expect(found('특정 사용자가 특정 회의실에 들어갈 수 있다는 증표입니다.', 'ko')).toBe(true);
    expect(found('이 작업들은 본문에 기대지 마세요.', 'ko')).toBe(true);
    expect(found('차단한 참석자는 복원할 수 있습니다.', 'ko')).toBe(true);
    expect(found('목록에 있는 사용자만 입장할 수 있습니다.', 'ko')).toBe(true);
    expect(found('Node.js 18 이상이 필요합니다.', 'ko')).toBe(true);
    expect(found('TypeScript 도우미 함수', 'ko')).toBe(true);
    expect(found('the answer is 202 with one transaction per recipient.', 'en')).toBe(true);
    expect(found('It returns 202 with one transaction per recipient.', 'en')).toBe(false);
  });
});

describe.each(allDocs().map((doc) => [path.relative(ROOT, doc.file), doc] as const))('%s', (_file, doc) => {
  it('uses the glossary terms, not their variants', () => {
    expect(variantsIn(prose(doc), doc.tree.locale, doc.id)).toEqual([]);
  });
});

describe.each(SPEC_NAMES.flatMap((name) => (['en', 'ko'] as const).map((locale) => [name, locale] as const)))(
  'the %s API specification in %s',
  (name, locale) => {
    it('uses the glossary terms, not their variants, in the text the reference shows', () => {
      expect(variantsIn(specProse(readSpec(name, locale)), locale, `openapi/${name}`)).toEqual([]);
    });
  },
);
