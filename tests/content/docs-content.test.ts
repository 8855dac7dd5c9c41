import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readDocs} from '../support/docs';
import {codeBlocks, headingOutline} from '../support/unit';
import {DOCS_TREES, ROOT} from '../support/site';

/** Each Korean docs tree and its English twin: the current docs and every kept version. */
const TREE_PAIRS = DOCS_TREES.filter((tree) => tree.locale === 'ko').map((ko) => ({
  ko: ko.dir,
  en: DOCS_TREES.find((tree) => tree.locale === 'en' && tree.version === ko.version)!.dir,
}));

describe.each(TREE_PAIRS)('$ko and its English twin', ({ko, en}) => {
  const koDocs = readDocs(ko);
  const enDocs = new Map(readDocs(en).map((doc) => [doc.id, doc]));

  it('every Korean page has an English page at the same path, and no English page is extra', () => {
    expect([...enDocs.keys()].sort()).toEqual(koDocs.map((doc) => doc.id).sort());
  });

  it.each(koDocs.map((doc) => [doc.id, doc] as const))('%s has the same h2/h3 outline in both languages', (id, doc) => {
    const twin = enDocs.get(id);
    expect(twin, `English twin of ${id}`).toBeDefined();
    expect(headingOutline(twin!.body)).toEqual(headingOutline(doc.body));
  });

  it.each(koDocs.map((doc) => [doc.id, doc] as const))('%s has the same slug in both languages', (id, doc) => {
    expect(enDocs.get(id)?.frontMatter.slug).toBe(doc.frontMatter.slug);
  });

  it('every json code block parses, in both languages', () => {
    const broken = [...koDocs, ...enDocs.values()].flatMap((doc) =>
      codeBlocks(doc.body)
        .filter((block) => block.lang === 'json')
        .flatMap((block) => {
          try {
            JSON.parse(block.code);
            return [];
          } catch (error) {
            return [`${path.relative(ROOT, doc.file)}: ${(error as Error).message}`];
          }
        }),
    );
    expect(broken).toEqual([]);
  });

  it('every page has a title and a description for search engines and link previews', () => {
    const missing = [...koDocs, ...enDocs.values()]
      .filter((doc) => !doc.frontMatter.title || !doc.frontMatter.description)
      .map((doc) => path.relative(ROOT, doc.file));
    expect(missing).toEqual([]);
  });

  it('has no placeholder text on any page', () => {
    const placeholders = [...koDocs, ...enDocs.values()]
      .filter((doc) => /\bTODO\b|coming soon|lorem ipsum|준비 중/i.test(doc.body))
      .map((doc) => path.relative(ROOT, doc.file));
    expect(placeholders).toEqual([]);
  });
});
