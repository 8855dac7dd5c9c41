import {usePluginData} from '@docusaurus/useGlobalData';
import type {Synonyms} from './synonyms';

/** What the plugin gives the browser (its `synonyms` option), as the site's global data. */
export interface SearchGlobalData {
  readonly synonyms: Synonyms;
}

/** The site's synonym groups, which every query applies. */
export default function useSynonyms(): Synonyms {
  return (usePluginData('nuri-search') as SearchGlobalData).synonyms;
}
