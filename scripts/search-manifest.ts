/** The search manifest of a built locale, as the benches read it: the `<meta name="nuri-search">` of its index.html. */
import fs from 'node:fs';
import path from 'node:path';
import {MANIFEST_META_NAME, type SearchManifest} from '../plugins/search/manifest';

/** The manifest of the locale built into `dir` (the build's root or its `en/` folder). */
export function readBuiltManifest(dir: string): SearchManifest {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const content = new RegExp(`<meta name="?${MANIFEST_META_NAME}"? content="([^"]*)"`).exec(html)?.[1];
  if (!content) throw new Error(`${dir}/index.html has no search manifest; build the site first`);
  return JSON.parse(
    content
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  ) as SearchManifest;
}
