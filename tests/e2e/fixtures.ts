import {test as base, expect, type Page} from '@playwright/test';

interface Problems {
  /** Console errors, page errors, failed requests and requests to other hosts seen during the test. */
  readonly list: string[];
}

interface Options {
  /** Problems a test provokes on purpose (e.g. the 404 status of an unknown path); matched ones are not failures. */
  expectedProblems: RegExp[];
}

/**
 * `page` fails the test on any console error, uncaught page error, failed request or request that leaves
 * the site's own origin: the site is static and must not call any other host.
 */
export const test = base.extend<Options & {problems: Problems}>({
  expectedProblems: [[], {option: true}],
  // Playwright reads a fixture's dependencies from its first parameter's destructuring: this one has none.
  // eslint-disable-next-line no-empty-pattern
  problems: async ({}, use) => {
    await use({list: []});
  },
  page: async ({page, baseURL, problems, expectedProblems}, use) => {
    const origin = new URL(baseURL!).origin;
    page.on('console', (message) => {
      if (message.type() === 'error') problems.list.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.list.push(`page error: ${error.message}`));
    page.on('request', (request) => {
      const url = request.url();
      if (/^https?:/.test(url) && new URL(url).origin !== origin) problems.list.push(`outside request: ${url}`);
    });
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      // Navigation away from a page aborts its in-flight prefetches; that is not a failure of the site.
      if (failure !== 'net::ERR_ABORTED') problems.list.push(`failed request: ${request.url()} ${failure}`);
    });
    await use(page);
    const unexpected = problems.list.filter((problem) => !expectedProblems.some((pattern) => pattern.test(problem)));
    expect(unexpected, 'console errors, page errors or failed/outside requests').toEqual([]);
  },
});

export {expect};

/** Navigates and waits until React has hydrated the server-rendered page. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Waits until the page has drawn `count` Mermaid diagrams (they render in the browser after hydration). */
/** Diagrams render when they come near the viewport: scroll each into view, then wait for all of them. */
export async function drawDiagrams(page: Page, count: number): Promise<void> {
  await page.evaluate(async () => {
    for (const slot of Array.from(document.querySelectorAll('[data-mermaid-slot]'))) {
      slot.scrollIntoView();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(count, {timeout: 20_000});
  await page.evaluate(() => window.scrollTo(0, 0));
}
