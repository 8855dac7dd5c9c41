/**
 * The search's post-build step (`searchData`, run by the post-build pipeline, postbuild/steps.ts): it reads each
 * locale's built doc pages into sections (build/extract.ts), writes each docs version's search files under
 * `<locale>/search/` in the layout its size calls for (build/layout.ts), and names them in a
 * <meta name="nuri-search"> tag it adds to every page the app renders.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {AreaFacts} from '@postbuild/facts';
import type {Element, Root} from 'hast';
import {select} from 'hast-util-select';
import {extractPage, type ExtractedPage} from './build/extract';
import {SEARCH_DIR, versionSearchData} from './build/layout';
import type {PageEntry, SearchDocuments, SectionEntry} from './format';
import {MANIFEST_META_NAME, type SearchManifest} from './manifest';

function documentsOf(pages: readonly {path: string; area: string; page: ExtractedPage}[]): SearchDocuments {
  const pageEntries: PageEntry[] = [];
  const sections: SectionEntry[] = [];
  for (const {path: pagePathname, area, page} of pages) {
    const pageIndex = pageEntries.push([pagePathname, page.title, area]) - 1;
    for (const section of page.sections) {
      const entry = [pageIndex, section.anchor, section.heading, section.text] as const;
      sections.push(section.keys ? [...entry, section.keys] : entry);
    }
  }
  return {pages: pageEntries, sections};
}

/** What the search step reads of a built page (the post-build pipeline's page, postbuild/pipeline.ts). */
export interface SearchPage {
  readonly route: string;
  readonly tree: Root;
  /**
   * The locale's build, with its areas as the postbuild-facts plugin named them (postbuild-facts.d.ts); undefined
   * for a site without that plugin, which gets no search data.
   */
  readonly locale: {readonly dir: string; readonly areas: readonly AreaFacts[]} | undefined;
  /** The end of `parent`: the returned function adds an element there once the tree is gone (from `finish`). */
  appendLater(parent: Element): (node: Element) => void;
}

interface LocaleSearch {
  readonly dir: string;
  readonly areaOf: (docId: string) => string;
  readonly byVersion: Map<string, {path: string; area: string; page: ExtractedPage}[]>;
  /** Where the manifest goes: the end of the <head> of every page the app renders (redirect pages have no app). */
  readonly heads: ((node: Element) => void)[];
}

/**
 * The post-build step: reads the doc pages of each locale into sections, writes the locale's two files per docs
 * version under `<locale>/search/`, and adds the manifest <meta> to every app page of the locale. The manifest
 * names the files by content hashes over every page, so it is added from `finish`, where the page was marked. A
 * result's area is the area of its doc's folder, named as the locale's navbar names it.
 */
export function searchData() {
  const locales = new Map<string, LocaleSearch>();
  const localeOf = (locale: NonNullable<SearchPage['locale']>): LocaleSearch => {
    let found = locales.get(locale.dir);
    if (!found) {
      const titles = new Map(locale.areas.map((area) => [area.key, area.title]));
      found = {
        dir: locale.dir,
        areaOf: (docId) => titles.get(docId.split('/')[0] ?? '') ?? '',
        byVersion: new Map(),
        heads: [],
      };
      locales.set(locale.dir, found);
    }
    return found;
  };
  return {
    name: 'search data',
    page(page: SearchPage): void {
      if (!page.locale) return;
      const locale = localeOf(page.locale);
      const head = select('head', page.tree);
      if (head && select('#__docusaurus', page.tree)) locale.heads.push(page.appendLater(head));
      const extracted = extractPage(page.tree);
      if (!extracted) return;
      const list = locale.byVersion.get(extracted.version) ?? [];
      list.push({path: page.route, area: locale.areaOf(extracted.docId), page: extracted});
      locale.byVersion.set(extracted.version, list);
    },
    finish({dir}: {dir: string}): string {
      let files = 0;
      let docPages = 0;
      const sharded: string[] = [];
      for (const locale of locales.values()) {
        const outDir = path.join(dir, locale.dir);
        const searchDir = path.join(outDir, SEARCH_DIR);
        fs.rmSync(searchDir, {recursive: true, force: true});
        fs.mkdirSync(searchDir, {recursive: true});
        const manifest: SearchManifest = {};
        for (const [version, versionPages] of locale.byVersion) {
          const data = versionSearchData(version, documentsOf(versionPages), process.env.NURI_SEARCH_LAYOUT);
          for (const file of data.files) fs.writeFileSync(path.join(outDir, file.path), file.content);
          manifest[version] = data.entry;
          files += data.files.length;
          if (data.layout === 'sharded') sharded.push(`${locale.dir || 'default'} ${version}`);
          docPages += versionPages.length;
        }
        const content = JSON.stringify(manifest);
        for (const addToHead of locale.heads) {
          addToHead({
            type: 'element',
            tagName: 'meta',
            properties: {name: MANIFEST_META_NAME, content},
            children: [],
          });
        }
      }
      return `${docPages} doc pages, ${files} files${sharded.length > 0 ? `, sharded: ${sharded.join(', ')}` : ''}`;
    },
  };
}
