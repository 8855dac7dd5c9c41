import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {BUILD, DOCS_TREES, ROOT, type Locale} from '../support/site';

export {BUILD};

/** The site-relative paths listed in a locale's built sitemap (every page a reader can reach). */
export function sitemapPaths(locale: Locale): string[] {
  const file = path.join(BUILD, locale === 'ko' ? 'sitemap.xml' : 'en/sitemap.xml');
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

let diagramCounts: Map<string, number> | undefined;

/**
 * How many Mermaid diagrams the page at a path draws (fenced ```mermaid blocks in its source). They render
 * in the browser after hydration, so a test that inspects them waits for this many.
 */
export function mermaidDiagramCount(pagePath: string): number {
  diagramCounts ??= new Map(
    DOCS_TREES.flatMap(({dir, prefix}) => {
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
