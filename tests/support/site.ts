/**
 * Where things are, for both test suites: the repository root, the two locales, every docs tree (current and
 * each kept version, Korean and English) with the URL prefix its pages are served under, and the build.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
/** The production build the e2e suite serves and the built-HTML tests read. */
export const BUILD = path.join(ROOT, 'build');

import {DEFAULT_LOCALE, SITE_LOCALES, type Locale} from '../../config/locales';

export {SITE_LOCALES as LOCALES, type Locale};

export interface DocsTree {
  /** Folder under the repository root. */
  readonly dir: string;
  readonly locale: Locale;
  /** `current` or a kept version's name (`1.x`). */
  readonly version: string;
  /** URL prefix of the tree's pages (`''`, `/1.x`, `/en`, `/en/1.x`). */
  readonly prefix: string;
}

/** The versions cut with `docusaurus docs:version`, from versions.json. */
export const KEPT_VERSIONS: readonly string[] = JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.json'), 'utf8'));

export const DOCS_TREES: readonly DocsTree[] = ['current', ...KEPT_VERSIONS].flatMap((version) => {
  const versionPrefix = version === 'current' ? '' : `/${version}`;
  return SITE_LOCALES.map(({locale, prefix}) => ({
    dir:
      locale === DEFAULT_LOCALE
        ? version === 'current'
          ? 'docs'
          : `versioned_docs/version-${version}`
        : `i18n/${locale}/docusaurus-plugin-content-docs/${version === 'current' ? 'current' : `version-${version}`}`,
    locale,
    version,
    prefix: `${prefix}${versionPrefix}`,
  }));
});
