/**
 * Remark plugin (the docs plugin's remarkPlugins) that puts the status line under the title of every page whose
 * front matter says `facts: example` or `facts: mixed`. It is part of the article, so the page's Markdown twin
 * carries it too.
 */
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {VFile} from 'vfile';
import {hasStatusLine, type StatusFacts} from './facts';

/** The page's local name of `@theme/FactsStatus`: an import, so no MDX component map has to know it. */
const LOCAL_NAME = 'PageFactsStatus';
const SOURCE = '@theme/FactsStatus';

function esmImport(): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${LOCAL_NAME} from '${SOURCE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: LOCAL_NAME}}],
            source: {type: 'Literal', value: SOURCE, raw: JSON.stringify(SOURCE)},
            attributes: [],
          },
        ],
      },
    },
  };
}

const statusLine = (facts: StatusFacts): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name: LOCAL_NAME,
  attributes: [{type: 'mdxJsxAttribute', name: 'facts', value: facts}],
  children: [],
});

export default function remarkPageFacts() {
  return (tree: Root, file: VFile): void => {
    const frontMatter = (file.data as {frontMatter?: {facts?: unknown}}).frontMatter;
    const facts = frontMatter?.facts;
    if (!hasStatusLine(facts)) return;
    // Under the title: after the imports and after a leading `# Title` when the page writes its own.
    let at = 0;
    while (tree.children[at]?.type === 'mdxjsEsm') at += 1;
    const first = tree.children[at];
    if (first?.type === 'heading' && first.depth === 1) at += 1;
    tree.children.splice(at, 0, statusLine(facts));
    tree.children.unshift(esmImport());
  };
}
