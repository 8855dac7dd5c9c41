import {expect, gotoHydrated, test} from './fixtures';

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
    await expect(page.getByRole('heading', {name: '페이지를 찾을 수 없습니다.'})).toBeVisible();
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
