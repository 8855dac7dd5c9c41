/**
 * The site without JavaScript, on every built page of both locales (the sitemaps' pages and each locale's
 * not-found page), at 1440 and at 390 px: the page's text, every tab panel shown with its tab's label and tied to its
 * tab, every code sample language of every API operation, every diagram drawn as SVG text with its text alternative,
 * and on a phone a menu that opens and holds the navbar's links (areas, references, docs versions, languages,
 * forum), the docs sidebar and the table of contents.
 */
import type {Page} from '@playwright/test';
import {reference} from '../../plugins/api-reference/resolve';
import {SPEC_NAMES, loadApi} from '../support/api';
import {LOCALES, type Locale} from '../support/site';
import {diagramProblems, expect, mermaidDiagramCount, sitemapPaths, test} from './support';

const DESKTOP = {width: 1440, height: 900};
const PHONE = {width: 390, height: 844};

const PAGES = LOCALES.flatMap(({locale, prefix}) => [
  ...sitemapPaths(locale).map((path) => ({locale, path})),
  {locale, path: `${prefix}/no-such-page`},
]);
const GROUPS = 8;

interface Sample {
  label: string;
  firstLine: string;
}

/** Each operation's samples, label and first line, by operationId: the reference's own model of a locale. */
type Samples = [operationId: string, samples: Sample[]][];

async function samplesOf(locale: Locale): Promise<Samples> {
  const entries = await Promise.all(
    SPEC_NAMES.map(async (spec) =>
      reference(await loadApi(spec, locale), spec).tags.flatMap(({operations}) =>
        operations.map(({operationId, samples}): Samples[number] => [
          operationId,
          samples.map(({label, code}) => ({label, firstLine: code.split('\n')[0]!.trim()})),
        ]),
      ),
    ),
  );
  return entries.flat();
}

/** What one look at a page finds missing, as messages; run in the page. */
function tabProblems(): string[] {
  const visible = (element: Element | null): boolean => !!element && element.checkVisibility();
  const text = (element: Element | null | undefined): string => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return Array.from(document.querySelectorAll('[role="tabpanel"]')).flatMap((panel, index) => {
    const where = `tab panel ${index + 1}`;
    const tab = document.getElementById(panel.getAttribute('aria-labelledby') ?? '');
    const label = panel.previousElementSibling;
    const problems: string[] = [];
    if (!visible(panel)) problems.push(`${where} is hidden`);
    if (tab?.getAttribute('role') !== 'tab') problems.push(`${where} is not labelled by a tab`);
    else if (tab.getAttribute('aria-controls') !== panel.id) problems.push(`${where}: its tab controls another panel`);
    if (!label?.classList.contains('tabs-panel-label') || !visible(label)) problems.push(`${where} shows no label`);
    else if (text(label) !== text(tab)) problems.push(`${where} is labelled "${text(label)}", its tab "${text(tab)}"`);
    return problems;
  });
}

/** The operations of the page whose samples are not all shown, with their labels and first lines. */
function sampleProblems(expected: Samples): string[] {
  const samples = new Map(expected);
  const text = (element: Element): string => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return Array.from(document.querySelectorAll('[data-operation-id]')).flatMap((operation) => {
    const id = operation.getAttribute('data-operation-id')!;
    const wanted = samples.get(id);
    if (!wanted) return [`operation ${id} is not in the reference's model`];
    const labels = Array.from(operation.querySelectorAll('.tabs-panel-label'))
      .filter((label) => label.checkVisibility())
      .map(text);
    const blocks = Array.from(operation.querySelectorAll('pre'))
      .filter((pre) => pre.checkVisibility())
      .map((pre) => pre.textContent ?? '');
    return wanted.flatMap(({label, firstLine}) => [
      ...(labels.includes(label) ? [] : [`operation ${id}: no visible "${label}" label`]),
      ...(blocks.some((block) => block.trimStart().startsWith(firstLine))
        ? []
        : [`operation ${id}: no visible ${label} sample starting "${firstLine}"`]),
    ]);
  });
}

/** The hrefs of links in `selector` that are not shown by a visible link inside `within`. */
function unreachableLinks({selector, within}: {selector: string; within: string}): string[] {
  const container = document.querySelector(within);
  const shown = new Set(
    Array.from(container?.querySelectorAll('a[href]') ?? [])
      .filter((link) => link.checkVisibility())
      .map((link) => link.getAttribute('href')),
  );
  const wanted = Array.from(document.querySelectorAll(selector))
    .map((link) => link.getAttribute('href'))
    .filter((href): href is string => !!href && href !== '#');
  if (wanted.length === 0) return [`no links in ${selector}`];
  return [...new Set(wanted)].filter((href) => !shown.has(href)).map((href) => `${href} not in ${within}`);
}

/** Opens a `<details>` by tapping its summary, as a reader would, and says whether it opened. */
async function open(page: Page, details: string): Promise<boolean> {
  const summary = page.locator(`${details} > summary`);
  if (!(await summary.isVisible())) return false;
  await summary.click();
  return page.locator(details).evaluate((element) => (element as HTMLDetailsElement).open);
}

