/**
 * The Docusaurus half of the post-build pipeline (scripts/postbuild.ts). The pipeline runs once after
 * `docusaurus build`, over every locale's pages, but some of its steps need what only the build of a locale
 * knows: the navbar as translated for the locale and its docs. This plugin writes those facts into each locale's
 * output folder; the pipeline reads them, deletes the file, and treats the folder as that locale's. A build
 * without this plugin (the stock peer of `bench:lighthouse`) gets only the steps that need no facts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The facts' file name in a locale's output folder (never served: the pipeline removes it). */
export const FACTS_FILE = '.post-build-facts.json';

export interface DocFacts {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly permalink: string;
}

export interface LocaleFacts {
  readonly locale: string;
  readonly baseUrl: string;
  /** The site's address (`siteConfig.url`), without the base URL. */
  readonly url: string;
  readonly title: string;
  /** The theme config's navbar items, as translated for this locale. */
  readonly navbarItems: readonly unknown[];
  /** Every docs version of the default docs plugin, with its docs. */
  readonly versions: readonly {readonly name: string; readonly docs: readonly DocFacts[]}[];
}

interface LoadedDocs {
  loadedVersions: {versionName: string; docs: DocFacts[]}[];
}

export default function postBuildPlugin(context: LoadContext): Plugin {
  let versions: LocaleFacts['versions'] = [];
  return {
    name: 'post-build',
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedDocs | undefined;
      versions = (docs?.loadedVersions ?? []).map((version) => ({
        name: version.versionName,
        docs: version.docs.map(({id, title, description, permalink}) => ({id, title, description, permalink})),
      }));
    },
    postBuild({outDir, siteConfig}) {
      const facts: LocaleFacts = {
        locale: context.i18n.currentLocale,
        baseUrl: siteConfig.baseUrl,
        url: siteConfig.url,
        title: siteConfig.title,
        navbarItems: (siteConfig.themeConfig as {navbar?: {items?: unknown[]}}).navbar?.items ?? [],
        versions,
      };
      fs.writeFileSync(path.join(outDir, FACTS_FILE), JSON.stringify(facts));
    },
  };
}
