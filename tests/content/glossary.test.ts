import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {readSpec, SPEC_NAMES} from '../support/api';
import {allDocs} from '../support/docs';
import {ROOT, type Locale} from '../support/site';

interface Avoid {
  avoid: Record<Locale, string[]>;
  /** Only in these docs (doc id prefixes, `media/`) and specifications (`openapi/media`); everywhere when absent. */
  in?: string[];
  /**
   * Only in these docs versions (`current`, `1.x`); every kept version when absent. A term fixed after a version
   * was cut applies to the current docs, and to an older version only once its pages are corrected too. The
   * reference, the landing page and the interface are always current.
   */
  versions?: string[];
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
const TEXT_KEYS = new Set(['title', 'summary', 'description', 'x-displayName', 'x-no-example', 'reason']);

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

/**
 * The text of an interface source (the landing page, the theme components, the navbar, footer and area labels):
 * every string literal, template part and JSX text that holds Hangul, read with the TypeScript parser, so comments
 * and identifiers are not prose. Korean is the source locale of the interface; English comes from i18n/en.
 */
function interfaceText(file: string): string {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateLiteralToken(node)) {
      if (/[가-힣]/.test(node.text)) texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts.join('\n').replace(/`[^`\n]+`/g, ' ');
}

/** The message of every entry of an i18n/en JSON file (code.json, the navbar, the footer, the sidebars). */
function translationText(file: string): string {
  const entries = Object.values(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message?: string}>);
  return entries.map((entry) => entry.message ?? '').join('\n');
}

const filesUnder = (dir: string, pattern: RegExp): string[] =>
  fs
    .readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(dir, file))
    .filter((file) => pattern.test(file))
    .sort();

/**
 * The interface's Korean sources: the landing page and the site's own theme components (src/), the data of the
 * navbar, footer and areas (config/), and every plugin's theme components (plugins/<name>/theme/, wherever a
 * plugin keeps them). Not the plugins' build code: search synonyms list variants on purpose.
 */
const INTERFACE_SOURCES = [
  ...filesUnder('src', /\.tsx?$/),
  // The search's synonyms hold the variants on purpose, so that a reader's word finds the glossary's.
  ...filesUnder('config', /\.ts$/).filter((file) => file !== 'config/synonyms.ts'),
  ...filesUnder('plugins', /(^|\/)theme\/.*\.tsx?$/),
];

/** The interface's English: every translation file of i18n/en (the docs' Markdown is read as docs). */
const TRANSLATION_FILES = filesUnder('i18n/en', /\.json$/);

/**
 * The variants one text uses: `where` is a doc id (`media/api-media`), a specification (`openapi/media`) or an
 * interface file (`src/pages/index.tsx`); `version` is the docs version the text belongs to.
 */
function variantsIn(text: string, locale: Locale, where: string, version = 'current'): string[] {
  const applies = (entry: Entry) =>
    (!entry.in || entry.in.some((prefix) => where.startsWith(prefix))) &&
    (!entry.versions || entry.versions.includes(version));
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

describe('the interface text', () => {
  it('is read from the landing page, the theme components, the navbar data and every translation file', () => {
    expect(INTERFACE_SOURCES).toEqual(
      expect.arrayContaining([
        'src/pages/index.tsx',
        'src/components/HomeAreaCards/index.tsx',
        'plugins/convention/theme/Convention/index.tsx',
        'config/navbar.ts',
        expect.stringMatching(/^plugins\/page-facts\/.*theme\/FactsStatus\/index\.tsx$/),
        expect.stringMatching(/^plugins\/search\/.*theme\/SearchBar\//),
      ]),
    );
    expect(INTERFACE_SOURCES.filter((file) => file.includes('synonyms'))).toEqual([]);
    expect(TRANSLATION_FILES).toEqual(
      expect.arrayContaining(['i18n/en/code.json', 'i18n/en/docusaurus-theme-classic/navbar.json']),
    );
  });

  it('takes strings and JSX text, not comments or identifiers', () => {
    const file = path.join(ROOT, 'src/pages/index.tsx');
    const text = interfaceText(file);
    expect(text).toContain('개발자 문서');
    expect(text).not.toMatch(/import|export|=>/);
  });

  it('applies a versioned entry only to the versions it names', () => {
    const text = '회의실 참여 토큰을 받습니다.';
    expect(variantsIn(text, 'ko', 'media/media-sdk')).toContain('회의실 참여 토큰 → 참여 토큰');
    expect(variantsIn(text, 'ko', 'media/media-sdk', '1.x')).toEqual([]);
  });
});

describe.each(allDocs().map((doc) => [path.relative(ROOT, doc.file), doc] as const))('%s', (_file, doc) => {
  it('uses the glossary terms, not their variants', () => {
    expect(variantsIn(prose(doc), doc.tree.locale, doc.id, doc.tree.version)).toEqual([]);
  });
});

describe.each(INTERFACE_SOURCES)('the Korean interface text of %s', (file) => {
  it('uses the glossary terms, not their variants', () => {
    expect(variantsIn(interfaceText(path.join(ROOT, file)), 'ko', file)).toEqual([]);
  });
});

describe.each(TRANSLATION_FILES)('the English interface text of %s', (file) => {
  it('uses the glossary terms, not their variants', () => {
    const version = /version-([^/.]+)/.exec(file)?.[1] ?? 'current';
    expect(variantsIn(translationText(path.join(ROOT, file)), 'en', file, version)).toEqual([]);
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
