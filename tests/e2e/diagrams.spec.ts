import {drawDiagrams, expect, gotoHydrated, test} from './fixtures';
import {readDocs} from '../support/docs';

/** Every current page with a Mermaid diagram, by route, with its number of diagrams. */
const pagesWithDiagrams = readDocs('docs')
  .map((doc) => ({route: String(doc.frontMatter.slug), count: doc.body.split('```mermaid').length - 1}))
  .filter(({count}) => count > 0);

const CASES = [
  {locale: 'ko', prefix: '', mode: 'dark'},
  {locale: 'en', prefix: '/en', mode: 'light'},
] as const;

for (const {route, count} of pagesWithDiagrams) {
  for (const {locale, prefix, mode} of CASES) {
    test(`every diagram on ${route} (${locale}) is drawn when the page opens in ${mode} mode`, async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await gotoHydrated(page, `${prefix}${route}`);
      await drawDiagrams(page, count);
      for (let index = 0; index < count; index += 1) {
        await expect(page.locator('.docusaurus-mermaid-container').nth(index).locator('svg g').first()).toBeAttached();
      }
    });
  }
}

test('diagrams are redrawn when the colour mode changes', async ({page}) => {
  const {route, count} = pagesWithDiagrams.find(
    (candidate) => candidate.route === '/console-push-notification-concept',
  )!;
  await gotoHydrated(page, `/en${route}`);
  await drawDiagrams(page, count);
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await drawDiagrams(page, count);
  for (let index = 0; index < count; index += 1) {
    await expect(page.locator('.docusaurus-mermaid-container').nth(index).locator('svg g').first()).toBeAttached();
  }
});

test('no diagram is drawn, and Mermaid is not loaded, before the reader scrolls near one', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 600});
  await gotoHydrated(page, '/en/console-push-notification-concept');
  const slots = page.locator('[data-mermaid-slot]');
  const last = slots.last();
  await expect(last).toBeAttached();
  const farBelow = await last.evaluate((slot) => slot.getBoundingClientRect().top > window.innerHeight + 600);
  expect(farBelow, 'the last diagram starts far below the first screen').toBe(true);
  await expect(last.locator('svg')).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('.docusaurus-mermaid-container svg')).toHaveCount(1, {timeout: 20_000});
});
