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
