import fs from 'node:fs';
import {parse} from 'yaml';
import type {Page} from '@playwright/test';
import {REFERENCE_SLUGS} from '../../config/references';
import {loadApi, type SpecName} from '../support/api';
import {LOCALES} from '../support/site';
import {axeViolations, expect, gotoHydrated, settled, test} from './support';

/** The three reference pages, and the operationIds their specs define (read from the spec model). */
const PAGES = (Object.entries(REFERENCE_SLUGS) as [SpecName, string][]).map(([spec, slug]) => ({spec, slug}));

async function operationIds(spec: SpecName): Promise<string[]> {
  return (await loadApi(spec, 'en')).operations.map(({operationId}) => operationId);
}

const operation = (page: import('@playwright/test').Page, id: string) => page.locator(`[id="operation/${id}"]`);

for (const {locale, prefix} of LOCALES) {
  for (const {spec, slug} of PAGES) {
    test(`${locale}: the ${spec} reference shows every operation of the spec with its method and path`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}/restAPI/${slug}`);
      const ids = await operationIds(spec);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        await expect(operation(page, id), id).toHaveCount(1);
        await expect(page.locator(`[data-operation-id="${id}"] [data-method]`), id).toBeVisible();
      }
      await expect(page.locator('[data-operation-id]')).toHaveCount(ids.length);
    });
  }

  test(`${locale}: the table of contents lists tags and operations and links to their anchors`, async ({page}) => {
    await gotoHydrated(page, `${prefix}/restAPI/media-rest-api`);
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.locator('a[href="#tag/Rooms"]')).toBeVisible();
    await toc.locator('a[href="#operation/endRoom"]').click();
    await expect(operation(page, 'endRoom')).toBeInViewport();
  });

  test(`${locale}: a deep link scrolls to the operation`, async ({page}) => {
    await gotoHydrated(page, `${prefix}/restAPI/push-notification-rest-api#operation/getTransaction`);
    await expect(operation(page, 'getTransaction')).toBeInViewport();
    await expect(page).toHaveURL(/#operation\/getTransaction$/);
  });

  test(`${locale}: both YAML documents download from the reference page`, async ({page}) => {
    await gotoHydrated(page, `${prefix}/restAPI/chat-rest-api`);
    for (const file of ['chat.ko.yaml', 'chat.yaml']) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator(`a[download="${file}"]`).click(),
      ]);
      expect(download.suggestedFilename()).toBe(file);
      const text = fs.readFileSync((await download.path())!, 'utf8');
      expect((parse(text) as {openapi: string}).openapi).toMatch(/^3\.1/);
    }
  });
}

const MARKS = {
  ko: {
    example: '예시 규칙',
    recommendation: '권장 처리',
    fixed: 'API 명세가 정하는 것',
    assumed: '이 문서가 가정하는 것',
  },
  en: {
    example: 'Example convention',
    recommendation: 'Recommended handling',
    fixed: 'What the API specification fixes',
    assumed: 'What these docs assume',
  },
} as const;

