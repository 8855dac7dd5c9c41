/**
 * The notice of a translation acknowledged as behind (`translation_pending` in an English page's front matter):
 * the remark step puts it under the page's title or under the heading of each acknowledged section, and the
 * build stops on a record it cannot read or a section the page has no heading for.
 */
import {compile} from '@mdx-js/mdx';
import type {Heading, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import {remarkTranslationStatus} from '../../plugins/translation-status';

/** Docusaurus's heading plugin, as far as the step needs it: a heading's `{/* #id *\/}` becomes its data.id. */
function headingIds() {
  return (tree: Root) =>
    visit(tree, 'heading', (heading: Heading) => {
      const last = heading.children.at(-1) as {type: string; value?: string} | undefined;
      const id = last?.type === 'mdxTextExpression' ? /#(\S+)/.exec(last.value ?? '')?.[1] : undefined;
      if (id === undefined) return;
      heading.children.pop();
      const text = heading.children.at(-1);
      if (text?.type === 'text') text.value = text.value.trimEnd();
      heading.data = {...heading.data, id} as Heading['data'];
    });
}

function transform(source: string, frontMatter: Record<string, unknown>): Root {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(headingIds)
    .use(remarkTranslationStatus, {sourceLocale: 'ko'});
  const file = new VFile({value: source, path: '/site/i18n/en/page.md', data: {frontMatter}});
  return processor.runSync(processor.parse(file), file) as Root;
}

/** Each top-level node: its type, a notice with its attributes, a heading with its text. */
const shape = (tree: Root) =>
  tree.children.map((node) => {
    if (node.type === 'mdxJsxFlowElement')
      return `${node.name}(${node.attributes.map((a) => ('name' in a ? `${a.name}=${String(a.value)}` : '')).join(' ')})`;
    return node.type === 'heading' ? `h${node.depth} ${toString(node)}` : node.type;
  });

const PAGE = 'Intro.\n\n## Rooms {/* #room */}\n\nText.\n\n## Lifecycle {/* #room-lifecycle */}\n\nMore.\n';
const day = (since: string, source = '0a1b2c3d') => ({since, source});

describe('the translation notice', () => {
  it('is under the heading of each acknowledged section, naming it, with its import', () => {
    expect(shape(transform(PAGE, {translation_pending: {sections: {'room-lifecycle': day('2026-12-01')}}}))).toEqual([
      'mdxjsEsm',
      'paragraph',
      'h2 Rooms',
      'paragraph',
      'h2 Lifecycle',
      'TranslationStatusNotice(since=2026-12-01 source=ko sectionId=room-lifecycle sectionTitle=Lifecycle)',
      'paragraph',
    ]);
  });

  it("is under the title for the page's own text, after the imports and a title the page writes", () => {
    const source = `import X from './x';\n\n# Title\n\n${PAGE}`;
    expect(shape(transform(source, {translation_pending: {page: day('2026-11-30')}})).slice(0, 4)).toEqual([
      'mdxjsEsm',
      'mdxjsEsm',
      'h1 Title',
      'TranslationStatusNotice(since=2026-11-30 source=ko)',
    ]);
  });

  it('is not on a page with nothing acknowledged', () => {
    expect(shape(transform(PAGE, {translated_from: {page: '0a1b2c3d'}}))).toEqual([
      'paragraph',
      'h2 Rooms',
      'paragraph',
      'h2 Lifecycle',
      'paragraph',
    ]);
  });

  it('stops the build on a section the page has no heading for, and on a malformed record', () => {
    expect(() => transform(PAGE, {translation_pending: {sections: {gone: day('2026-12-01')}}})).toThrow(
      '/site/i18n/en/page.md: translation_pending names sections the page has no heading for: gone',
    );
    expect(() => transform(PAGE, {translation_pending: {page: {since: '2026-13-01', source: '0a1b2c3d'}}})).toThrow(
      "/site/i18n/en/page.md: malformed translation record: translation_pending.page.since must be a quoted date 'YYYY-MM-DD'",
    );
  });

  it('compiles to the theme component', async () => {
    const file = new VFile({
      value: PAGE,
      path: '/site/i18n/en/page.md',
      data: {frontMatter: {translation_pending: {page: day('2026-12-01')}}},
    });
    const code = String(await compile(file, {remarkPlugins: [[remarkTranslationStatus, {sourceLocale: 'ko'}]]}));
    expect(code).toContain('import TranslationStatusNotice from "@theme/TranslationNotice"');
    expect(code).toMatch(/_jsx\(TranslationStatusNotice, \{\s*since: "2026-12-01",\s*source: "ko"\s*\}\)/);
  });
});