/** The phone menu's problems: its button, the navbar links in it, the docs sidebar and the table of contents. */
async function phoneMenuProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  if (await page.locator('button.navbar__toggle').isVisible()) problems.push('the inert menu button is shown');
  if (!(await open(page, '.no-javascript-menu > details'))) return [...problems, 'the menu does not open'];
  const panel = await page.locator('.no-javascript-menu__panel').boundingBox();
  if (!panel || panel.x < 0 || panel.x + panel.width > PHONE.width) problems.push('the menu does not fit the screen');
  problems.push(
    ...(await page.evaluate(unreachableLinks, {
      selector: '.navbar__items a[href]:not(.navbar__brand)',
      within: '.no-javascript-menu__panel',
    })),
  );
  // The menu covers the page below the navbar: close it before the page's own menus.
  await page.locator('.no-javascript-menu > details > summary').click();
  const docMenus = [
    {selector: '.theme-doc-sidebar-container nav a[href]', details: 'details:has(> nav)'},
    {selector: '.theme-doc-toc-desktop a[href]', details: 'details:has(> .table-of-contents)'},
  ];
  for (const {selector, details} of docMenus) {
    if ((await page.locator(selector).count()) === 0) continue;
    const within = `.no-javascript-doc-menus > ${details}`;
    if (!(await open(page, within))) problems.push(`${within} does not open`);
    else problems.push(...(await page.evaluate(unreachableLinks, {selector, within})));
  }
  return problems;
}

test.describe('without JavaScript', () => {
  // Pages preload their bundles (plugins/start-after-paint); with scripts off, Chromium refuses those fetches. The
  // not-found pages answer 404. (One pattern: Playwright reads a pair of objects as a fixture value and options.)
  test.use({
    javaScriptEnabled: false,
    expectedProblems: [
      /^failed request: \S+\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js csp$|Failed to load resource: the server responded with a status of 404/,
    ],
  });

  const samples = new Map<Locale, Promise<Samples>>();

  for (let group = 0; group < GROUPS; group++) {
    const pages = PAGES.filter((_, index) => index % GROUPS === group);
    test(`pages are complete, tabs labelled and the phone menu works (${pages[0]!.path} and ${pages.length - 1} more)`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const problems: string[] = [];
      for (const {locale, path} of pages) {
        if (!samples.has(locale)) samples.set(locale, samplesOf(locale));
        const expected = await samples.get(locale)!;
        await page.setViewportSize(DESKTOP);
        await page.goto(path);
        const found: string[] = [];
        const article = page.locator('article').first();
        if ((await article.count()) > 0) {
          if (!(await article.locator('h1').first().isVisible())) found.push('no visible title');
          if (!(await article.locator('p').first().isVisible())) found.push('no visible paragraph');
        }
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          const where = `${viewport.width} px`;
          found.push(...(await page.evaluate(tabProblems)).map((problem) => `${where}: ${problem}`));
          found.push(...(await page.evaluate(sampleProblems, expected)).map((problem) => `${where}: ${problem}`));
        }
        found.push(...(await diagramProblems(page, mermaidDiagramCount(path), 'light')));
        found.push(...(await phoneMenuProblems(page)).map((problem) => `${PHONE.width} px: ${problem}`));
        problems.push(...found.map((problem) => `${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }

  test('the checks find what they look for: tabs, every sample language and the phone menus', async ({page}) => {
    await page.goto('/en/restAPI/media-rest-api');
    const labels = await page.locator('[data-operation-id="createRoom"] .tabs-panel-label:visible').allTextContents();
    expect(labels.slice(0, 9)).toEqual([
      'curl',
      'JavaScript',
      'Node.js',
      'Python',
      'Java',
      'Kotlin',
      'Swift',
      'Go',
      'C#',
    ]);
    await page.goto('/tutorial-video-meeting');
    expect(await page.locator('[role="tabpanel"]').count()).toBeGreaterThan(0);
    const diagrams = mermaidDiagramCount('/tutorial-video-meeting');
    expect(diagrams).toBeGreaterThan(0);
    expect(await diagramProblems(page, diagrams, 'light')).toEqual([]);
    expect(await diagramProblems(page, diagrams, 'dark')).toHaveLength(diagrams);
    await page.setViewportSize(PHONE);
    expect(await phoneMenuProblems(page)).toEqual([]);
    await expect(page.locator('.no-javascript-doc-menus a[aria-current="page"]')).toHaveAttribute(
      'href',
      '/tutorial-video-meeting',
    );
  });

  for (const {locale, prefix} of LOCALES) {
    test(`${locale}: on a phone the menus' links lead to an area, a page of the area and the other language`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`${prefix}/api-media-concept`);
      const mainMenu = page.locator('.no-javascript-menu > details > summary');
      const menu = page.locator('.no-javascript-menu__panel');
      await mainMenu.click();
      await menu.getByRole('link', {name: locale === 'ko' ? '채팅' : 'Chat', exact: true}).click();
      await expect(page).toHaveURL(/\/console-chat$/);
      await page.locator('.no-javascript-doc-menus > details:has(> nav) > summary').click();
      const next = page.locator('.no-javascript-doc-menus nav a').nth(1);
      const href = await next.getAttribute('href');
      await next.click();
      expect(new URL(page.url()).pathname).toBe(href);
      await expect(page.locator('article h1')).toBeVisible();
      await mainMenu.click();
      const other = locale === 'ko' ? {name: 'ENG', prefix: '/en'} : {name: 'KOR', prefix: ''};
      await menu.getByRole('link', {name: other.name, exact: true}).click();
      expect(new URL(page.url()).pathname).toBe(`${other.prefix}${href!.slice(prefix.length)}`);
    });
  }
});
