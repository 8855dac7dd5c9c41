/**
 * Switching language keeps the reader at the section they are reading, even when the URL has no hash: the
 * language menu's link takes the id of the section the viewport is in (the one the table of contents
 * highlights), which both locales give the same heading, and the other locale's page opens at it.
 */
import type {Page} from '@playwright/test';
import {
  expectDiagrams,
  expect,
  gotoHydrated,
  mermaidDiagramCount,
  settled,
  settledOffset,
  test,
  waitForHydration,
} from './support';

/**
 * Scrolls so that `id`'s heading sits `below` px under the top of the viewport and stays there while the content
 * around it lays itself out (diagrams drawn and reference operations rendered as they near the viewport), then a
 * little back up, as a reader does, which brings the hiding navbar back.
 */
async function readAt(page: Page, id: string, below: number): Promise<void> {
  const still = await page.evaluate(
    async ([anchor, offset]) => {
      const heading = document.getElementById(anchor as string)!;
      const pause = () => new Promise((resolve) => setTimeout(resolve, 250));
      for (let still = 0, tries = 0; tries < 40; tries += 1) {
        const delta = heading.getBoundingClientRect().top - (offset as number);
        if (Math.abs(delta) < 2) {
          still += 1;
          if (still === 3) return true;
        } else {
          still = 0;
          window.scrollBy({top: delta});
        }
        await pause();
      }
      return false;
    },
    [id, below],
  );
  expect(still, `the page settles with #${id} ${below} px below the top`).toBe(true);
  await page.evaluate(() => window.scrollBy({top: -40}));
  // Whole and still before anything in it is used: Playwright scrolls a control that is partly out of view into
  // view first, and for the sticky navbar mid-slide that scrolls the page up, away from the section being read.
  await expect(page.locator('.navbar')).toBeInViewport({ratio: 1});
  await page.waitForFunction(() => document.querySelector('.navbar')!.getAnimations().length === 0);
}

/** Opens a page once it has settled with its diagrams shown, so that nothing above the reader changes height. */
async function openDrawn(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  await expectDiagrams(page, mermaidDiagramCount(path.replace(/#.*/, '')));
  await settled(page);
}

/**
 * Opens the language menu by pointing at it and picks `target`, with the mouse itself: Playwright's hover and click
 * scroll their target into view again, at another alignment each retry, when a check fails on a loaded machine
 * (the menu still opening), which for a control in the sticky navbar scrolls the page away from the section read.
 */
async function switchOnDesktop(page: Page, current: string, target: string): Promise<void> {
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: current});
  await page.mouse.move(...centre(await dropdown.locator('.navbar__link').first().boundingBox()));
  const link = dropdown.locator('.dropdown__menu').getByRole('link', {name: target});
  await expect(link).toBeVisible();
  await dropdown
    .locator('.dropdown__menu')
    .evaluate((menu) => Promise.all(menu.getAnimations({subtree: true}).map((animation) => animation.finished)));
  await page.mouse.click(...centre(await link.boundingBox()));
}

function centre(box: {x: number; y: number; width: number; height: number} | null): [number, number] {
  if (!box) throw new Error('the language menu is not laid out');
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** Where Docusaurus stops a heading it scrolls to: `scroll-margin-top` is the navbar's height plus 0.5rem. */
const HEADING_GAP_PX = 8;

test.describe('the language menu', () => {
  test('opens the English page at the section the reader is at, though the URL has no hash', async ({page}) => {
    await openDrawn(page, '/api-media-trouble-shooting');
    await readAt(page, 'update-rejected', 120);
    await switchOnDesktop(page, 'KOR', 'ENG');
    await expect(page).toHaveURL(/\/en\/api-media-trouble-shooting#update-rejected$/);
    await waitForHydration(page);
    // The theme stops a heading 0.5rem (8 px) below the navbar; sub-pixel layout may add a fraction of a pixel.
    expect(Math.abs(await settledOffset(page, 'update-rejected'))).toBeLessThanOrEqual(HEADING_GAP_PX + 1);
    await expect(page.locator('h3#update-rejected')).toHaveText('Name, description or visibility cannot change');
  });

  test('takes the section the reader scrolled to over the hash of the link they came by', async ({page}) => {
    await openDrawn(page, '/en/api-media-concept#room');
    // Well inside the join flow section: its heading is above the viewport, the next one far below.
    await readAt(page, 'join-flow', -200);
    await switchOnDesktop(page, 'ENG', 'KOR');
    await expect(page).toHaveURL(/\/api-media-concept#join-flow$/);
    await waitForHydration(page);
    await expect(page.locator('h2#join-flow')).toHaveText('참여 흐름');
  });

  test('keeps the page top when the reader is above the first section', async ({page}) => {
    await gotoHydrated(page, '/api-media-concept');
    await switchOnDesktop(page, 'KOR', 'ENG');
    await expect(page).toHaveURL(/\/en\/api-media-concept$/);
  });

  test('does the same from the phone menu', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openDrawn(page, '/en/api-media-trouble-shooting');
    await readAt(page, 'host-only', 100);
    await page.locator('button.navbar__toggle').click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.getByRole('button', {name: 'Back to main menu'}).click();
    await sidebar.getByRole('button', {name: 'Languages'}).click();
    await sidebar.getByRole('link', {name: 'KOR'}).click();
    await expect(page).toHaveURL(/\/api-media-trouble-shooting#host-only$/);
    await waitForHydration(page);
    await expect(page.locator('h2#host-only')).toHaveText('호스트 전용 작업');
    await expect(page.locator('h2#host-only')).toBeInViewport();
  });
});