for (const {locale, prefix} of LOCALES) {
  const marks = MARKS[locale];

  test(`${locale}: the reference marks what the specification does not fix, where it stands`, async ({page}) => {
    await gotoHydrated(page, `${prefix}/restAPI/chat-rest-api#operation/joinChatRoom`);
    const join = page.locator('[data-operation-id="joinChatRoom"]');
    await join.scrollIntoViewIfNeeded();
    await settled(page, {scrollThrough: false});
    // The operation's line of what the specification fixes and what these docs assume, with a marker per item.
    const assumptions = join.locator('[data-assumptions]');
    await expect(assumptions).toContainText(marks.fixed);
    await expect(assumptions).toContainText(marks.assumed);
    for (const id of ['user-id-required', 'success-status', 'not-found-operations', 'examples'])
      await expect(assumptions.locator(`li[data-convention-id="${id}"] a[data-convention]`), id).toBeVisible();
    // Next to what it qualifies: the success status, the required query, the error row.
    // In a response's summary, itself a control, the badge is not a link.
    const success = join.locator('summary').filter({has: page.locator('code', {hasText: /^200$/})});
    await expect(success.locator('[data-convention="example"]')).toHaveText(marks.example);
    const userId = join.getByRole('row').filter({has: page.locator('code', {hasText: /^user_id$/})});
    await expect(userId.getByRole('link', {name: marks.recommendation})).toBeVisible();
    const notFound = join.getByRole('row').filter({hasText: 'This chatroom is not found'});
    await expect(notFound.getByRole('link', {name: marks.example})).toBeVisible();
    // A status the specification gives is shown bare.
    const conflict = join.locator('summary').filter({has: page.locator('code', {hasText: /^409$/})});
    await expect(conflict.locator('[data-convention]')).toHaveCount(0);
  });

  test(`${locale}: the Markdown twin and llms.txt carry the marks as text`, async ({request}) => {
    const twin = await (await request.get(`${prefix}/restAPI/push-notification-rest-api.md`)).text();
    expect(twin).toContain(`**${marks.fixed}**`);
    expect(twin).toContain(`**${marks.assumed}**`);
    // A success status the specification gives none for, and a required query, marked in parentheses after them.
    expect(twin).toContain(`\`200\` (${marks.example})`);
    expect(twin).toMatch(/\| `application_id` query `string` \*[^*|]+\* \|[^|\n]*\(\[[^\]]+\]\([^)]+\)\)/);
    expect(twin).toContain(`([${marks.recommendation}](`);
    const index = await (await request.get(`${prefix}/llms.txt`)).text();
    const entry = index.split('\n').find((line) => line.includes('/restAPI/push-notification-rest-api.md'));
    expect(entry).toContain(locale === 'ko' ? '예시 규칙으로 표시합니다' : 'marked as an example convention');
  });
}

test('the code sample copy button copies the sample', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/en/restAPI/media-rest-api#operation/createRoom');
  const sample = page.locator('[data-operation-id="createRoom"] [role="tabpanel"]:visible').first();
  await sample.hover();
  await sample.getByRole('button', {name: /copy/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^curl "\$MEDIA_API_BASE_URL\/v1\/rooms" \\\n {2}--request POST/);
});

test('switching the code sample language shows the JavaScript sample', async ({page}) => {
  await gotoHydrated(page, '/en/restAPI/chat-rest-api#operation/createChatRoom');
  const detail = page.locator('[data-operation-id="createChatRoom"]');
  await detail.getByRole('tab', {name: 'JavaScript'}).click();
  await expect(detail.locator('[role="tabpanel"]:visible').first()).toContainText(
    "fetch('https://chat.nuri.example/v1/",
  );
});

test('the chosen sample language is one setting across reference pages and reloads', async ({page}) => {
  await gotoHydrated(page, '/restAPI/media-rest-api#operation/createRoom');
  await page.locator('[data-operation-id="createRoom"]').getByRole('tab', {name: 'Python'}).click();
  const pythonSelected = (operationId: string) =>
    expect(page.locator(`[data-operation-id="${operationId}"]`).getByRole('tab', {name: 'Python'})).toHaveAttribute(
      'aria-selected',
      'true',
    );
  // Every operation of the page follows the choice.
  await pythonSelected('listRooms');
  await gotoHydrated(page, '/restAPI/push-notification-rest-api');
  const firstOperation = await page.locator('[data-operation-id]').first().getAttribute('data-operation-id');
  await pythonSelected(firstOperation!);
  await page.reload();
  await pythonSelected(firstOperation!);
  await expect(page.locator(`[data-operation-id="${firstOperation}"] [role="tabpanel"]:visible`).first()).toContainText(
    'import requests',
  );
});

test('the Korean reference shows Korean text from the overlay', async ({page}) => {
  await gotoHydrated(page, '/restAPI/media-rest-api');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
  await expect(operation(page, 'createRoom')).toHaveText(/[가-힣]/);
  await expect(page.locator('[data-operation-id="createRoom"]')).toContainText('요청 본문');
});

test('the English reference shows the canonical English text', async ({page}) => {
  await gotoHydrated(page, '/en/restAPI/media-rest-api');
  await expect(operation(page, 'createRoom')).toHaveText('Create a room');
  await expect(page.locator('[data-operation-id="createRoom"]')).toContainText('Request body');
});

