/**
 * Remark plugin (the docs plugin's remarkPlugins, after Docusaurus's heading ids) that shows readers what an author
 * acknowledged with `npm run i18n:pending`: a page whose own text is behind its source gets the notice under its
 * title, a section behind its source gets it under the section's heading. The notice is part of the article, so
 * the page's Markdown twin and its llms.txt entry carry it too.
 */
import type {Heading, Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {toString} from 'mdast-util-to-string';
import {mdxjs} from 'micromark-extension-mdxjs';
import type {VFile} from 'vfile';
import {readTranslationRecord, TRANSLATION_PENDING, type Pending} from './record';

export interface RemarkTranslationStatusOptions {
  /** The locale the pages of this docs plugin are translated from (their notices link to it). */
  readonly sourceLocale: string;
}

/** The page's local name of `@theme/TranslationNotice`: an import, so no MDX component map has to know it. */
const LOCAL_NAME = 'TranslationStatusNotice';
const SOURCE = '@theme/TranslationNotice';

/** The page's import of the notice, parsed by the MDX parser itself, estree and all. */
function esmImport(): RootContent {
  const parsed = fromMarkdown(`import ${LOCAL_NAME} from ${JSON.stringify(SOURCE)};`, {
    extensions: [mdxjs()],
    mdastExtensions: [mdxFromMarkdown()],
  });
  return parsed.children[0]!;
}

/** `<TranslationStatusNotice since source [sectionId sectionTitle] />` with plain string attributes. */
export function noticeElement(attributes: Readonly<Record<string, string>>): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: LOCAL_NAME,
    attributes: Object.entries(attributes).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
    children: [],
  } as unknown as RootContent;
}

function headingId(node: Heading): string | undefined {
  const id = (node.data as {id?: unknown} | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

export default function remarkTranslationStatus(options: RemarkTranslationStatusOptions) {
  const {sourceLocale} = options ?? {};
  if (typeof sourceLocale !== 'string' || sourceLocale === '')
    throw new Error(
      `remarkTranslationStatus: the "sourceLocale" option must name a locale, not ${JSON.stringify(sourceLocale)}`,
    );
  return (tree: Root, file: VFile): void => {
    const frontMatter = (file.data as {frontMatter?: Record<string, unknown>}).frontMatter ?? {};
    let pending;
    try {
      ({pending} = readTranslationRecord(frontMatter));
    } catch (error) {
      throw new Error(`${file.path}: ${(error as Error).message}`, {cause: error});
    }
    const sections = new Map<string, Pending>(Object.entries(pending.sections ?? {}));
    if (pending.page === undefined && sections.size === 0) return;

    // Under each acknowledged section's heading, from the last so that earlier indices stay valid.
    const found = new Set<string>();
    for (let index = tree.children.length - 1; index >= 0; index -= 1) {
      const node = tree.children[index]!;
      const id = node.type === 'heading' ? headingId(node) : undefined;
      const acknowledged = id === undefined ? undefined : sections.get(id);
      if (id === undefined || acknowledged === undefined) continue;
      found.add(id);
      const attributes = {since: acknowledged.since, source: sourceLocale, sectionId: id};
      tree.children.splice(index + 1, 0, noticeElement({...attributes, sectionTitle: toString(node).trim()}));
    }
    const unplaced = [...sections.keys()].filter((id) => !found.has(id));
    if (unplaced.length > 0)
      throw new Error(
        `${file.path}: ${TRANSLATION_PENDING} names sections the page has no heading for: ${unplaced.join(', ')}`,
      );

    // Under the title: after the imports and after a leading `# Title` when the page writes its own.
    if (pending.page !== undefined) {
      let at = 0;
      while (tree.children[at]?.type === 'mdxjsEsm') at += 1;
      const first = tree.children[at];
      if (first?.type === 'heading' && first.depth === 1) at += 1;
      tree.children.splice(at, 0, noticeElement({since: pending.page.since, source: sourceLocale}));
    }
    tree.children.unshift(esmImport());
  };
}
