/**
 * The sharded layout in the browser. Today's site is written as two files (the threshold is far above its size),
 * so this spec builds the sharded files of the served build's current docs in memory (plugins/search/build/layout.ts,
 * from the two files), serves them by route interception, and swaps the pages' search manifest for theirs: the
 * client code under test is the built one, with no second build.
 */
import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import {SYNONYMS} from '../../config/synonyms';
import {layoutFiles} from '../../plugins/search/build/layout';
import {SearchEngine} from '../../plugins/search/client/engine';
import {queryKeys} from '../../plugins/search/client/sharded';
import {synonymsLookup} from '../../plugins/search/client/synonyms';
import type {ShardedMeta} from '../../plugins/search/format';
import type {SearchManifest} from '../../plugins/search/manifest';
import {readBuiltManifest, readTwoFiles, swapManifest} from '../../bench/search-manifest';
import {LOCALES as SITE_LOCALES} from '../support/site';
import {expect, gotoHydrated, test} from './support';

const TEXT = {
  ko: {label: '검색', query: '회의실 생성', error: '검색 색인을 불러오지 못했습니다.', retry: '다시 시도'},
  en: {label: 'Search', query: 'create room', error: 'The search index could not be loaded.', retry: 'Retry'},
} as const;

const BUILD = path.resolve(__dirname, '../../build');

const LOCALES = SITE_LOCALES.map(({locale, prefix}) => {
  const dir = path.join(BUILD, prefix);
  const built = readBuiltManifest(dir);
  const current = built.current!;
  const {indexJson, documentsJson} = readTwoFiles(dir, current);
  const data = layoutFiles('current', documentsJson, indexJson, 'sharded');
  const manifest: SearchManifest = {...built, current: data.entry};
  const meta = JSON.parse(data.files[0]!.content) as ShardedMeta;
  return {
    name: locale,
    prefix,
    ...TEXT[locale],
    manifest,
    meta,
    metaFile: data.files[0]!.path,
    files: new Map(data.files.map((file) => [`${prefix}/${file.path}`, file.content])),
    engine: SearchEngine.fromJson(indexJson, documentsJson, SYNONYMS),
  };
});

type Locale = (typeof LOCALES)[number];

/**
 * Serves the locale's pages with the sharded manifest and its files from memory; returns the search files the
 * page requested. `fail` answers a file with an error while it returns true.
 */
async function serveSharded(page: Page, locale: Locale, fail: (file: string) => boolean = () => false) {
  const requested: string[] = [];
  await swapManifest(
    page,
    (url) => url.pathname.startsWith(`${locale.prefix}/`) && !/\.[a-z0-9]+$/.test(url.pathname),
    locale.manifest,
  );
  await page.route(/\/search\/[^/]+\.json$/, (route: Route) => {
    const file = new URL(route.request().url()).pathname;
    requested.push(file);
    const body = locale.files.get(file);
    if (body === undefined || fail(file)) return route.fulfill({status: 503, body: 'unavailable'});
    return route.fulfill({status: 200, contentType: 'application/json', body});
  });
  return requested;
}

const searchBox = (page: Page, label: string) => page.getByRole('combobox', {name: label, exact: true});

for (const locale of LOCALES) {
  test.describe(`search, sharded layout (${locale.name})`, () => {
    test('a first search fetches the meta file, its query words’ shards and the shown sections, and lists what the two files list', async ({
      page,
    }) => {
      const requested = await serveSharded(page, locale);
      await gotoHydrated(page, `${locale.prefix}/api-media`);
      await searchBox(page, locale.label).click();
      await page.keyboard.type(locale.query, {delay: 30});
      const expected = locale.engine
        .search(locale.query)
        .pages.flatMap((hit) =>
          hit.sections.map((section) => (section.anchor ? `${hit.path}#${section.anchor}` : hit.path)),
        );
      expect(expected.length).toBeGreaterThan(0);
      await expect(page.getByRole('option')).toHaveCount(expected.length);
      const shown = await page
        .getByRole('option')
        .evaluateAll((options) => options.map((option) => option.getAttribute('href')));
      expect(shown).toEqual(expected);

      const {meta} = locale;
      const allowed = new Set([
        `${locale.prefix}/${locale.metaFile}`,
        ...[...locale.query]
          .flatMap((_, end) => queryKeys(locale.query.slice(0, end + 1), synonymsLookup(SYNONYMS)))
          .filter((key) => key in meta.shards)
          .map((key) => `${locale.prefix}/${meta.shardFiles[meta.shards[key]!]}`),
        ...meta.chunkFiles.map((file) => `${locale.prefix}/${file}`),
      ]);
      expect(requested[0]).toBe(`${locale.prefix}/${locale.metaFile}`);
      expect(requested.filter((file) => !allowed.has(file))).toEqual([]);
      expect(new Set(requested).size).toBe(requested.length);
      expect(requested.length).toBeLessThan(meta.shardFiles.length + meta.chunkFiles.length);
    });
  });

  test.describe(`search, sharded layout, when a shard cannot load (${locale.name})`, () => {
    test.use({expectedProblems: [/Failed to load resource/]});

    test('a shard that fails shows the error with Retry, and Retry loads it', async ({page}) => {
      let failing = true;
      await serveSharded(page, locale, (file) => failing && file.includes('.shard.'));
      await gotoHydrated(page, `${locale.prefix}/api-media`);
      await searchBox(page, locale.label).click();
      await page.keyboard.type(locale.query);
      await expect(page.getByRole('status').filter({hasText: locale.error})).toBeVisible();
      failing = false;
      await page.getByRole('button', {name: locale.retry}).click();
      await expect(page.getByRole('option').first()).toBeVisible();
      await expect(page.getByText(locale.error)).toHaveCount(0);
    });
  });
}
