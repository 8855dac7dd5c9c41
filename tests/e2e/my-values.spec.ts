import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './fixtures';

const LOCALES = [
  {prefix: '', button: '내 값', save: '저장', reset: '초기화', close: '닫기', mediaField: '미디어 API 기본 URL'},
  {prefix: '/en', button: 'My values', save: 'Save', reset: 'Reset', close: 'Close', mediaField: 'Media API base URL'},
] as const;

const MEDIA_URL = 'https://rtc.acme.test';
const HOSTILE_USER_ID = `"><script>window.__pwned = 1</script>'${'x'.repeat(1000)}`;

async function openMyValues(page: Page, label: string): Promise<void> {
  const button = page.locator('.navbar').getByRole('button', {name: label, exact: true});
  if (await button.isVisible()) await button.click();
  else {
    // Below 997 px the navbar items live in the mobile sidebar, behind the docs menu on a doc page.
    await page.locator('button.navbar__toggle').click();
    await page.locator('.navbar-sidebar__back').click();
    await page.locator('.navbar-sidebar').getByRole('button', {name: label, exact: true}).click();
  }
  await expect(page.getByRole('dialog')).toBeVisible();
}

for (const locale of LOCALES) {
  test.describe(`My values (${locale.prefix || '/'})`, () => {
    test('fill every code sample on guides and the reference, survive a reload, and reset', async ({page}) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
      await gotoHydrated(page, `${locale.prefix}/tutorial-video-meeting`);
      const guideCode = page
        .locator('article pre')
        .filter({hasText: /curl -X POST "\S+\/v1\/rooms"/})
        .first();
      await expect(guideCode).toContainText('$MEDIA_API_BASE_URL/v1/rooms');

      await openMyValues(page, locale.button);
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(locale.mediaField).fill(`${MEDIA_URL}/`);
      await dialog.locator('input[name="applicationId"]').fill('app_reader');
      await dialog.locator('input[name="userId"]').fill(HOSTILE_USER_ID);
      await dialog.getByRole('button', {name: locale.save, exact: true}).click();
      await expect(dialog.getByRole('status')).not.toBeEmpty();
      await dialog.getByRole('button', {name: locale.close, exact: true}).click();
      await expect(dialog).toBeHidden();

      await expect(guideCode).toContainText(`${MEDIA_URL}/v1/rooms`);
      await expect(page.locator('article pre').filter({hasText: 'user-1001'})).toHaveCount(0);
      await expect(page.locator('article')).toContainText('<script>window.__pwned = 1</script>');
      expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();

      await gotoHydrated(page, `${locale.prefix}/restAPI/media-rest-api#operation/createRoom`);
      const sample = page.locator('[data-operation-id="createRoom"] [role="tabpanel"]:visible').first();
      await expect(sample).toContainText(`curl "${MEDIA_URL}/v1/rooms"`);
      await page.reload();
      await expect(sample).toContainText(`curl "${MEDIA_URL}/v1/rooms"`);

      await openMyValues(page, locale.button);
      await expect(page.getByRole('dialog').getByLabel(locale.mediaField)).toHaveValue(MEDIA_URL);
      await page.getByRole('dialog').getByRole('button', {name: locale.reset, exact: true}).click();
      await page.keyboard.press('Escape');
      await expect(sample).toContainText('curl "$MEDIA_API_BASE_URL/v1/rooms"');

      const leaked = requests.filter((entry) => entry.includes('rtc.acme.test') || entry.includes('app_reader'));
      expect(leaked).toEqual([]);
    });

    for (const colorMode of ['light', 'dark'] as const) {
      test(`the panel has no axe violations (${colorMode})`, async ({page}) => {
        await page.emulateMedia({colorScheme: colorMode});
        await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), colorMode);
        await gotoHydrated(page, `${locale.prefix}/api-media`);
        await openMyValues(page, locale.button);
        const results = await new AxeBuilder({page})
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .include('dialog')
          .analyze();
        expect(results.violations).toEqual([]);
      });
    }
  });
}

test('hostile stored values render as text and storage that is not JSON is ignored', async ({page}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('my-values', '{"mediaBaseUrl": "<img src=x onerror=alert(1)>", "userId": 7}');
  });
  page.on('dialog', () => {
    throw new Error('a stored value ran as markup');
  });
  await gotoHydrated(page, '/restAPI/media-rest-api#operation/createRoom');
  const sample = page.locator('[data-operation-id="createRoom"] [role="tabpanel"]:visible').first();
  await expect(sample).toContainText('curl "<img src=x onerror=alert(1)>/v1/rooms"');
  await expect(page.locator('article img[src="x"]')).toHaveCount(0);

  await page.evaluate(() => window.localStorage.setItem('my-values', 'not json'));
  await gotoHydrated(page, '/restAPI/media-rest-api#operation/createRoom');
  await expect(sample).toContainText('curl "$MEDIA_API_BASE_URL/v1/rooms"');
});

test('with storage blocked the samples keep the examples and saving says why it cannot', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('storage is blocked', 'SecurityError');
      },
    });
  });
  page.on('console', () => undefined);
  await gotoHydrated(page, '/en/tutorial-video-meeting');
  await openMyValues(page, 'My values');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Media API base URL').fill(MEDIA_URL);
  await dialog.getByRole('button', {name: 'Save', exact: true}).click();
  await expect(dialog.getByRole('status')).toContainText('blocks storage');
  await page.keyboard.press('Escape');
  await expect(
    page.locator('article pre').filter({hasText: 'curl -X POST "$MEDIA_API_BASE_URL/v1/rooms"'}),
  ).toHaveCount(1);
  await expect(page.locator('article pre').filter({hasText: MEDIA_URL})).toHaveCount(0);
});

test('at 360 px the button is in the mobile menu and the panel fits the screen', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await gotoHydrated(page, '/tutorial-video-meeting');
  await openMyValues(page, '내 값');
  const box = await page.getByRole('dialog').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
});

test('without JavaScript the button is hidden and samples show the examples', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto('/restAPI/media-rest-api');
  await expect(page.locator('.my-values-button')).toBeHidden();
  await expect(page.locator('[data-operation-id="createRoom"]')).toContainText('curl "$MEDIA_API_BASE_URL/v1/rooms"');
  await context.close();
});

test('the token can be shown as an environment variable in every sample language', async ({page}) => {
  await gotoHydrated(page, '/en/restAPI/media-rest-api#operation/createRoom');
  await openMyValues(page, 'My values');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', {name: 'Save', exact: true}).click();
  await page.keyboard.press('Escape');
  const operation = page.locator('[data-operation-id="createRoom"]');
  const sample = operation.locator('[role="tabpanel"]:visible').first();
  await expect(sample).toContainText('--header "Authorization: Bearer $ACCESS_TOKEN"');
  await operation.getByRole('tab', {name: 'Python', exact: true}).click();
  await expect(sample).toContainText(`f"Bearer {os.environ['ACCESS_TOKEN']}"`);
});
