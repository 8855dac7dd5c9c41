import type {Page, Request} from '@playwright/test';
import {LOCALES as SITE_LOCALES} from '../support/site';
import {axeViolations, expect, gotoHydrated, settled, test} from './support';

const SEARCH_FILE = /\/search\/[^/]+\.json$/;

/** What a reader sees and types, per locale. */
const TEXT = {
  ko: {
    label: '검색',
    loading: '로딩 중...',
    chatArea: '채팅',
    chatQuery: '채팅방에서',
    pushQuery: '푸시알림',
    pushOverview: '푸시 알림 서비스 개요',
    pushTroubleshooting: '푸시 문제 해결',
    pushReference: '푸시 알림 REST API 레퍼런스',
    typed: '회의실',
    /** 회의실 typed through an IME: each syllable's composition steps, then the committed syllable. */
    composed: [
      [['ㅎ', '회'], '회'],
      [['ㅇ', '의'], '의'],
      [['ㅅ', '시', '실'], '실'],
    ],
    noResults: (query: string) => `"${query}"에 대한 결과가 없습니다`,
    error: '검색 색인을 불러오지 못했습니다.',
    retry: '다시 시도',
  },
  en: {
    label: 'Search',
    loading: 'Loading...',
    chatArea: 'Chat',
    chatQuery: 'chat rooms',
    pushQuery: 'push notification',
    pushOverview: 'Push notification overview',
    pushTroubleshooting: 'Push troubleshooting',
    pushReference: 'Push notification REST API reference',
    typed: 'room',
    composed: [],
    noResults: (query: string) => `No results for "${query}"`,
    error: 'The search index could not be loaded.',
    retry: 'Retry',
  },
} as const;

const LOCALES = SITE_LOCALES.map(({locale, prefix}) => ({name: locale, prefix, ...TEXT[locale]}));

function searchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (SEARCH_FILE.test(new URL(request.url()).pathname)) requests.push(request);
  });
  return requests;
}

