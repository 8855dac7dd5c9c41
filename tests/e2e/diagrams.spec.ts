import {readDocs} from '../support/docs';
import {axeViolations, drawDiagrams, expect, gotoHydrated, settled, test} from './support';

/** Every current page with a Mermaid diagram, by route, with its number of diagrams. */
const pagesWithDiagrams = readDocs('docs')
  .map((doc) => ({route: String(doc.frontMatter.slug), count: doc.body.split('```mermaid').length - 1}))
  .filter(({count}) => count > 0);

/**
 * Each page once per locale, Korean in dark mode and English in light. That every diagram is drawn is seen on every
 * page of both sitemaps in light mode, and on every third page in dark mode, by accessibility.spec.ts.
 */
const CASES = [
  {locale: 'ko', prefix: '', mode: 'dark'},
  {locale: 'en', prefix: '/en', mode: 'light'},
] as const;

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
  await settled(page, {scrollThrough: false});
  await expect(last.locator('.docusaurus-mermaid-container svg')).toHaveCount(1);
});

/** Each drawn diagram's number of texts, its smallest text as drawn (CSS px), and whether its slot scrolls sideways. */
function measureDiagrams(): {texts: number; smallest: number; scrolls: boolean; pageOverflows: boolean}[] {
  const pageOverflows = document.documentElement.scrollWidth > document.documentElement.clientWidth;
  return Array.from(document.querySelectorAll('[data-mermaid-slot]'), (slot) => {
    const svg = slot.querySelector('svg')!;
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const sizes = Array.from(svg.querySelectorAll('text, tspan, foreignObject *'))
      .filter((element) => element.textContent?.trim())
      .map((element) => parseFloat(getComputedStyle(element).fontSize) * scale);
    return {
      texts: sizes.length,
      smallest: Math.min(...sizes),
      scrolls: slot.scrollWidth > slot.clientWidth,
      pageOverflows,
    };
  });
}

for (const {route, count} of pagesWithDiagrams) {
  for (const {locale, prefix, mode} of CASES) {
    test(`every diagram on ${route} (${locale}, ${mode} mode) is drawn with text of 12 px or more at 1440 and 390 px`, async ({
      page,
    }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await gotoHydrated(page, `${prefix}${route}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await drawDiagrams(page, count);
      for (const width of [1440, 390]) {
        await page.setViewportSize({width, height: 844});
        await settled(page, {scrollThrough: false});
        const diagrams = await page.evaluate(measureDiagrams);
        expect(diagrams).toHaveLength(count);
        for (const [index, diagram] of diagrams.entries()) {
          expect(diagram.texts, `diagram ${index + 1} has text`).toBeGreaterThan(0);
          expect(diagram.smallest, `diagram ${index + 1} at ${width} px`).toBeGreaterThanOrEqual(11.9);
          expect(diagram.pageOverflows, `the page scrolls sideways at ${width} px`).toBe(false);
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
  expect(await axeViolations(page, {include: '[data-mermaid-slot]'})).toEqual([]);
});
