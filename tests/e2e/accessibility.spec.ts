import type {Page} from '@playwright/test';
import {LOCALES} from '../support/site';
import {
  axeViolations,
  expect,
  expectDiagrams,
  gotoHydrated,
  mermaidDiagramCount,
  settled,
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

test.describe('target size', () => {
  /**
   * Every visible target that fails WCAG 2.2's target size minimum (2.5.8), named with its size: smaller than
   * 24 × 24 CSS px, and a 24 px circle centred on it intersects another target or another small target's circle
   * (the criterion's spacing exception, computed as the criterion defines it). Links in running text are its inline
   * exception (their size is the line's).
   */
  const smallTargets = () => {
    const RADIUS = 12;
    const targets = Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, input, select, summary, [role="tab"], [role="option"]'),
    )
      .filter((element) => !element.closest('.markdown :is(p, li, td, th, dd), .theme-admonition'))
      // The heading's anchor link and the announcement are text too: a link inside a line of it.
      .filter((element) => !element.matches('a.hash-link, [class*="announcementBarContent"] a'))
      .map((element) => ({element, box: element.getBoundingClientRect()}))
      .filter(({element, box}) => box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden');
    const centre = (box: DOMRect) => ({x: box.left + box.width / 2, y: box.top + box.height / 2});
    const small = targets.filter(({box}) => box.width < 24 || box.height < 24);
    const found: string[] = [];
    for (const target of small) {
      const {x, y} = centre(target.box);
      const crowded = targets.some(({element, box}) => {
        if (element === target.element || element.contains(target.element) || target.element.contains(element)) {
          return false;
        }
        const nearestX = Math.max(box.left, Math.min(x, box.right));
        const nearestY = Math.max(box.top, Math.min(y, box.bottom));
        if (Math.hypot(nearestX - x, nearestY - y) < RADIUS) return true;
        const other = centre(box);
        return (box.width < 24 || box.height < 24) && Math.hypot(other.x - x, other.y - y) < 2 * RADIUS;
      });
      if (!crowded) continue;
      const name = (target.element.getAttribute('aria-label') ?? target.element.textContent ?? '').trim().slice(0, 40);
      found.push(
        `${target.element.tagName.toLowerCase()} "${name}": ${Math.round(target.box.width)}×${Math.round(target.box.height)}`,
      );
    }
    return [...new Set(found)];
  };

  for (const width of [390, 1280]) {
    test(`every target of a reference, a guide and the landing page meets 2.5.8 at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      const problems: string[] = [];
      for (const path of ['/restAPI/media-rest-api', '/en/tutorial-video-meeting', '/en/']) {
        await gotoHydrated(page, path);
        await settled(page);
        for (const problem of await page.evaluate(smallTargets)) problems.push(`${path}: ${problem}`);
      }
      expect(problems).toEqual([]);
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
