/**
 * Local plugin that owns the page-facts convention: every doc page declares in its front matter where its facts
 * come from (facts.ts); the build stops on a page that does not; pages with `facts: example` or `facts: mixed`
 * show the status line (theme/FactsStatus, put under the title by remark.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {factsProblem} from './facts';

export {default as remarkPageFacts} from './remark';

interface LoadedDocs {
  loadedVersions: {docs: {source: string; frontMatter: Record<string, unknown>}[]}[];
}

export default function pageFactsPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-facts',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedDocs | undefined;
      const problems = (docs?.loadedVersions ?? []).flatMap((version) =>
        version.docs.flatMap((doc) => factsProblem(doc.source.replace(/^@site\//, ''), doc.frontMatter) ?? []),
      );
      if (problems.length > 0)
        throw new Error(
          `page-facts (${context.i18n.currentLocale}): ${problems.length} doc page(s) do not say where their facts come from:\n- ${problems.join('\n- ')}`,
        );
    },
  };
}
