import {expect, gotoHydrated, test} from './fixtures';
import {KO_DOCS, readDocs} from '../unit/docs-tree';

/** Every current page with a Mermaid diagram, by route. */
const routesWithDiagrams = readDocs(KO_DOCS)
  .filter((doc) => doc.body.includes('```mermaid'))
  .map((doc) => String(doc.frontMatter.slug));

const CASES = [
  {locale: 'ko', prefix: '', mode: 'dark'},
  {locale: 'en', prefix: '/en', mode: 'light'},
] as const;

for (const route of routesWithDiagrams) {
  for (const {locale, prefix, mode} of CASES) {
    test(`every diagram on ${route} (${locale}) is drawn when the page opens in ${mode} mode`, async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await gotoHydrated(page, `${prefix}${route}`);
      const diagrams = page.locator('.docusaurus-mermaid-container');
      await expect(diagrams.first()).toBeVisible();
      const count = await diagrams.count();
      for (let index = 0; index < count; index += 1) {
        await expect(diagrams.nth(index).locator('svg g').first()).toBeAttached();
      }
    });
  }
}

test('diagrams are redrawn when the colour mode changes', async ({page}) => {
  await gotoHydrated(page, '/en/console-push-notification-concept');
  const diagrams = page.locator('.docusaurus-mermaid-container');
  await expect(diagrams.first().locator('svg g').first()).toBeAttached();
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const count = await diagrams.count();
  for (let index = 0; index < count; index += 1) {
    await expect(diagrams.nth(index).locator('svg g').first()).toBeAttached();
  }
});
