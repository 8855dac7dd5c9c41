import type {Page} from '@playwright/test';
import {axeViolations, escapeRegExp, expect, gotoHydrated, test} from './support';

const LOCALES = [
  {
    prefix: '',
    button: '내 값',
    save: '저장',
    reset: '초기화',
    close: '닫기',
    mediaField: '미디어 API 기본 URL',
    notSaved: '저장하지 않았습니다',
    errors: {
      urlScheme: 'https://로 시작하는 절대 URL을 입력하세요',
      urlParts: '쿼리(?)',
      urlCharacters: '공백과 따옴표 같은 문자는 쓸 수 없습니다',
      idCharacters: '영문자, 숫자, 마침표(.), 밑줄(_), 하이픈(-)만 쓸 수 있습니다',
      tooLong: '값이 너무 깁니다',
    },
  },
  {
    prefix: '/en',
    button: 'My values',
    save: 'Save',
    reset: 'Reset',
    close: 'Close',
    mediaField: 'Media API base URL',
    notSaved: 'Not saved',
    errors: {
      urlScheme: 'Enter an absolute URL starting with https://',
      urlParts: 'a query (?)',
      urlCharacters: 'Spaces, quotes and similar characters are not allowed',
      idCharacters: 'Use only letters, digits, dots (.), underscores (_) and hyphens (-)',
      tooLong: 'The value is too long',
    },
  },
] as const;

const MEDIA_URL = 'https://rtc.acme.test';

