/**
 * Writes robots.txt with the sitemaps at the site's configured address (SITE_URL), which a static file could not
 * know. Crawlers read it at the site's root only, so the default locale's build writes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** `siteBase` is the site's base path (`/`), under which every other locale has its own (`/en/`). */
export function robotsTxt(url: string, siteBase: string, locales: readonly string[], defaultLocale: string): string {
  const sitemaps = locales.map(
    (locale) => `Sitemap: ${url}${siteBase}${locale === defaultLocale ? '' : `${locale}/`}sitemap.xml`,
  );
  return ['User-agent: *', 'Allow: /', '', ...sitemaps, ''].join('\n');
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    postBuild({outDir, siteConfig}) {
      const {locales, defaultLocale, currentLocale} = context.i18n;
      if (currentLocale !== defaultLocale) return;
      fs.writeFileSync(
        path.join(outDir, 'robots.txt'),
        robotsTxt(siteConfig.url, siteConfig.baseUrl, locales, defaultLocale),
      );
    },
  };
}
