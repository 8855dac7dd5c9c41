import fs from 'node:fs';
import path from 'node:path';
import {allDocs} from '../support/docs';
import {BUILD, type Locale} from '../support/site';

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
    allDocs().flatMap(({frontMatter, body, tree}) => {
      const diagrams = body.match(/^\s*```mermaid\b/gm)?.length ?? 0;
      return typeof frontMatter.slug === 'string' && diagrams > 0
        ? [[`${tree.prefix}${frontMatter.slug}`, diagrams] as const]
        : [];
    }),
  );
  return diagramCounts.get(pagePath) ?? 0;
}
