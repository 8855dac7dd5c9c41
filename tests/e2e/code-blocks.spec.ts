import fs from 'node:fs';
import path from 'node:path';
import {BUILD} from '../support/site';
import {expect, gotoHydrated, test, waitForHydration} from './support';

/**
 * The URL path of a locale's chunk with Prism and the site's extra languages (csharp is one of them), which a
 * page loads with its first code block.
 */
function highlighterChunk(prefix: '' | '/en'): string {
  const folder = path.join(BUILD, prefix, 'assets/js');
  const name = fs
    .readdirSync(folder)
    .find(
      (file) => file.endsWith('.js') && /\blanguages\.csharp\b/.test(fs.readFileSync(path.join(folder, file), 'utf8')),
    );
  if (!name) throw new Error(`no chunk in build${prefix}/assets/js registers the csharp grammar`);
  return `${prefix}/assets/js/${name}`;
}

const PRISM_BACKGROUND = {light: 'rgb(246, 248, 250)', dark: 'rgb(40, 42, 54)'};

for (const [locale, prefix] of [
  ['ko', ''],
  ['en', '/en'],
] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${locale}: code blocks are highlighted in the ${mode} code theme once the page is interactive`, async ({
      page,
    }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await gotoHydrated(page, `${prefix}/api-media-trouble-shooting`);
      const block = page.locator('.theme-code-block').first();
      await expect(block.locator('.token').first()).toBeVisible();
      await expect(block.locator('pre')).toHaveCSS('background-color', PRISM_BACKGROUND[mode]);
      await expect(block.getByRole('button', {name: /copy|복사/i})).toBeAttached();
    });
  }

  test(`${locale}: a page without code does not download the highlighter, a page with code does`, async ({page}) => {
    const chunk = highlighterChunk(prefix);
    const scripts: string[] = [];
    page.on('response', (response) => scripts.push(new URL(response.url()).pathname));
    await gotoHydrated(page, `${prefix}/api-media-concept`);
    await page.waitForLoadState('networkidle');
    expect(scripts).not.toContain(chunk);
    const highlighter = page.waitForResponse((response) => new URL(response.url()).pathname === chunk);
    await page.goto(`${prefix}/api-media-trouble-shooting`);
    expect((await highlighter).ok()).toBe(true);
  });

  test(`${locale}: after a client-side navigation, a page's code is shown at once and then highlighted`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${prefix}/api-media-concept`);
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    await page.locator(`.theme-doc-sidebar-menu a[href="${prefix}/api-media-trouble-shooting"]`).click();
    await expect(page).toHaveURL(`${prefix}/api-media-trouble-shooting`);
    await expect(page.locator('pre').first()).toContainText('"error_code"');
    await expect(page.locator('.theme-code-block .token').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  });
}

test('while the highlighter loads, a hydrated page keeps its highlighted server markup; then copying works', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const chunk = highlighterChunk('/en');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${chunk}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/api-media-trouble-shooting');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token').first()).toBeVisible();
  const loaded = page.waitForResponse((response) => response.url().endsWith(chunk));
  release();
  await loaded;
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  await expect(block.getByRole('button', {name: /copied/i})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"error_code"');
});
