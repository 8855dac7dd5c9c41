/**
 * Local full-text search, in three parts and the format between them:
 * - postbuild.ts and build/: after the build, the post-build pipeline's `searchData` step reads each locale's
 *   built doc pages, splits them into sections (build/extract.ts) and writes each docs version's search data under
 *   `<baseUrl>search/` with content hashes in the names: two files (the document list and the serialized
 *   MiniSearch index, build/searchIndex.ts) as the specification fixes, or, for a version too large for that, the
 *   sharded layout (build/layout.ts). Their names reach the browser in a <meta name="nuri-search"> tag added to
 *   every page the app renders (HTML is revalidated on every visit, so it always names the current files);
 * - client/: the browser's side, which fetches those files on first interaction only and answers queries
 *   (client/engine.ts for the two files, client/sharded.ts for the sharded layout);
 * - theme/SearchBar: the navbar's search box (`@theme/SearchBar`; no search theme is installed, this plugin
 *   supplies it) and its results panel;
 * - format.ts and manifest.ts, tokenizer.ts and limits.ts, which both sides share: the files' format and the
 *   manifest that names them, the terms, the query limit.
 *
 * This file is the Docusaurus part: the theme, and the site's synonyms (its `synonyms` option), which every query
 * applies, handed to the browser as the plugin's global data.
 */
import path from 'node:path';
import type {OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {Synonyms} from './client/synonyms';
import type {SearchGlobalData} from './client/useSynonyms';

export interface SearchOptions {
  /** Groups of words a query matches interchangeably, lower-case; Korean words as stems (no particle). */
  readonly synonyms: Synonyms;
}

const OPTIONS = Joi.object<SearchOptions>({
  synonyms: Joi.array()
    .items(Joi.array().items(Joi.string().lowercase().trim().min(1)).min(2).unique())
    .default([]),
});

function validateOptions({validate, options}: OptionValidationContext<SearchOptions, SearchOptions>): SearchOptions {
  return validate(OPTIONS, options);
}

function searchPlugin(_context: unknown, options: SearchOptions): Plugin {
  return {
    name: 'nuri-search',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    contentLoaded({actions}) {
      actions.setGlobalData({synonyms: options.synonyms} satisfies SearchGlobalData);
    },
  };
}

// Docusaurus's PluginModule type cannot name the options' type: the site checks its options with `satisfies`.
export default Object.assign(searchPlugin, {validateOptions}) as PluginModule;
