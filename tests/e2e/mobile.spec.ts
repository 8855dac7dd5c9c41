import {expect, gotoHydrated, settled, test} from './support';

test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

for (const [prefix, back] of [
  ['', '메인 메뉴로 돌아가기'],
  ['/en', 'Back to main menu'],
] as const) {
  test(`the mobile menu shows the docs menu with "${back}" and closes on back navigation (${prefix || 'ko'})`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${prefix}/api-media`);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await page.locator('button.navbar__toggle').click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('button', {name: back})).toBeVisible();
    await expect(sidebar.locator('.theme-doc-sidebar-menu')).toBeVisible();
    await sidebar.getByRole('button', {name: back}).click();
    await expect(sidebar.locator('.navbar-sidebar__items')).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
    await page.goBack();
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
}

test('the mobile menu closes when the viewport becomes wide', async ({page}) => {
  await gotoHydrated(page, '/en/api-media');
  await page.locator('button.navbar__toggle').click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await page.setViewportSize({width: 1440, height: 900});
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});

test('the landing page fits a 360 px wide screen without horizontal scrolling', async ({page}) => {
  await page.setViewportSize({width: 360, height: 780});
  for (const path of ['/', '/en/']) {
    await gotoHydrated(page, path);
    await settled(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

for (const [prefix, label] of [
  ['', '검색'],
  ['/en', 'Search'],
] as const) {
  test(`at 360 px the whole logo and the search box fit the navbar, and search opens full width (${prefix || 'ko'})`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 360, height: 780});
    await gotoHydrated(page, `${prefix}/api-media`);
    await settled(page, {scrollThrough: false});
    const logo = await page.locator('.navbar__inner .navbar__brand img').first().boundingBox();
    const search = page.getByLabel(label, {exact: true}).first();
    const box = await search.boundingBox();
    expect(logo!.x + logo!.width, 'the logo ends before the search box starts').toBeLessThanOrEqual(box!.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);

    await search.click();
    const input = page.getByRole('combobox', {name: label, exact: true});
    await input.fill('room');
    await expect(page.locator('.navbar__inner .navbar__brand')).toBeHidden();
    // The box widens with a CSS transition: measured once it has ended.
    await settled(page, {scrollThrough: false});
    expect((await input.boundingBox())!.width).toBeGreaterThan(250);
    const panel = await page.getByRole('listbox').boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(360);
  });
}

for (const prefix of ['', '/en']) {
  test(`routes linked from the screen are still prefetched, once the page is idle (${prefix || 'ko'})`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${prefix}/api-media-concept`);
    // plugins/short-tasks hands Link's viewport prefetches out one route per task once the page is idle. Once the
    // settled page's links have reported being in view, an idle callback queued after the page's own runs after it.
    await settled(page, {scrollThrough: false});
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    const prefetched = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(prefetched.every((pathname) => pathname.startsWith(`${prefix}/assets/js/`))).toBe(true);
  });
}