/** Values the form refuses, by field, and the problem it names. */
const REFUSED = [
  {field: 'mediaBaseUrl', value: 'not a url', problem: 'urlScheme'},
  {field: 'mediaBaseUrl', value: 'javascript:alert(1)', problem: 'urlScheme'},
  {field: 'chatBaseUrl', value: 'ftp://x.test', problem: 'urlScheme'},
  {field: 'chatBaseUrl', value: 'https://user:secret@chat.acme.test', problem: 'urlParts'},
  {field: 'pushBaseUrl', value: 'https://push.acme.test/$(touch /tmp/pwned)', problem: 'urlCharacters'},
  {field: 'pushBaseUrl', value: `https://push.acme.test/${'x'.repeat(10_000)}`, problem: 'tooLong'},
  {field: 'applicationId', value: 'app"; rm -rf ~', problem: 'idCharacters'},
  {field: 'applicationId', value: '`id`', problem: 'idCharacters'},
  {field: 'userId', value: "user'1001", problem: 'idCharacters'},
  {field: 'userId', value: '</script>사용자🙂', problem: 'idCharacters'},
] as const;

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
    test('the landing page’s quick start points to the navbar button by its label', async ({page}) => {
      await gotoHydrated(page, `${locale.prefix}/`);
      const pointer = page.locator('section[aria-labelledby="home-quick-start"] > .container > p');
      await expect(pointer.locator('strong')).toHaveText(locale.button);
      await openMyValues(page, locale.button);
    });

    test('refuse hostile values next to their field and save nothing', async ({page}) => {
      await gotoHydrated(page, `${locale.prefix}/tutorial-video-meeting`);
      await openMyValues(page, locale.button);
      const dialog = page.getByRole('dialog');
      for (const refused of REFUSED) {
        for (const input of await dialog.locator('input[type="text"]').all()) await input.fill('');
        const input = dialog.locator(`input[name="${refused.field}"]`);
        await input.fill(refused.value);
        await dialog.getByRole('button', {name: locale.save, exact: true}).click();
        await expect(dialog.getByRole('status'), refused.value).toContainText(locale.notSaved);
        await expect(input, refused.value).toHaveAttribute('aria-invalid', 'true');
        await expect(input, refused.value).toBeFocused();
        // The message is the field's description, so a screen reader reads it with the field.
        await expect(input, refused.value).toHaveAccessibleDescription(
          new RegExp(escapeRegExp(locale.errors[refused.problem])),
        );
        await expect(input, 'the value is kept as typed, not shortened').toHaveValue(refused.value);
        expect(await page.evaluate(() => window.localStorage.getItem('my-values'))).toBeNull();
      }
      await dialog.getByRole('button', {name: locale.close, exact: true}).click();
      await expect(page.locator('article pre').filter({hasText: 'touch /tmp/pwned'})).toHaveCount(0);
    });

    test('fill every code sample on guides and the reference, survive a reload, and reset', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
      await gotoHydrated(page, `${locale.prefix}/tutorial-video-meeting`);
      // The guide's samples sit in language tabs (one choice for the site): show the curl ones.
      await page.locator('article').getByRole('tab', {name: 'curl', exact: true}).first().click();
      const guideBlock = page
        .locator('article .theme-code-block')
        .filter({hasText: /curl -X POST "\S+\/v1\/rooms"/, visible: true})
        .first();
      const guideCode = guideBlock.locator('pre');
      await expect(guideCode).toContainText('$MEDIA_API_BASE_URL/v1/rooms');

      await openMyValues(page, locale.button);
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(locale.mediaField).fill(`${MEDIA_URL}/`);
      await dialog.locator('input[name="applicationId"]').fill('app_reader');
      await dialog.locator('input[name="userId"]').fill('user-reader');
      await dialog.getByRole('button', {name: locale.save, exact: true}).click();
      await expect(dialog.getByRole('status')).not.toBeEmpty();
      await expect(dialog.locator('[aria-invalid]')).toHaveCount(0);
      await dialog.getByRole('button', {name: locale.close, exact: true}).click();
      await expect(dialog).toBeHidden();

      await expect(guideCode).toContainText(`${MEDIA_URL}/v1/rooms`);
      await expect(page.locator('article pre').filter({hasText: 'user-1001'})).toHaveCount(0);
      await expect(
        page
          .locator('article pre')
          .filter({hasText: /"requester_id": ?"user-reader"/, visible: true})
          .first(),
      ).toBeVisible();

      // The copy button copies what the block shows.
      await guideBlock.hover();
      await guideBlock.getByRole('button', {name: /copy|복사/i}).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const shownLines = await guideCode.locator('.token-line').allTextContents();
      expect(copied.trimEnd()).toBe(shownLines.join('\n').trimEnd());
      expect(copied).toContain(`${MEDIA_URL}/v1/rooms`);

      // The reference's console operations print the example application ID in their paths.
      await gotoHydrated(page, `${locale.prefix}/restAPI/media-rest-api#operation/getAppConfig`);
      const console = page.locator('[data-operation-id="getAppConfig"] [role="tabpanel"]:visible').first();
      await expect(console).toContainText(`curl "${MEDIA_URL}/v1/application/app_reader/app-config"`);
      await expect(
        page.locator('[data-operation-id="getAppConfig"] [role="tabpanel"]').filter({hasText: 'app_51b2d0'}),
      ).toHaveCount(0);

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
        expect(await axeViolations(page, {include: 'dialog'})).toEqual([]);
      });
    }
  });
}

test('hostile stored values are ignored, valid ones kept, and storage that is not JSON is ignored', async ({page}) => {
  await page.addInitScript(() => {
    if (window.localStorage.getItem('my-values') !== null) return;
    window.localStorage.setItem(
      'my-values',
      JSON.stringify({
        mediaBaseUrl: '<img src=x onerror=alert(1)>',
        chatBaseUrl: 'https://chat.acme.test/$(touch /tmp/pwned)',
        applicationId: 'x'.repeat(10_000),
        userId: "user'1001",
        pushBaseUrl: 'https://push.acme.test',
      }),
    );
  });
  page.on('dialog', () => {
    throw new Error('a stored value ran as markup');
  });
  await gotoHydrated(page, '/restAPI/media-rest-api#operation/createRoom');
  const sample = page.locator('[data-operation-id="createRoom"] [role="tabpanel"]:visible').first();
  await expect(sample).toContainText('curl "$MEDIA_API_BASE_URL/v1/rooms"');
  await expect(page.locator('article img[src="x"]')).toHaveCount(0);
  await gotoHydrated(page, '/tutorial-video-meeting');
  await expect(page.locator('article pre').filter({hasText: 'https://push.acme.test'}).first()).toBeVisible();
  await expect(page.locator('article pre').filter({hasText: /touch|user'1001|xxxxxxxx/})).toHaveCount(0);

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
