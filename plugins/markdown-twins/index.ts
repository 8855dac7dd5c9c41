import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlToMarkdown, pageStatus} from './htmlToMarkdown';
import {llmsFullTxt, llmsTxt, type LlmsSection} from './llmsTxt';

/**
 * Every doc page (guides and API reference, every version) gets a Markdown twin at its path plus `.md`, and each
 * locale gets /llms.txt and /llms-full.txt (current version only). Written here rather than with
 * @signalwire/docusaurus-plugin-llms-txt, which groups llms.txt by URL segments (our routes are flat, so one
 * group instead of the ten areas), or docusaurus-plugin-llms, which reads the Markdown sources (the API
 * reference pages are built from the OpenAPI specs by components and would come out empty).
 */
interface DocMetadata {
  id: string;
  title: string;
  description?: string;
  permalink: string;
  sidebar?: string;
}

export interface MarkdownTwinsOptions {
  /** llms.txt's sections: the site's areas in reading order, named as the translated navbar names them. */
  readonly areas: (navbarItems: readonly unknown[]) => readonly {title: string; docs: readonly string[]}[];
}

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

/** The site path of a built page's HTML file (`trailingSlash: false`: `/x` is `x.html`). */
function htmlFile(outDir: string, baseUrl: string, permalink: string): string {
  return path.join(outDir, `${permalink.slice(baseUrl.length) || 'index'}.html`);
}

export default function markdownTwinsPlugin(context: LoadContext, options: unknown): Plugin {
  const areas = (options as Partial<MarkdownTwinsOptions> | undefined)?.areas;
  if (typeof areas !== 'function') {
    throw new Error('markdown-twins: the `areas` option is required (see MarkdownTwinsOptions)');
  }
  let versions: {name: string; docs: DocMetadata[]}[] = [];
  return {
    name: 'markdown-twins',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        {loadedVersions: {versionName: string; docs: DocMetadata[]}[]} | undefined;
      versions = (docs?.loadedVersions ?? []).map((version) => ({name: version.versionName, docs: version.docs}));
    },
    async postBuild({outDir, siteConfig}) {
      const {baseUrl, url} = siteConfig;
      const twins = new Set(versions.flatMap((version) => version.docs.map((doc) => doc.permalink)));
      const links = {twinOf: (pagePath: string) => (twins.has(pagePath) ? `${pagePath}.md` : undefined)};
      const markdownOf = new Map<string, string>();
      const statusOf = new Map<string, string>();
      for (const permalink of twins) {
        const html = fs.readFileSync(htmlFile(outDir, baseUrl, permalink), 'utf8');
        const status = pageStatus(html);
        if (status !== undefined) statusOf.set(permalink, status);
        const markdown = await htmlToMarkdown(html, links);
        if (markdown === undefined) throw new Error(`markdown-twins: ${permalink} has no article to convert`);
        fs.writeFileSync(htmlFile(outDir, baseUrl, permalink).replace(/\.html$/, '.md'), markdown);
        markdownOf.set(permalink, markdown);
      }

      const current = versions.find((version) => version.name === 'current')?.docs ?? [];
      const byId = new Map(current.map((doc) => [doc.id, doc]));
      const navbarItems = (siteConfig.themeConfig as {navbar?: {items?: unknown[]}}).navbar?.items ?? [];
      const pagesOf = (ids: readonly (string | undefined)[]) =>
        ids
          .map((id) => (id === undefined ? undefined : byId.get(id)))
          .filter((doc): doc is DocMetadata => doc !== undefined)
          .map((doc) => ({
            title: doc.title,
            description: doc.description,
            status: statusOf.get(doc.permalink),
            url: `${url}${doc.permalink}.md`,
          }));
      const sections: LlmsSection[] = areas(navbarItems).map((area) => ({
        title: area.title,
        pages: pagesOf(area.docs),
      }));

      const text = TEXT[context.i18n.currentLocale === 'en' ? 'en' : 'ko'];
      const index = llmsTxt(siteConfig.title, text.summary, text.details, sections);
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
    },
  };
}
