/** The search manifest of a built locale, as the benches read it: the `<meta name="nuri-search">` of its index.html. */
import fs from 'node:fs';
import path from 'node:path';
import {select} from 'hast-util-select';
import type {Page} from 'playwright-core';
import {joinShards} from '../plugins/search/build/layout';
import type {ShardedMeta} from '../plugins/search/format';
import {isSharded, MANIFEST_META_NAME, type SearchManifest, type SearchManifestEntry} from '../plugins/search/manifest';
import {parseHtml} from '../postbuild/pipeline';

/** The manifest of the locale built into `dir` (the build's root or its `en/` folder). */
export function readBuiltManifest(dir: string): SearchManifest {
  const tree = parseHtml(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
  const content = select(`meta[name="${MANIFEST_META_NAME}"]`, tree)?.properties.content;
  if (typeof content !== 'string') throw new Error(`${dir}/index.html has no search manifest; build the site first`);
  return JSON.parse(content) as SearchManifest;
}

/** The files of a version's entry (paths relative to the locale's folder): the two files, or all sharded files. */
export function entryFiles(dir: string, entry: SearchManifestEntry): string[] {
  if (!isSharded(entry)) return [entry.index, entry.documents];
  const meta = JSON.parse(fs.readFileSync(path.join(dir, entry.shards), 'utf8')) as ShardedMeta;
  return [entry.shards, ...meta.shardFiles, ...meta.chunkFiles];
}

/** A built version's two files' contents, whichever layout it was written in (a sharded one is joined back). */
export function readTwoFiles(dir: string, entry: SearchManifestEntry): {indexJson: string; documentsJson: string} {
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  if (!isSharded(entry)) return {indexJson: read(entry.index), documentsJson: read(entry.documents)};
  return joinShards(JSON.parse(read(entry.shards)) as ShardedMeta, read);
}

/** An HTML page with its search manifest replaced (the benches and tests serve a build's other layout this way). */
function withManifest(html: string, manifest: SearchManifest): string {
  const content = JSON.stringify(manifest).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const tag = new RegExp(`<meta[^>]*name="${MANIFEST_META_NAME}"[^>]*>`);
  if (!tag.test(html)) throw new Error('the page has no search manifest');
  return html.replace(tag, `<meta name="${MANIFEST_META_NAME}" content="${content}">`);
}

/**
 * Serves the pages `isPage` matches with `manifest` as their search manifest (Playwright route interception of
 * document requests): the bench and the e2e tests serve a build's other search layout this way, with no second build.
 */
export async function swapManifest(page: Page, isPage: (url: URL) => boolean, manifest: SearchManifest): Promise<void> {
  await page.route(isPage, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    // The body is handed over decoded and changed: its encoding and length no longer hold.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    return route.fulfill({status: response.status(), headers, body: withManifest(await response.text(), manifest)});
  });
}
