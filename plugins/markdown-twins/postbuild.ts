/**
 * The Markdown twins' post-build step (`markdownTwins`, run by the post-build pipeline, postbuild/steps.ts).
 * Every doc page (guides and API reference, every version) gets a Markdown twin at its path plus `.md`, and each
 * locale gets /llms.txt and /llms-full.txt (current version only). Written here rather than with
 * @signalwire/docusaurus-plugin-llms-txt, which groups llms.txt by URL segments (our routes are flat, so one
 * group instead of the ten areas), or docusaurus-plugin-llms, which reads the Markdown sources (the API
 * reference pages are built from the OpenAPI specs by components and would come out empty).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {DocFacts, LocaleFacts} from '@postbuild/facts';
import type {Root} from 'hast';
import {htmlToMarkdown, pageStatus} from './htmlToMarkdown';
import {llmsFullTxt, llmsTxt, type LlmsSection} from './llmsTxt';

const TEXT = {
  ko: {
    summary:
      '플랫폼의 미디어, 채팅, 푸시 알림, 패스포트 로그인, 리소스, 아바타, 맵 빌더, 맵 스튜디오, XR SDK 개발자 문서입니다.',
    details:
      '각 링크는 문서의 Markdown 판입니다. API 레퍼런스는 OpenAPI 명세에서 생성되며 원본 YAML도 함께 제공합니다.',
  },
  en: {
    summary:
      "Developer documentation of the platform's media, chat, push notification, passport login, resource, avatar, map builder, map studio and XR SDK services.",
    details:
      'Each link is the Markdown version of a page. The API references are generated from the OpenAPI specs, which are also published as YAML.',
  },
} as const;

/** What the twins step reads of a built page (the post-build pipeline's page, postbuild/pipeline.ts). */
export interface TwinsPage {
  /** The build folder. */
  readonly buildDir: string;
  /** The file, relative to the build folder, with `/` separators. */
  readonly file: string;
  readonly route: string;
  readonly tree: Root;
  /** The locale's build; undefined for a site without the postbuild-facts plugin, which gets no twins. */
  readonly locale: TwinsLocale | undefined;
}

/**
 * A locale's build: the facts of the postbuild-facts plugin (postbuild-facts.d.ts: among them llms.txt's sections, the
 * site's areas in reading order, named as the locale's navbar names them) and its output folder.
 */
interface TwinsLocale extends LocaleFacts {
  /** The locale's output folder, relative to the build folder ('' for the default locale). */
  readonly dir: string;
}

interface LocaleTwins {
  readonly facts: TwinsLocale;
  /** Every doc page's route (guides and API reference, every version). */
  readonly twins: ReadonlySet<string>;
  /** The current version's doc pages' routes. */
  readonly current: ReadonlySet<string>;
  /** The routes whose twin is written. */
  readonly written: Set<string>;
  /** The Markdown of the current version's pages, which llms-full.txt holds; the others' are on disk only. */
  readonly markdownOf: Map<string, string>;
  readonly statusOf: Map<string, string>;
}

/**
 * The post-build step: writes each doc page's twin next to its HTML (`<file>.md`) as it sees the page, and each
 * locale's llms.txt and llms-full.txt once it has seen them all.
 */
export function markdownTwins() {
  const locales = new Map<string, LocaleTwins>();
  let twinFiles = 0;
  const localeOf = (facts: TwinsLocale): LocaleTwins => {
    let found = locales.get(facts.dir);
    if (!found) {
      const permalinks = (docs: readonly DocFacts[] = []) => docs.map((doc) => doc.permalink);
      const twins = new Set(facts.versions.flatMap((version) => permalinks(version.docs)));
      const current = new Set(permalinks(facts.versions.find((version) => version.name === 'current')?.docs));
      found = {facts, twins, current, written: new Set(), markdownOf: new Map(), statusOf: new Map()};
      locales.set(facts.dir, found);
    }
    return found;
  };
  return {
    name: 'Markdown twins',
    async page(page: TwinsPage): Promise<void> {
      if (!page.locale) return;
      const locale = localeOf(page.locale);
      const {twins, current, markdownOf, statusOf} = locale;
      if (!twins.has(page.route)) return;
      const links = {twinOf: (pagePath: string) => (twins.has(pagePath) ? `${pagePath}.md` : undefined)};
      const status = pageStatus(page.tree);
      if (status !== undefined) statusOf.set(page.route, status);
      const markdown = await htmlToMarkdown(page.tree, links);
      if (markdown === undefined) throw new Error(`markdown-twins: ${page.route} has no article to convert`);
      fs.writeFileSync(path.join(page.buildDir, page.file.replace(/\.html$/, '.md')), markdown);
      locale.written.add(page.route);
      twinFiles += 1;
      if (current.has(page.route)) markdownOf.set(page.route, markdown);
    },
    finish({dir}: {dir: string}): string {
      for (const {facts, twins, written, markdownOf, statusOf} of locales.values()) {
        const missing = [...twins].filter((permalink) => !written.has(permalink));
        if (missing.length > 0) throw new Error(`markdown-twins: no built page for ${missing.join(', ')}`);
        const {url} = facts;
        const current = facts.versions.find((version) => version.name === 'current')?.docs ?? [];
        const byId = new Map(current.map((doc) => [doc.id, doc]));
        const pagesOf = (ids: readonly (string | undefined)[]) =>
          ids
            .map((id) => (id === undefined ? undefined : byId.get(id)))
            .filter((doc): doc is DocFacts => doc !== undefined)
            .map((doc) => ({
              title: doc.title,
              description: doc.description,
              status: statusOf.get(doc.permalink),
              url: `${url}${doc.permalink}.md`,
            }));
        const sections: LlmsSection[] = facts.areas.map((area) => ({
          title: area.title,
          pages: pagesOf(area.docs),
        }));

        const text = TEXT[facts.locale === 'en' ? 'en' : 'ko'];
        const index = llmsTxt(facts.title, text.summary, text.details, sections);
        const outDir = path.join(dir, facts.dir);
        fs.writeFileSync(path.join(outDir, 'llms.txt'), index);
        const ordered = sections.flatMap((section) => section.pages);
        fs.writeFileSync(
          path.join(outDir, 'llms-full.txt'),
          llmsFullTxt(
            index,
            ordered.map((entry) => ({
              url: entry.url,
              markdown: markdownOf.get(entry.url.slice(url.length, -'.md'.length)) ?? '',
            })),
          ),
        );
      }
      return `${twinFiles} twins`;
    },
  };
}
