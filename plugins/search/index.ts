/**
 * Local full-text search. After each locale's build it reads the built doc pages, splits them into
 * sections and writes exactly two files per docs version under `<baseUrl>search/`: the document list
 * and the serialized MiniSearch index, with content hashes in their names. Their names reach the browser
 * in a <meta name="nuri-search"> tag added to every built page (HTML is revalidated on every visit, so
 * it always names the current files); the client fetches the two files on first interaction only.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {listedDocuments, type PageEntry, type SearchDocuments, type SectionEntry, serializeIndex} from './engine';
import {extractPage, parseHtml, type ExtractedPage} from './extract';
import {MANIFEST_META_NAME, type SearchManifest} from './manifest';

export const SEARCH_DIR = 'search';

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** Every built HTML file of this locale (other locales' folders, built separately, are left out). */
function htmlFiles(outDir: string, otherLocales: readonly string[]): string[] {
  return fs
    .readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html') && !otherLocales.includes(file.split(path.sep)[0]!))
    .sort();
}

/** The page path of a built file: `api-media.html` → `<baseUrl>api-media`, `index.html` → `<baseUrl>`. */
function pagePath(baseUrl: string, file: string): string {
  const route = file
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '');
  return `${baseUrl}${route}`.replace(/\/$/, '') || '/';
}

function documentsOf(pages: readonly {path: string; area: string; page: ExtractedPage}[]): SearchDocuments {
  const pageEntries: PageEntry[] = [];
  const sections: SectionEntry[] = [];
  for (const {path: pagePathname, area, page} of pages) {
    const pageIndex = pageEntries.push([pagePathname, page.title, area]) - 1;
    for (const section of page.sections) sections.push([pageIndex, section.anchor, section.heading, section.text]);
  }
  return {pages: pageEntries, sections};
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface SearchOptions {
  /** The site's areas, named as the translated navbar names them; a doc belongs to the area of its folder. */
  readonly areas: (navbarItems: readonly unknown[]) => readonly {key: string; title: string}[];
}

export default function searchPlugin(context: LoadContext, options: unknown): Plugin {
  const areas = (options as Partial<SearchOptions> | undefined)?.areas;
  if (typeof areas !== 'function') throw new Error('nuri-search: the `areas` option is required (see SearchOptions)');
  const otherLocales = context.i18n.locales.filter((locale) => locale !== context.i18n.currentLocale);
  return {
    name: 'nuri-search',
    // The navbar's search box (@theme/SearchBar): no search theme is installed, this plugin supplies it.
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    async postBuild({outDir, siteConfig}) {
      const navbarItems = (siteConfig.themeConfig as {navbar?: {items?: unknown[]}}).navbar?.items ?? [];
      const titles = new Map(areas(navbarItems).map((area) => [area.key, area.title]));
      const areaOf = (docId: string) => titles.get(docId.split('/')[0] ?? '') ?? '';
      const files = htmlFiles(outDir, otherLocales);
      const byVersion = new Map<string, {path: string; area: string; page: ExtractedPage}[]>();
      for (const file of files) {
        const page = extractPage(parseHtml(fs.readFileSync(path.join(outDir, file), 'utf8')));
        if (!page) continue;
        const list = byVersion.get(page.version) ?? [];
        list.push({path: pagePath(siteConfig.baseUrl, file), area: areaOf(page.docId), page});
        byVersion.set(page.version, list);
      }

      const searchDir = path.join(outDir, SEARCH_DIR);
      fs.rmSync(searchDir, {recursive: true, force: true});
      fs.mkdirSync(searchDir, {recursive: true});
      const manifest: SearchManifest = {};
      for (const [version, pages] of byVersion) {
        const documents = documentsOf(pages);
        const documentsJson = JSON.stringify(listedDocuments(documents));
        const indexJson = serializeIndex(documents);
        const documentsFile = `${SEARCH_DIR}/${version}.docs.${contentHash(documentsJson)}.json`;
        const indexFile = `${SEARCH_DIR}/${version}.index.${contentHash(indexJson)}.json`;
        fs.writeFileSync(path.join(outDir, documentsFile), documentsJson);
        fs.writeFileSync(path.join(outDir, indexFile), indexJson);
        manifest[version] = {documents: documentsFile, index: indexFile};
      }

      const meta = `<meta name="${MANIFEST_META_NAME}" content="${escapeAttribute(JSON.stringify(manifest))}">`;
      for (const file of files) {
        const filePath = path.join(outDir, file);
        const html = fs.readFileSync(filePath, 'utf8');
        if (html.includes('</head>')) fs.writeFileSync(filePath, html.replace('</head>', `${meta}</head>`));
      }
    },
  };
}
