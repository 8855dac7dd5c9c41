/** The search manifest of a built locale, as the benches read it: the `<meta name="nuri-search">` of its index.html. */
import fs from 'node:fs';
import path from 'node:path';
import {select} from 'hast-util-select';
import {MANIFEST_META_NAME, type SearchManifest} from '../plugins/search/manifest';
import {parseHtml} from './production/pipeline';

/** The manifest of the locale built into `dir` (the build's root or its `en/` folder). */
export function readBuiltManifest(dir: string): SearchManifest {
  const tree = parseHtml(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
  const content = select(`meta[name="${MANIFEST_META_NAME}"]`, tree)?.properties.content;
  if (typeof content !== 'string') throw new Error(`${dir}/index.html has no search manifest; build the site first`);
  return JSON.parse(content) as SearchManifest;
}
