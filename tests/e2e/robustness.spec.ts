import {expect, gotoHydrated, settled, test, waitForHydration} from './support';

test.describe('unknown paths', () => {
  test.use({expectedProblems: [/Failed to load resource: the server responded with a status of 404/]});

  test('an unknown English path shows the not-found page', async ({page}) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
    await expect(page.getByText(/let them know their link is broken/)).toBeVisible();
  });

  test('an unknown Korean path shows the Korean not-found page', async ({page}) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', {name: '페이지를 찾을 수 없습니다'})).toBeVisible();
    await expect(page.getByText('원하는 페이지를 찾을 수 없습니다.')).toBeVisible();
  });
});

for (const suffix of ['.html', '/index.html']) {
  test(`a path ending in ${suffix} lands on the same page without the suffix`, async ({page}) => {
    await gotoHydrated(page, `/en/api-media-concept${suffix}`);
    await expect(page).toHaveURL(/\/en\/api-media-concept$/);
    await expect(page.locator('article h1')).toHaveText('Media concepts');
  });
}

test('a page still renders and works with browser storage blocked, with only a warning', async ({page}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('storage is blocked', 'SecurityError');
        },
      });
    }
  });
  await gotoHydrated(page, '/en/api-media');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(warnings.some((text) => text.includes('Docusaurus browser storage is not available'))).toBe(true);
});

test.describe('browser storage that is full', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
  });

  test('the page still renders and the colour mode still switches, with only the storage warning', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await gotoHydrated(page, '/api-media');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('.theme-announcement-bar button[aria-label]').click();
    await expect(page.locator('.theme-announcement-bar')).toBeHidden();
    expect(warnings.filter((text) => text.includes('Docusaurus browser storage is not available'))).toHaveLength(1);
  });
});

test.describe('a route chunk that fails to load', () => {
  // The aborted chunk requests themselves, as the browser and the chunk loader report them.
  test.use({
    expectedProblems: [
      /failed request: .*\/assets\/js\/.*net::ERR_FAILED|Failed to load resource: net::ERR_FAILED|page error: Loading chunk \S+ failed/,
    ],
  });

  test('a client-side navigation falls back to a full page load of the target page', async ({page}) => {
    await gotoHydrated(page, '/en/api-media');
    // The page's own lazy chunks (the code highlighter, Mermaid) first, so that the next chunk is the new route's.
    await settled(page);
    let aborted = '';
    await page.route('**/assets/js/*.js', async (route) => {
      if (!aborted && route.request().resourceType() === 'script') {
        aborted = route.request().url();
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    const reload = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().endsWith('/en/api-media-concept'),
    );
    await page.locator('.theme-doc-sidebar-container a[href="/en/api-media-concept"]').click();
    await reload;
    expect(aborted, 'a chunk of the next route was requested and failed').not.toBe('');
    await waitForHydration(page);
    await expect(page.locator('article h1')).toHaveText('Media concepts');
  });

  test('a first visit whose chunks fail still shows the server-rendered page', async ({page}) => {
    await page.route(/\/assets\/js\/(?!runtime|main)[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/en/api-media-concept');
    await expect(page.locator('article h1')).toHaveText('Media concepts');
    await expect(page.locator('article')).toContainText('room');
  });
});
