import {SIDEBARLESS_ROUTES} from '../support/spec-routes';
import {expect, gotoHydrated, settled, test} from './support';

const colourToggle = (page: import('@playwright/test').Page) =>
  page.locator('.navbar button[class*="toggleButton"]').first();

test('the docs sidebar is shown on area pages', async ({page}) => {
  await gotoHydrated(page, '/en/api-media');
  await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
});

for (const route of SIDEBARLESS_ROUTES) {
  test(`/${route} is shown without the docs sidebar`, async ({page}) => {
    await gotoHydrated(page, `/en/${route}`);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
  });
}

test('chat-server-api-bff redirects to chat-server-api', async ({page}) => {
  await page.goto('/chat-server-api-bff');
  await expect(page).toHaveURL(/\/chat-server-api$/);
});

test('switching the language keeps the reader on the same page', async ({page}) => {
  await gotoHydrated(page, '/api-media-concept');
  const dropdown = page.locator('.navbar .dropdown', {has: page.locator('a.dropdown__link[lang="en-US"]')});
  await dropdown.hover();
  await dropdown.locator('a.dropdown__link[lang="en-US"]').click();
  await expect(page).toHaveURL(/\/en\/api-media-concept$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('.navbar .dropdown > a.navbar__link', {hasText: 'ENG'})).toBeVisible();
});

