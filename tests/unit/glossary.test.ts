import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {allDocs} from '../support/docs';
import {ROOT, type Locale} from '../support/site';

interface Term {
  ko: string;
  en: string;
  note?: string;
  avoid: Record<Locale, string[]>;
}

const GLOSSARY = parse(fs.readFileSync(path.join(ROOT, 'writing/glossary.yaml'), 'utf8')) as Term[];

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
 * The prose a reader sees: title, description and body without code, link targets, comments and tags. Mermaid
 * diagrams stay: their labels are text readers see.
 */
function prose(doc: {frontMatter: Record<string, unknown>; body: string}): string {
  const body = doc.body
    .replace(/^(```+|~~~+)(?!mermaid)[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/`[^`\n]+`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ');
  return [doc.frontMatter.title, doc.frontMatter.description, doc.frontMatter.sidebar_label, body]
    .filter((part): part is string => typeof part === 'string')
    .join('\n');
}

describe('the glossary', () => {
  it('has one entry per Korean and per English term, and no variant is itself a term', () => {
    const ko = GLOSSARY.map((term) => term.ko);
    const en = GLOSSARY.map((term) => term.en);
    expect(new Set(ko).size).toBe(ko.length);
    expect(new Set(en).size).toBe(en.length);
    for (const term of GLOSSARY) {
      expect(term.avoid.ko.filter((variant) => ko.includes(variant))).toEqual([]);
      expect(term.avoid.en.filter((variant) => en.includes(variant))).toEqual([]);
    }
  });

  it('a variant is found in running text and not inside another word', () => {
    expect(variantPattern('지도', 'ko').test('맵 스튜디오의 지도를 엽니다')).toBe(true);
    expect(variantPattern('지도', 'ko').test('씬 ID인지도 확인하세요')).toBe(false);
    expect(variantPattern('Added', 'ko').test('### Added')).toBe(true);
    expect(variantPattern('log in', 'en').test('Users Log in with passport')).toBe(true);
    expect(variantPattern('log in', 'en').test('a catalog interface')).toBe(false);
    expect(variantPattern('user id', 'en').test('the user ID of the caller')).toBe(false);
  });
});

describe.each(allDocs().map((doc) => [path.relative(ROOT, doc.file), doc] as const))('%s', (_file, doc) => {
  it('uses the glossary terms, not their variants', () => {
    const text = prose(doc);
    const found = GLOSSARY.flatMap((term) =>
      term.avoid[doc.tree.locale]
        .filter((variant) => variantPattern(variant, doc.tree.locale).test(text))
        .map((variant) => `${variant} → ${term[doc.tree.locale]}`),
    );
    expect(found).toEqual([]);
  });
});
