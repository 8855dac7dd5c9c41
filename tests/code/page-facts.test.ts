/**
 * Every doc page says where its facts come from (`facts` front matter): the build stops on one that does not, and
 * pages with example facts, or with contract and example facts mixed, get the status line under their title.
 */
import {compile} from '@mdx-js/mdx';
import type {Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import pageFactsPlugin, {remarkPageFacts} from '../../plugins/page-facts';
import {FACTS, factsProblem} from '../../plugins/page-facts/facts';
import {allDocs} from '../support/docs';

/** Areas the product specification does not describe: every page of theirs is the site's example. */
const AREAS_WITHOUT_CONTRACT = ['passport-login', 'resource', 'avatar', 'map-builder', 'map-studio', 'xr-sdk'];

describe('the docs declare where their facts come from', () => {
  const docs = allDocs();

  it('every doc of every version and locale has a valid facts field', () => {
    expect(docs.length).toBeGreaterThan(200);
    expect(docs.flatMap((doc) => factsProblem(doc.file, doc.frontMatter) ?? [])).toEqual([]);
  });

  it('pages of the areas the specification does not describe are examples; the API references are contract', () => {
    const wrong = docs.filter(({id, frontMatter}) =>
      AREAS_WITHOUT_CONTRACT.includes(id.split('/')[0]!)
        ? frontMatter.facts !== 'example'
        : id.startsWith('rest-api/') && frontMatter.facts !== 'contract',
    );
    expect(wrong.map((doc) => doc.file)).toEqual([]);
  });

  it('a page declares the same facts in both locales and every version', () => {
    const byId = new Map<string, Set<unknown>>();
    for (const doc of docs) byId.set(doc.id, (byId.get(doc.id) ?? new Set()).add(doc.frontMatter.facts));
    expect([...byId].filter(([, facts]) => facts.size !== 1).map(([id]) => id)).toEqual([]);
  });
});

describe('the build check', () => {
  const context = {i18n: {currentLocale: 'en'}} as LoadContext;
  const run = (frontMatter: Record<string, unknown>) =>
    pageFactsPlugin(context).allContentLoaded!({
      allContent: {
        'docusaurus-plugin-content-docs': {
          default: {
            loadedVersions: [
              {docs: [{source: '@site/i18n/en/docusaurus-plugin-content-docs/current/avatar/avatar.md', frontMatter}]},
            ],
          },
        },
      },
      actions: {} as never,
    });

  it('fails on a page without the field, naming the file and the choices', () => {
    expect(() => run({title: 'Avatar'})).toThrow(
      /page-facts \(en\): 1 doc page\(s\).*\n- i18n\/en\/docusaurus-plugin-content-docs\/current\/avatar\/avatar\.md has no "facts" front matter field\. Add "facts: contract" when .* or "facts: example" when /,
    );
  });

  it('fails on an unknown value and accepts the known ones', () => {
    expect(() => run({facts: 'guess'})).toThrow(/avatar\.md has facts: "guess"\. Use "facts: contract"/);
    expect(Object.keys(FACTS)).toEqual(['contract', 'example', 'mixed']);
    for (const facts of Object.keys(FACTS)) expect(() => run({facts})).not.toThrow();
  });

  it('names every choice in its message, mixed included', () => {
    expect(() => run({})).toThrow(/or "facts: mixed" when it states API facts from openapi\/ and also uses/);
  });
});

describe('the status line under the title', () => {
  function transform(source: string, frontMatter: Record<string, unknown>): Root {
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPageFacts);
    const file = new VFile({value: source, data: {frontMatter}});
    return processor.runSync(processor.parse(file), file) as Root;
  }
  const shape = (tree: Root) =>
    tree.children.map((node) => ('name' in node && node.name ? `${node.type}:${node.name}` : node.type));
  /** The `facts` attribute the status line carries, which picks its text. */
  const factsOf = (tree: Root) =>
    tree.children.flatMap((node) =>
      node.type === 'mdxJsxFlowElement'
        ? node.attributes.flatMap((a) => ('name' in a ? [`${a.name}=${String(a.value)}`] : []))
        : [],
    );

  it('goes first on an example page whose title is in its front matter, with its import', () => {
    expect(shape(transform('Intro.\n\n## Step\n', {facts: 'example'}))).toEqual([
      'mdxjsEsm',
      'mdxJsxFlowElement:PageFactsStatus',
      'paragraph',
      'heading',
    ]);
  });

  it('goes after the imports and a title the page writes itself', () => {
    expect(shape(transform("import X from './x';\n\n# Title\n\nIntro.\n", {facts: 'example'}))).toEqual([
      'mdxjsEsm',
      'mdxjsEsm',
      'heading',
      'mdxJsxFlowElement:PageFactsStatus',
      'paragraph',
    ]);
  });

  it('says which facts the page has: examples, or the specification and examples mixed', () => {
    expect(factsOf(transform('Intro.\n', {facts: 'example'}))).toEqual(['facts=example']);
    const mixed = transform('Intro.\n', {facts: 'mixed'});
    expect(shape(mixed)).toEqual(['mdxjsEsm', 'mdxJsxFlowElement:PageFactsStatus', 'paragraph']);
    expect(factsOf(mixed)).toEqual(['facts=mixed']);
  });

  it('is not on contract pages', () => {
    expect(shape(transform('Intro.\n', {facts: 'contract'}))).toEqual(['paragraph']);
  });

  it('compiles to the theme component', async () => {
    const code = String(
      await compile(new VFile({value: 'Intro.\n', path: '/site/docs/a.md', data: {frontMatter: {facts: 'example'}}}), {
        remarkPlugins: [remarkPageFacts],
      }),
    );
    expect(code).toContain('import PageFactsStatus from "@theme/FactsStatus"');
    expect(code).toMatch(/_jsx\(PageFactsStatus, \{\s*facts: "example"\s*\}\)/);
  });
});
