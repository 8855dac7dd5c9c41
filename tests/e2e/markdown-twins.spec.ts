import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {load} from 'cheerio';
import type {Nodes} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {siteUrl} from '../../config/site';
import {expect, gotoHydrated, rawGet, sitemapPaths, test} from './support';
import {BUILD, LOCALES, type Locale} from '../support/site';

/** The built page at a route (`/en/api-media` → build/en/api-media.html, `/en/` → build/en/index.html). */
function builtPage(route: string): string {
  const base = path.join(BUILD, route);
  return fs.existsSync(`${base}.html`) ? `${base}.html` : path.join(base, 'index.html');
}

/**
 * The words of a page's article as readers see them, whitespace left out (how the twin wraps and spaces its
 * lines is Markdown's business): the reader interface the twin leaves out by design (anchor links, buttons, icons,
 * tab lists, scripts) is removed first, and so are the diagrams, whose twin is their Mermaid source. The convention
 * marker's badge, set apart by its look on the page, is its label in parentheses in the twin.
 */
function articleText(file: string): string {
  const $ = load(fs.readFileSync(file, 'utf8'));
  const article = $('.theme-doc-markdown').first();
  article.find('a.hash-link, button, svg, script, style, noscript, [role="tablist"], [data-diagram]').remove();
  article.find('[data-convention]:not([role="note"])').each((_, badge) => {
    $(badge).text(`(${$(badge).text()})`);
  });
  return article.text().replace(/\s+/g, '');
}

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/**
 * The text a Markdown reader gets from a twin, parsed as GFM: text, code and inline code; raw HTML is not text, and a
 * diagram's Mermaid source stands for the drawing the page's text leaves out.
 */
function markdownText(node: Nodes): string {
  if (node.type === 'html' || (node.type === 'code' && node.lang === 'mermaid')) return '';
  if ('value' in node) return node.value;
  return 'children' in node ? node.children.map((child) => markdownText(child)).join('') : '';
}

/** Where two texts first differ, with some of each around it. */
function firstDifference(page: string, twin: string): string {
  let at = 0;
  while (at < page.length && page[at] === twin[at]) at += 1;
  return `page «${page.slice(Math.max(0, at - 30), at + 30)}» twin «${twin.slice(Math.max(0, at - 30), at + 30)}»`;
}

const ACTIONS: Record<Locale, {view: string; copy: string}> = {
  ko: {view: 'Markdown으로 보기', copy: 'Markdown으로 복사'},
  en: {view: 'View as Markdown', copy: 'Copy page as Markdown'},
};

for (const {locale, prefix} of LOCALES) {
  const {view, copy} = ACTIONS[locale];
  test(`${locale}: every doc page in the sitemap has a Markdown twin served as text/markdown`, async ({baseURL}) => {
    // The landing page is the site's front door, not a doc: llms.txt is its Markdown counterpart.
    const pages = sitemapPaths(locale).filter((page) => page !== `${prefix}/`);
    expect(pages.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const page of pages) {
      const response = await rawGet(baseURL!, `${page}.md`, {'accept-encoding': 'br'});
      const type = String(response.headers['content-type']);
      if (
        response.status !== 200 ||
        type !== 'text/markdown; charset=utf-8' ||
        response.headers['content-encoding'] !== 'br'
      )
        problems.push(`${page}.md: ${response.status} ${type} ${response.headers['content-encoding']}`);
      else if (!zlib.brotliDecompressSync(response.body).toString('utf8').startsWith('# '))
        problems.push(`${page}.md does not start with its title`);
    }
    expect(problems).toEqual([]);
  });

  test(`${locale}: every twin parses as Markdown to the text of its page`, () => {
    const pages = sitemapPaths(locale).filter((page) => page !== `${prefix}/`);
    const problems: string[] = [];
    for (const page of pages) {
      const twin = fs.readFileSync(path.join(BUILD, `${page}.md`), 'utf8');
      const text = markdownText(markdownParser.parse(twin)).replace(/\s+/g, '');
      const expected = articleText(builtPage(page));
      if (text !== expected) problems.push(`${page}.md: ${firstDifference(expected, text)}`);
    }
    expect(problems).toEqual([]);
  });

  test(`${locale}: llms.txt lists every area and llms-full.txt carries the pages`, async ({request}) => {
    const index = await request.get(`${prefix}/llms.txt`);
    expect(index.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await index.text();
    expect(text).toMatch(/^# Nuri Developers\n\n> .+\n/);
    expect(text.match(/^## /gm)).toHaveLength(11);
    const links = [...text.matchAll(/^- \[[^\]]+\]\((https:\/\/[^)]+\.md)\)/gm)].map(
      ([, url]) => new URL(url!).pathname,
    );
    expect(links.length).toBeGreaterThan(60);
    for (const link of links.slice(0, 5)) expect((await request.get(link)).status()).toBe(200);
    const full = await (await request.get(`${prefix}/llms-full.txt`)).text();
    expect(full.startsWith(text)).toBe(true);
    expect(full).toContain(`Source: ${siteUrl()}${links[0]}`);
  });

  test(`${locale}: a page names its twin and offers to view or copy it`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, `${prefix}/restAPI/media-rest-api`);
    const twin = `${prefix}/restAPI/media-rest-api.md`;
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', twin);
    await expect(page.getByRole('link', {name: view, exact: true})).toHaveAttribute('href', twin);
    await page.getByRole('button', {name: copy, exact: true}).click();
    await expect(page.getByRole('status').filter({hasText: /Markdown/})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^# .+\n/);
    expect(copied).toContain('/v1/rooms');
    // A parameter's row: its name, then location, type and whether it is required, apart from each other.
    expect(copied).toMatch(/\| `asc` query `boolean` \*[^*|]+\*/);
  });
}

test('the Markdown of a reference page keeps headings, tables and fenced samples', async ({request}) => {
  const markdown = await (await request.get('/en/restAPI/media-rest-api.md')).text();
  expect(markdown).toMatch(/^### .+\n\n\*\*POST\*\* `\/v1\/rooms`/m);
  expect(markdown).toContain('```bash\ncurl "$MEDIA_API_BASE_URL/v1/rooms"');
  expect(markdown).toContain('```json\n');
  expect(markdown).not.toContain('<!--');
  expect(markdown).not.toMatch(/\u200b|Direct link to/);
});

test('copying without a clipboard says so and offers the view link', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {value: undefined});
  });
  await gotoHydrated(page, '/en/api-media');
  await page.getByRole('button', {name: 'Copy page as Markdown', exact: true}).click();
  await expect(page.getByRole('status').filter({hasText: 'cannot copy'})).toBeVisible();
});

test('without JavaScript the view link works and the copy button is absent', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto('/api-media');
  await expect(page.getByRole('link', {name: 'Markdown으로 보기', exact: true})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Markdown으로 복사', exact: true})).toHaveCount(0);
  await context.close();
});
