import {expect, gotoHydrated, test} from './support';

test('the version dropdown switches to 1.x, which shows the unmaintained banner', async ({page}) => {
  await gotoHydrated(page, '/en/api-media');
  const dropdown = page.locator('.navbar .dropdown', {has: page.locator('a.dropdown__link', {hasText: '1.x'})});
  await dropdown.hover();
  await dropdown.locator('a.dropdown__link', {hasText: '1.x'}).click();
  await expect(page).toHaveURL(/\/en\/1\.x\/api-media$/);
  await expect(page.locator('.theme-doc-version-banner')).toContainText('no longer actively maintained');
});

test('the chosen docs version is saved in local storage and the navbar stays in that version', async ({page}) => {
  await gotoHydrated(page, '/en/api-media');
  const dropdown = page.locator('.navbar .dropdown', {has: page.locator('a.dropdown__link', {hasText: '1.x'})});
  await dropdown.hover();
  await dropdown.locator('a.dropdown__link', {hasText: '1.x'}).click();
  await expect(page).toHaveURL(/\/1\.x\/api-media$/);
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.x');
  const communication = page.locator('.navbar__items .dropdown', {hasText: 'Communication'});
  await communication.hover();
  await communication.locator('a.dropdown__link', {hasText: 'Chat'}).click();
  await expect(page).toHaveURL(/\/en\/1\.x\/console-chat$/);
});

test('the current version has no version banner', async ({page}) => {
  await gotoHydrated(page, '/api-media');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('the navbar marks the area of the doc shown, in its version, and follows client-side navigation', async ({
  page,
}) => {
  const activeAreas = page.locator('.navbar__items a.dropdown__link--active:not([lang])', {hasNotText: /^\d+\.x$/});
  await gotoHydrated(page, '/api-media-concept');
  await expect(activeAreas).toHaveText(['미디어']);
  await expect(activeAreas).toHaveAttribute('href', '/api-media');
  const communication = page.locator('.navbar__items .dropdown', {hasText: '커뮤니케이션'});
  await communication.hover();
  await communication.locator('a.dropdown__link', {hasText: '채팅'}).click();
  await expect(page).toHaveURL(/\/console-chat$/);
  await expect(activeAreas).toHaveText(['채팅']);

  await gotoHydrated(page, '/en/1.x/api-media-concept');
  await expect(activeAreas).toHaveText(['Media']);
  await expect(activeAreas).toHaveAttribute('href', '/en/1.x/api-media');
  await expect(page.locator('.navbar__items a.dropdown__link', {hasText: 'Chat REST API'})).toHaveAttribute(
    'href',
    '/en/1.x/restAPI/chat-rest-api',
  );
  // Off the docs no area is active, and the links go to the latest version.
  await gotoHydrated(page, '/en/');
  await expect(activeAreas).toHaveCount(0);
  await expect(page.locator('.navbar__items a.dropdown__link', {hasText: /^Chat$/})).toHaveAttribute(
    'href',
    '/en/console-chat',
  );
});

test('the version dropdown links the doc shown in each version, else that version’s first doc, keeping ?query#hash', async ({
  page,
}) => {
  const versionDropdown = page.locator('.navbar .dropdown', {has: page.locator('a.dropdown__link', {hasText: '1.x'})});
  const versionLink = (label: string) => versionDropdown.locator('a.dropdown__link', {hasText: label});

  await gotoHydrated(page, '/api-media-concept?from=docs#top');
  await expect(versionDropdown.locator('a.navbar__link')).toHaveText('2.x');
  await expect(versionLink('2.x')).toHaveAttribute('href', '/api-media-concept?from=docs#top');
  await expect(versionLink('2.x')).toHaveClass(/dropdown__link--active/);
  await expect(versionLink('1.x')).toHaveAttribute('href', '/1.x/api-media-concept?from=docs#top');

  // A doc 1.x does not have: its item leads to 1.x's first doc.
  await gotoHydrated(page, '/en/tutorial-video-meeting');
  await expect(versionLink('1.x')).toHaveAttribute('href', '/en/1.x/console-create-application');

  // In 1.x the button shows 1.x, and follows a client-side navigation to another doc.
  await gotoHydrated(page, '/en/1.x/api-media');
  await expect(versionDropdown.locator('a.navbar__link')).toHaveText('1.x');
  await expect(versionLink('1.x')).toHaveClass(/dropdown__link--active/);
  await page.locator('nav.menu a.menu__link[href="/en/1.x/api-media-concept"]').click();
  await expect(page).toHaveURL(/\/en\/1\.x\/api-media-concept$/);
  await expect(versionLink('2.x')).toHaveAttribute('href', '/en/api-media-concept');
});

for (const {prefix, label} of [
  {prefix: '', label: '버전'},
  {prefix: '/en', label: 'Versions'},
]) {
  test(`on a phone the menu lists the versions under “${label}”, linking the doc shown`, async ({page}) => {
    await page.setViewportSize({width: 360, height: 780});
    await gotoHydrated(page, `${prefix}/api-media-concept`);
    await page.locator('button.navbar__toggle').click();
    await page.locator('.navbar-sidebar__back').click();
    const versions = page.locator('.navbar-sidebar .menu__list-item', {
      has: page.locator('a.menu__link--sublist', {hasText: label}),
    });
    await versions.locator('a.menu__link--sublist').click();
    await expect(versions.locator('ul a.menu__link', {hasText: '1.x'})).toHaveAttribute(
      'href',
      `${prefix}/1.x/api-media-concept`,
    );
    await expect(versions.locator('ul a.menu__link--active')).toHaveText('2.x');
  });
}