/** Holds the search files back until the returned function is called, so a test sees the loading state. */
async function holdSearchFiles(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SEARCH_FILE, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The search box: one combobox for the page's lifetime, before and after the results panel has loaded. */
const searchBox = (page: Page, label: string) => page.getByRole('combobox', {name: label, exact: true});
const axeOfSearch = (page: Page) => axeViolations(page, {include: '.nuri-search'});
const resultGroups = (page: Page) => page.getByRole('listbox').getByRole('group');

for (const locale of LOCALES) {
  test.describe(`search (${locale.name})`, () => {
    test('no search file is requested before the reader touches the box; then two, with "Loading..." until ready', async ({
      page,
    }) => {
      const requests = searchRequests(page);
      // Hold the files back until the loading state has been seen, however fast the machine is.
      const release = await holdSearchFiles(page);
      await gotoHydrated(page, `${locale.prefix}/api-media`);
      await page.mouse.move(5, 300);
      // Whatever the page would load on its own has started once it has settled and then been idle.
      await settled(page, {scrollThrough: false});
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(requests).toHaveLength(0);

      await searchBox(page, locale.label).click();
      await expect(page.getByRole('status').filter({hasText: locale.loading})).toBeVisible();
      release();
      await page.keyboard.type('A011');
      await expect(resultGroups(page).first()).toBeVisible();
      await expect(page.getByText(locale.loading)).toHaveCount(0);
      expect(requests.map((request) => request.method())).toEqual(['GET', 'GET']);
      expect(requests.every((request) => new URL(request.url()).pathname.startsWith(`${locale.prefix}/search/`))).toBe(
        true,
      );
    });

    /** The box holds everything typed, keeps focus with the caret at the end, and lists results. */
    async function expectTyped(page: Page, text: string): Promise<void> {
      const box = searchBox(page, locale.label);
      await expect(box).toHaveValue(text);
      await expect(box).toBeFocused();
      expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(text.length);
      await expect(resultGroups(page).first()).toBeVisible();
      await expect(page.getByRole('listbox')).toBeVisible();
    }

    test('typing right after the click loses no keystroke', async ({page}) => {
      await gotoHydrated(page, `${locale.prefix}/api-media`);
      await searchBox(page, locale.label).click();
      await page.keyboard.type(locale.typed, {delay: 30});
      await expectTyped(page, locale.typed);
    });

    for (const shortcut of ['Control+k', '/']) {
      test(`typing right after ${shortcut} loses no keystroke`, async ({page}) => {
        await gotoHydrated(page, `${locale.prefix}/api-media`);
        await page.keyboard.press(shortcut);
        await page.keyboard.type(locale.typed, {delay: 30});
        await expectTyped(page, locale.typed);
      });
    }

    test('typing right after the click on a CPU four times slower loses no keystroke', async ({page}) => {
      const cdp = await page.context().newCDPSession(page);
      await gotoHydrated(page, `${locale.prefix}/api-media`);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await searchBox(page, locale.label).click();
      await page.keyboard.type(locale.typed, {delay: 30});
      await expectTyped(page, locale.typed);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    });

    if (locale.composed.length > 0) {
      test('Korean typed through an IME right after the click arrives whole', async ({page}) => {
        const cdp = await page.context().newCDPSession(page);
        await gotoHydrated(page, `${locale.prefix}/api-media`);
        const box = searchBox(page, locale.label);
        await box.click();
        let committed = '';
        for (const [steps, syllable] of locale.composed) {
          for (const step of steps) {
            await cdp.send('Input.imeSetComposition', {text: step, selectionStart: 1, selectionEnd: 1});
            // Each step of the composition is in the box before the next, as under a reader's fingers.
            await expect(box).toHaveValue(committed + step);
          }
          await cdp.send('Input.insertText', {text: syllable});
          committed += syllable;
        }
        await expectTyped(page, locale.typed);
      });
    }

    test('results are links: Ctrl/⌘-click and middle-click open a new tab, a click opens the page here', async ({
      page,
    }) => {
      await gotoHydrated(page, `${locale.prefix}/api-media`);
      await searchBox(page, locale.label).click();
      await page.keyboard.type('A011');
      const option = page.getByRole('option').first();
      await expect(option).toHaveAttribute('href', `${locale.prefix}/restAPI/push-notification-rest-api#error/A011`);
      const href = (await option.getAttribute('href'))!;
      for (const click of [
        () => option.click({modifiers: ['ControlOrMeta']}),
        () => option.click({button: 'middle'}),
      ]) {
        const [tab] = await Promise.all([page.context().waitForEvent('page'), click()]);
        await expect(tab).toHaveURL(new RegExp(`${href}$`));
        await tab.close();
        await expect(page).toHaveURL(new RegExp(`${locale.prefix}/api-media$`));
      }
      await option.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });

    test('Tab while "Loading..." is shown moves on to the next control, not into the status that then goes away', async ({
      page,
    }) => {
      const release = await holdSearchFiles(page);
      await gotoHydrated(page, `${locale.prefix}/api-media`);
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('status').filter({hasText: locale.loading})).toBeVisible();
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => {
        const element = document.activeElement;
        return {
          outsideSearch: Boolean(element && element !== document.body && !element.closest('.nuri-search')),
          html: element?.outerHTML ?? '',
        };
      });
      expect(next.outsideSearch, next.html.slice(0, 120)).toBe(true);
      release();
      await expect(page.getByText(locale.loading)).toHaveCount(0);
      expect(await page.evaluate(() => document.activeElement?.outerHTML ?? '')).toBe(next.html);
    });

    test(`"${locale.chatQuery}" and "${locale.pushQuery}" find their pages; an error code finds its row, then troubleshooting`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${locale.prefix}/`);
      const box = searchBox(page, locale.label);
      await page.keyboard.press('Control+k');
      await expect(box).toBeFocused();

      // The first result is a chat page: its title or its area (the navbar's name for it) says chat.
      await box.fill(locale.chatQuery);
      await expect(resultGroups(page).first()).toHaveAttribute('aria-label', new RegExp(locale.chatArea));

      await box.fill(locale.pushQuery);
      await expect(page.getByRole('group', {name: new RegExp(`^${locale.pushOverview} \\(`)})).toHaveCount(1);

      await box.fill('A011');
      await expect(resultGroups(page).first()).toHaveAttribute('aria-label', new RegExp(`^${locale.pushReference}`));
      await expect(resultGroups(page).nth(1)).toHaveAttribute(
        'aria-label',
        new RegExp(`^${locale.pushTroubleshooting}`),
      );
      // The row is named by its status and code; the troubleshooting section's text highlights the code.
      await expect(page.getByRole('option').first().locator('span').first()).toContainText('A011');
      await expect(resultGroups(page).nth(1).getByRole('option').first().locator('mark').first()).toHaveText('A011');
    });

    test('arrows move through the results and Enter opens the chosen section', async ({page}) => {
      await gotoHydrated(page, `${locale.prefix}/api-media`);
      await page.keyboard.press('/');
      const box = searchBox(page, locale.label);
      await expect(box).toBeFocused();
      await box.fill('A011');
      const option = page.getByRole('option').first();
      await expect(option).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/restAPI/push-notification-rest-api#error/A011$`));
      await expect(page.locator('article h1')).toHaveText(locale.pushReference);
      await expect(page.locator('[id="error/A011"]')).toContainText('A011');
      await expect(page.locator('[id="error/A011"]')).toBeInViewport();
    });

    test('the error desk: a typed code and a pasted message find the reference row first, then troubleshooting; Enter opens the row', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoHydrated(page, `${locale.prefix}/api-media`);
      const box = searchBox(page, locale.label);
      await box.click();
      await page.keyboard.type('A010');
      const firstOf = (group: number) => resultGroups(page).nth(group).getByRole('option').first();
      await expect(firstOf(0)).toHaveAttribute(
        'href',
        `${locale.prefix}/restAPI/push-notification-rest-api#error/A010`,
      );
      await expect(firstOf(1)).toHaveAttribute('href', `${locale.prefix}/console-push-troubleshooting#a010`);

      // Pasted as a reader copies it from a response body, quotes and all.
      const message = 'This userID already part of the chatroom';
      await box.fill('');
      await page.evaluate((text) => navigator.clipboard.writeText(text), `"${message}"`);
      await box.press('ControlOrMeta+v');
      await expect(box).toHaveValue(`"${message}"`);
      const anchor = 'error/409-this-userid-already-part-of-the-chatroom';
      await expect(firstOf(0)).toHaveAttribute('href', `${locale.prefix}/restAPI/chat-rest-api#${anchor}`);
      await expect(firstOf(1)).toHaveAttribute('href', `${locale.prefix}/chat-server-api#chat-409-join`);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/restAPI/chat-rest-api#${anchor}$`));
      const row = page.locator(`[id="${anchor}"]`);
      await expect(row).toContainText(message);
      await expect(row).toBeInViewport();
    });

    test('Escape closes the results and a query without matches shows the empty state', async ({page}) => {
      await gotoHydrated(page, `${locale.prefix}/`);
      const box = searchBox(page, locale.label);
      await box.click();
      await box.fill('A011');
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');

      await box.fill('zzqxv');
      await expect(page.getByText(locale.noResults('zzqxv'))).toBeVisible();
    });

    test('results stay in the docs version being read', async ({page}) => {
      const requests = searchRequests(page);
      await gotoHydrated(page, `${locale.prefix}/1.x/api-media`);
      const box = searchBox(page, locale.label);
      await box.click();
      await box.fill('A011');
      await page.getByRole('option').first().click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/1\\.x/restAPI/push-notification-rest-api#error/A011$`));
      const files = requests.map((request) => new URL(request.url()).pathname.split('/').pop()!);
      expect(files).toHaveLength(2);
      expect(files.every((file) => file.startsWith('1.x.'))).toBe(true);
    });

    test('the open search box has no accessibility violations, light and dark', async ({page}) => {
      await gotoHydrated(page, `${locale.prefix}/api-media`);
      const box = searchBox(page, locale.label);
      await box.click();
      await box.fill('A011');
      await expect(resultGroups(page).first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      expect(await axeOfSearch(page), 'light').toEqual([]);
      await page.locator('.navbar button[class*="toggleButton"]').first().click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await box.click();
      await expect(resultGroups(page).first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      expect(await axeOfSearch(page), 'dark').toEqual([]);
      await box.fill('zzqxv');
      await expect(page.getByText(locale.noResults('zzqxv'))).toBeVisible();
      expect(await axeOfSearch(page), 'no results').toEqual([]);
    });
  });

  test.describe(`search when the index cannot load (${locale.name})`, () => {
    test.use({expectedProblems: [/search\/[^ ]+\.json|Failed to load resource/]});

    test('says so with a Retry button, and Retry loads it', async ({page}) => {
      let fail = true;
      await page.route(SEARCH_FILE, (route) =>
        fail ? route.fulfill({status: 503, body: 'unavailable'}) : route.continue(),
      );
      await gotoHydrated(page, `${locale.prefix}/api-media`);
      const box = searchBox(page, locale.label);
      await box.click();
      await expect(page.getByText(locale.error)).toBeVisible();
      fail = false;
      await page.getByRole('button', {name: locale.retry}).click();
      await box.fill('A011');
      await expect(resultGroups(page).first()).toBeVisible();
    });
  });

  test.describe(`search in the mobile navbar (${locale.name})`, () => {
    test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

    test('the box is in the navbar, results fit the screen and a tap opens the page', async ({page}) => {
      await gotoHydrated(page, `${locale.prefix}/api-media`);
      const box = searchBox(page, locale.label);
      await expect(box).toBeVisible();
      await box.tap();
      await searchBox(page, locale.label).fill('A011');
      const option = page.getByRole('option').first();
      await expect(option).toBeInViewport();
      const panel = await page.getByRole('listbox').boundingBox();
      expect(panel!.x).toBeGreaterThanOrEqual(0);
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
      await option.tap();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/restAPI/push-notification-rest-api#error/A011$`));
    });
  });
}