test('method badges use the API reference primary colour #1890ff', async ({page}) => {
  await gotoHydrated(page, '/en/restAPI/media-rest-api');
  const badge = page.locator('[data-operation-id="createRoom"] [data-method="post"]');
  await expect(badge).toHaveCSS('background-color', 'rgb(24, 144, 255)');
});

test('the reference is readable with JavaScript disabled', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto('/en/restAPI/push-notification-rest-api');
  for (const id of await operationIds('push')) await expect(operation(page, id)).toBeVisible();
  const detail = page.locator('[data-operation-id="registerPushToken"]');
  await expect(detail.locator('table').first()).toBeVisible();
  await expect(detail.locator('pre').filter({hasText: '--request POST'})).toBeVisible();
  await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  await context.close();
});

for (const width of [360, 1440]) {
  test(`the reference has no horizontal overflow at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    await gotoHydrated(page, '/restAPI/media-rest-api');
    await settled(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

// Every locale and colour mode on the chat reference; the larger media and push pages once each.
const AXE_CASES = [
  ...(['light', 'dark'] as const).flatMap((theme) =>
    LOCALES.map(({locale, prefix}) => ({theme, locale, prefix, slug: 'chat-rest-api'})),
  ),
  {theme: 'dark', locale: 'ko', prefix: '', slug: 'push-notification-rest-api'},
  {theme: 'light', locale: 'en', prefix: '/en', slug: 'media-rest-api'},
] as const;

for (const {theme, locale, prefix, slug} of AXE_CASES) {
  test(`${locale}: ${slug} has no axe violations in ${theme} mode`, async ({page}) => {
    test.setTimeout(240_000);
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await gotoHydrated(page, `${prefix}/restAPI/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('operations far down the page', () => {
  const last = (page: Page) => page.locator('[data-operation-id]').last();

  test('work once scrolled to: the sample tabs switch', async ({page}) => {
    await gotoHydrated(page, '/restAPI/media-rest-api');
    await last(page).scrollIntoViewIfNeeded();
    // The operation goes live as it comes near; until then its tabs are inert server markup.
    await settled(page, {scrollThrough: false});
    const python = last(page).getByRole('tab', {name: 'Python', exact: true});
    await python.click();
    await expect(python).toHaveAttribute('aria-selected', 'true');
    await expect(last(page).getByRole('tabpanel').first()).toContainText('import requests');
  });

  test('keep the reader’s focus when reached by keyboard before they went live', async ({page}) => {
    await gotoHydrated(page, '/en/restAPI/media-rest-api');
    const curl = last(page).getByRole('tab', {name: 'curl', exact: true});
    await curl.focus();
    await expect(curl).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(last(page).getByRole('tab', {name: 'JavaScript', exact: true})).toBeFocused();
  });
});

test.describe('two panes', () => {
  const createRoom = (page: Page) => page.locator('[data-operation-id="createRoom"]');
  /** The operation's two columns, measured in one step once the page has settled where it is. */
  const columns = async (page: Page) => {
    await settled(page, {scrollThrough: false});
    return createRoom(page).evaluate((operation) => {
      const aside = operation.querySelector('aside')!;
      const box = (element: Element) => {
        const {x, y, width, height} = element.getBoundingClientRect();
        return {x, y, width, height};
      };
      return {main: box(aside.previousElementSibling!), aside: box(aside)};
    });
  };

  test('at 1440 px the samples and response examples sit beside the operation and follow it', async ({page}) => {
    await gotoHydrated(page, '/restAPI/media-rest-api#operation/createRoom');
    const {main, aside: beside} = await columns(page);
    const aside = createRoom(page).getByRole('complementary');
    expect(beside.x).toBeGreaterThanOrEqual(main.x + main.width);
    await expect(aside.getByRole('tab', {name: '200', exact: true})).toHaveAttribute('aria-selected', 'true');
    await expect(aside.getByRole('tab', {name: 'C#', exact: true})).toBeInViewport();

    // Scrolled halfway down the operation, the panel is still in view below the navbar.
    await page.mouse.wheel(0, main.height / 2);
    await settled(page, {scrollThrough: false});
    expect((await aside.boundingBox())!.y).toBeLessThan(200);
    await expect(aside).toBeInViewport();
  });

  test('at 390 px the operation is one column with the samples after it', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/en/restAPI/media-rest-api#operation/createRoom');
    const {main, aside} = await columns(page);
    expect(aside.y).toBeGreaterThanOrEqual(main.y + main.height);
    expect(Math.abs(aside.width - main.width)).toBeLessThan(2);
  });

  test('switching the response status shows that status’s example', async ({page}) => {
    await gotoHydrated(page, '/en/restAPI/media-rest-api#operation/createRoom');
    const aside = createRoom(page).getByRole('complementary');
    await aside.getByRole('tab', {name: 'default', exact: true}).click();
    await expect(aside.getByRole('tabpanel').filter({visible: true}).last()).toContainText('"status": "FAIL"');
  });
});

test('the sample language is one choice across a guide, the reference and a reload', async ({page}) => {
  await gotoHydrated(page, '/restAPI/media-rest-api#operation/createRoom');
  // A click on the tab already shown stores nothing: pick another language, then curl.
  const createRoomTab = (name: string) =>
    page.locator('[data-operation-id="createRoom"]').getByRole('tab', {name, exact: true});
  await createRoomTab('Python').click();
  await createRoomTab('curl').click();
  await gotoHydrated(page, '/tutorial-video-meeting');
  const guideTab = (name: string) => page.locator('article').getByRole('tab', {name, exact: true}).first();
  await expect(guideTab('curl')).toHaveAttribute('aria-selected', 'true');
  await guideTab('Node.js').click();
  await gotoHydrated(page, '/restAPI/chat-rest-api');
  const referenceTab = page.locator('[data-operation-id]').first().getByRole('tab', {name: 'Node.js', exact: true});
  await expect(referenceTab).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(referenceTab).toHaveAttribute('aria-selected', 'true');
});

/**
 * Every table of the operations against its column, and every sample's copy button against the text of the
 * sample's first line, in one step in the page: widths in px, and the blocks whose button covers that text.
 */
function measureOperations(): {tables: {width: number; column: number}[]; covered: string[]; blocks: number} {
  const tables = Array.from(document.querySelectorAll('[data-operation-id] table')).map((table) => ({
    width: table.getBoundingClientRect().width,
    column: table.parentElement!.clientWidth,
  }));
  const covered: string[] = [];
  const blocks = Array.from(document.querySelectorAll('[data-operation-id] pre')).filter(
    (pre) => pre.getClientRects().length,
  );
  for (const pre of blocks) {
    const button = pre.parentElement!.querySelector('button');
    const first = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT).nextNode();
    if (!button || !first) continue;
    // The first line's text: from the first character to the first line break (samples start with a text node).
    const range = document.createRange();
    range.setStart(first, 0);
    const lineEnd = first.textContent!.indexOf('\n');
    range.setEnd(first, lineEnd === -1 ? first.textContent!.length : lineEnd);
    const line = range.getBoundingClientRect();
    const code = pre.getBoundingClientRect();
    const copy = button.getBoundingClientRect();
    const right = Math.min(line.right, code.right);
    if (copy.left < right && copy.right > line.left && copy.top < line.bottom && copy.bottom > line.top)
      covered.push(first.textContent!.slice(0, 40));
  }
  return {tables, covered, blocks: blocks.length};
}

for (const width of [1280, 1440]) {
  for (const {slug} of PAGES) {
    test(`at ${width} px every table of ${slug} fits its column and no copy button covers code`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await gotoHydrated(page, `${width === 1280 ? '/en' : ''}/restAPI/${slug}`);
      await settled(page);
      const {tables, covered, blocks} = await page.evaluate(measureOperations);
      expect(tables.length).toBeGreaterThan(5);
      expect(blocks).toBeGreaterThan(5);
      expect(tables.filter((table) => table.width > table.column + 1)).toEqual([]);
      expect(covered).toEqual([]);
    });
  }
}
