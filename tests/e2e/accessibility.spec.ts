import type {Page} from '@playwright/test';
import {LOCALES} from '../support/site';
import {
  axeViolations,
  expect,
  expectDiagrams,
  gotoHydrated,
  mermaidDiagramCount,
  sitemapPaths,
  test,
  waitForHydration,
} from './support';

/** Pages per test: one browser page visits them in turn, so a test costs page loads, not browser setups. */
const CHUNK = 10;

type Mode = 'light' | 'dark';

/** Loads a page in the given colour mode and waits until it is hydrated. */
async function open(page: Page, path: string, mode: Mode): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/**
 * axe's findings on the settled page (support.ts: every lazy part live, nothing moving), once it shows every
 * diagram of its source: the audit is also where every page's diagrams are seen, in both colour modes.
 */
async function problems(page: Page, path: string): Promise<string[]> {
  const found = await axeViolations(page);
  const diagrams = mermaidDiagramCount(path);
  if (diagrams > 0) await expectDiagrams(page, diagrams);
  return found;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({length: Math.ceil(items.length / size)}, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/** Every page of both sitemaps in light mode, and every third page again in dark mode. */
const pagesByMode = LOCALES.flatMap(({locale}) => {
  const paths = sitemapPaths(locale);
  return [
    {locale, mode: 'light' as const, paths},
    {locale, mode: 'dark' as const, paths: paths.filter((_, index) => index % 3 === 0)},
  ];
});

for (const {locale, mode, paths} of pagesByMode) {
  chunks(paths, CHUNK).forEach((group, index) => {
    test(`${locale} sitemap pages ${index * CHUNK + 1}–${index * CHUNK + group.length} have no WCAG 2.2 AA violations and draw every diagram in ${mode} mode`, async ({
      page,
    }) => {
      // A guard against a hang, generous for a machine under load: a reference page alone can take a minute then.
      test.setTimeout(60_000 + group.length * 30_000);
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      const found: string[] = [];
      for (const path of group) {
        await open(page, path, mode);
        for (const problem of await problems(page, path)) found.push(`${path}: ${problem}`);
      }
      expect(found, `axe violations and undrawn diagrams on ${locale} pages in ${mode} mode`).toEqual([]);
    });
  });
}

test.describe('the not-found page', () => {
  test.use({expectedProblems: [/Failed to load resource: the server responded with a status of 404/]});

  for (const mode of ['light', 'dark'] as const) {
    test(`has no WCAG 2.2 AA violations in either locale in ${mode} mode`, async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      const found: string[] = [];
      for (const path of ['/no-such-page', '/en/no-such-page']) {
        await open(page, path, mode);
        for (const violation of await axeViolations(page)) found.push(`${path}: ${violation}`);
      }
      expect(found).toEqual([]);
    });
  }
});

test.describe('keyboard', () => {
  /** What the focused element looks like: whether it is on screen and draws a focus indicator. */
  const focusState = () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
      indicated: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    };
  };

  for (const [path, mode] of [
    ['/', 'light'],
    ['/en/api-media-concept', 'light'],
    ['/api-media-concept', 'dark'],
    ['/en/restAPI/chat-rest-api', 'light'],
  ] as const) {
    test(`every control on ${path} is reachable with Tab and shows where the focus is (${mode} mode)`, async ({
      page,
    }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await gotoHydrated(page, path);
      const problems: string[] = [];
      const seen = new Set<string>();
      for (let stop = 0; stop < 40; stop += 1) {
        await page.keyboard.press('Tab');
        const state = await page.evaluate(focusState);
        if (!state) continue;
        seen.add(state.name);
        if (!state.visible) problems.push(`${state.name} is focused but not on screen`);
        else if (!state.indicated) problems.push(`${state.name} shows no focus indicator`);
      }
      expect(seen.size, 'Tab moves through the page').toBeGreaterThan(10);
      expect(problems).toEqual([]);
    });
  }
});
