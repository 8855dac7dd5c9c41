import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';

const ROOT = path.resolve(__dirname, '../..');
/** The production build the e2e suite serves and inspects. */
export const BUILD = path.join(ROOT, 'build');

export type Locale = 'ko' | 'en';

/** The site-relative paths listed in a locale's built sitemap (every page a reader can reach). */
export function sitemapPaths(locale: Locale): string[] {
  const file = path.join(BUILD, locale === 'ko' ? 'sitemap.xml' : 'en/sitemap.xml');
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

/** Every docs folder with the URL prefix its pages are served under. */
const DOCS_FOLDERS = [
  {dir: 'docs', prefix: ''},
  {dir: 'versioned_docs/version-1.x', prefix: '/1.x'},
  {dir: 'i18n/en/docusaurus-plugin-content-docs/current', prefix: '/en'},
  {dir: 'i18n/en/docusaurus-plugin-content-docs/version-1.x', prefix: '/en/1.x'},
];

let diagramCounts: Map<string, number> | undefined;

/**
 * How many Mermaid diagrams the page at a path draws (fenced ```mermaid blocks in its source). They render
 * in the browser after hydration, so a test that inspects them waits for this many.
 */
export function mermaidDiagramCount(pagePath: string): number {
  diagramCounts ??= new Map(
    DOCS_FOLDERS.flatMap(({dir, prefix}) => {
      const folder = path.join(ROOT, dir);
      if (!fs.existsSync(folder)) return [];
      return fs
        .readdirSync(folder, {recursive: true, encoding: 'utf8'})
        .filter((file) => /\.mdx?$/.test(file))
        .flatMap((file) => {
          const source = fs.readFileSync(path.join(folder, file), 'utf8');
          const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1];
          const slug = frontMatter ? (parseYaml(frontMatter) as {slug?: unknown}).slug : undefined;
          const diagrams = source.match(/^\s*```mermaid\b/gm)?.length ?? 0;
          return typeof slug === 'string' && diagrams > 0 ? [[`${prefix}${slug}`, diagrams] as const] : [];
        });
    }),
  );
  return diagramCounts.get(pagePath) ?? 0;
}
