import AxeBuilder from '@axe-core/playwright';
import {readDocs} from '../support/docs';
import {drawDiagrams, expect, gotoHydrated, test} from './support';

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

/** Each drawn diagram's smallest text as drawn (CSS px), and whether its slot scrolls sideways. */
function measureDiagrams(): {smallest: number; scrolls: boolean; pageOverflows: boolean}[] {
  const pageOverflows = document.documentElement.scrollWidth > document.documentElement.clientWidth;
  return Array.from(document.querySelectorAll('[data-mermaid-slot]'), (slot) => {
    const svg = slot.querySelector('svg')!;
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const sizes = Array.from(svg.querySelectorAll('text, tspan, foreignObject *'))
      .filter((element) => element.textContent?.trim())
      .map((element) => parseFloat(getComputedStyle(element).fontSize) * scale);
    return {smallest: Math.min(...sizes), scrolls: slot.scrollWidth > slot.clientWidth, pageOverflows};
  });
}

for (const {route, count} of pagesWithDiagrams) {
  for (const {locale, prefix} of CASES) {
    test(`every diagram on ${route} (${locale}) has text of 12 px or more at 1440 and 390 px, in both modes`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const mode of ['light', 'dark'] as const) {
        await page.setViewportSize({width: 1440, height: 900});
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        await gotoHydrated(page, `${prefix}${route}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await drawDiagrams(page, count);
        for (const width of [1440, 390]) {
          await page.setViewportSize({width, height: 844});
          const diagrams = await page.evaluate(measureDiagrams);
          expect(diagrams).toHaveLength(count);
          for (const [index, diagram] of diagrams.entries()) {
            expect(diagram.smallest, `diagram ${index + 1} at ${width} px in ${mode} mode`).toBeGreaterThanOrEqual(
              11.9,
            );
            expect(diagram.pageOverflows, `the page scrolls sideways at ${width} px`).toBe(false);
          }
        }
      }
    });
  }
}

test('at 390 px a wide diagram scrolls in a focusable, labelled region without axe violations', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  const {route, count} = pagesWithDiagrams.find((candidate) => candidate.route === '/tutorial-video-meeting')!;
  await gotoHydrated(page, route);
  await drawDiagrams(page, count);
  const diagrams = await page.evaluate(measureDiagrams);
  const wide = diagrams.findIndex((diagram) => diagram.scrolls);
  expect(wide, 'a diagram wider than the screen at readable size').toBeGreaterThanOrEqual(0);
  const slot = page.locator('[data-mermaid-slot]').nth(wide);
  await expect(slot).toHaveAttribute('tabindex', '0');
  await expect(slot).toHaveRole('region');
  await expect(slot).toHaveAccessibleName('다이어그램');
  await slot.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => slot.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('[data-mermaid-slot]')
    .analyze();
  expect(results.violations).toEqual([]);
});