test('colour mode starts light, switches to dark, is stored under "theme" and survives a reload', async ({page}) => {
  await gotoHydrated(page, '/en/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the system dark preference is not followed', async ({browser, baseURL}) => {
  const context = await browser.newContext({colorScheme: 'dark', baseURL});
  const page = await context.newPage();
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('a colour mode change syncs to a second tab', async ({page, context}) => {
  await gotoHydrated(page, '/en/api-media');
  const second = await context.newPage();
  await gotoHydrated(second, '/en/console-chat');
  await colourToggle(page).click();
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a dismissed announcement bar stays dismissed after a reload', async ({page}) => {
  await gotoHydrated(page, '/en/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await bar.locator('button').click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

test('the announcement bar is shown again when its id changes', async ({page}) => {
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await gotoHydrated(page, '/en/');
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
});

test('the skip link moves focus to the main content', async ({page}) => {
  await gotoHydrated(page, '/en/api-media');
  await page.keyboard.press('Tab');
  const skip = page.locator('a[href="#__docusaurus_skipToContent_fallback"]');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('the footer links the terms, privacy policy and location terms in both locales', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('footer a', {hasText: '이용약관'}).first()).toBeVisible();
  await expect(page.locator('footer a', {hasText: '개인정보 처리방침'})).toBeVisible();
  await expect(page.locator('footer a', {hasText: '위치기반서비스 이용약관'})).toBeVisible();
  await gotoHydrated(page, '/en/');
  await expect(page.locator('footer a', {hasText: 'Terms of service'})).toBeVisible();
  await expect(page.locator('footer a', {hasText: 'Privacy policy'})).toBeVisible();
  await expect(page.locator('footer a', {hasText: 'Location-based services terms'})).toBeVisible();
});

test('the navbar has the 200 × 20 logo in both colour modes, KOR/ENG, the version menu, the forum link and search', async ({
  page,
}) => {
  await gotoHydrated(page, '/api-media');
  const logo = page.locator('.navbar__logo img');
  const logoSources: string[] = [];
  for (const mode of ['light', 'dark']) {
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(logo).toHaveAttribute('width', '200');
    await expect(logo).toHaveAttribute('height', '20');
    expect(await logo.getAttribute('alt')).toBeTruthy();
    logoSources.push((await logo.getAttribute('src'))!);
    if (mode === 'light') await colourToggle(page).click();
  }
  expect(logoSources[0]).not.toBe(logoSources[1]);
  await expect(page.locator('.navbar a.dropdown__link[lang="en-US"]')).toHaveText('ENG');
  await expect(page.locator('.navbar a.dropdown__link[lang="ko-KR"]')).toHaveText('KOR');
  await expect(page.locator('.navbar .dropdown > a.navbar__link', {hasText: '2.x'})).toBeVisible();
  await expect(page.locator('.navbar a[href*="forum"]')).toBeVisible();
  await expect(page.getByRole('combobox', {name: '검색', exact: true})).toBeVisible();
});

// From the mobile breakpoint up, every navbar item keeps its label on one line, none overlaps another, and all
// stay inside the viewport (the English labels are the longest); the sidebar starts below the navbar.
for (const width of [997, 1100, 1239, 1240, 1280, 1439, 1440]) {
  test(`at ${width} px the desktop navbar's items fit without wrapping or overlapping, in both locales`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 800});
    for (const path of ['/api-media', '/en/api-media']) {
      await gotoHydrated(page, path);
      await settled(page, {scrollThrough: false});
      const boxes = await page
        .locator('.navbar__brand, .navbar__inner .navbar__item, .navbar__inner .navbar__items--right > *')
        .evaluateAll((elements) =>
          elements
            .filter((element) => (element as HTMLElement).offsetParent !== null)
            .map((element) => {
              const {x, y, width: w, height: h} = element.getBoundingClientRect();
              const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 24;
              const label = (element.textContent ?? '').trim().slice(0, 20) || element.className;
              return {label, x, y, w, h, lineHeight};
            }),
        );
      expect(boxes.length).toBeGreaterThan(8);
      for (const box of boxes) {
        expect(box.x, `${path} ${box.label}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.w, `${path} ${box.label}`).toBeLessThanOrEqual(width);
        expect(box.h, `${path} ${box.label} wraps`).toBeLessThan(box.lineHeight * 2);
      }
      const overlapping = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter((b) => a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1)
          .map((b) => `${a.label} / ${b.label}`),
      );
      expect(overlapping, path).toEqual([]);
      const navbarBottom = (await page.locator('.navbar').boundingBox())!;
      const sidebar = (await page.locator('.theme-doc-sidebar-menu').boundingBox())!;
      expect(sidebar.y).toBeGreaterThanOrEqual(navbarBottom.y + navbarBottom.height - 1);
    }
  });
}

test('the table of contents lists h2 and h3 headings only', async ({page}) => {
  await gotoHydrated(page, '/en/restAPI/media-rest-api');
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash)));
  expect(tocTargets.length).toBeGreaterThan(10);
  const levels = await page.evaluate(
    (hashes) => hashes.map((hash) => document.getElementById(hash.slice(1))?.tagName),
    tocTargets,
  );
  expect(new Set(levels)).toEqual(new Set(['H2', 'H3']));
  expect(await page.locator('article h4').count()).toBeGreaterThan(0);
});

test('links between pages carry no trailing slash', async ({page}) => {
  await gotoHydrated(page, '/en/api-media');
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs.filter((href) => href !== '/' && href !== '/en/' && /\/(?:[?#]|$)/.test(href))).toEqual([]);
});

for (const {prefix, opensInNewTab, unspecified} of [
  {
    prefix: '',
    opensInNewTab: '(새 탭에서 열림)',
    unspecified: '명세에 없는 것 이 페이지의 내용 가운데 API 명세가 정하지 않는 것입니다.',
  },
  {
    prefix: '/en',
    opensInNewTab: '(opens in new tab)',
    unspecified: 'Not in the specification What on this page the API specification leaves open.',
  },
]) {
  test(`external links say in the page's language that they open a new tab (${prefix || '/'})`, async ({page}) => {
    await gotoHydrated(page, `${prefix}/`);
    const icons = page.locator('a[target="_blank"] svg[aria-label]');
    expect(await icons.count()).toBeGreaterThan(0);
    for (const label of await icons.evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label'))))
      expect(label).toBe(opensInNewTab);
  });

  test(`the convention marker is a note, not a second unnamed landmark (${prefix || '/'})`, async ({page}) => {
    await gotoHydrated(page, `${prefix}/console-app-information`);
    const marker = page.locator('article [data-convention]').first();
    await expect(marker).toHaveRole('note');
    // Every complementary landmark left on the page has a name, or there is only one.
    const unnamed = await page.locator('aside:not([aria-label]):not([aria-labelledby])').count();
    expect(unnamed).toBeLessThanOrEqual(1);
    await expect(page.locator('article aside[data-convention]')).toHaveCount(0);
  });

  test(`a page's list of what the specification leaves open is one note under its introduction (${prefix || '/'})`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${prefix}/api-media-trouble-shooting`);
    const box = page.locator('article [data-convention="unspecified"]');
    await expect(box).toHaveCount(1);
    await expect(box).toHaveRole('note');
    await expect(box.locator('p').first()).toHaveText(unspecified);
    expect(await box.locator('li').count()).toBeGreaterThanOrEqual(3);
    // Before the page's first section, so a reader meets it with the introduction.
    const before = await box.evaluate((node) => {
      const heading = document.querySelector('article h2');
      return heading !== null && Boolean(node.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(before).toBe(true);
  });
}
