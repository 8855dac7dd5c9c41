/**
 * The reference's try-it panel in Chromium, both locales: the contract's checks as the reader types, what the
 * contract answers, the code for exactly that request, and no request leaving the page (the fixture fails a test
 * on any request to another host, any failed request and any console error).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {ROOT} from '../support/site';
import {axeViolations, expect, gotoHydrated, settled, test} from './support';

const LOCALES = [
  {
    locale: 'ko',
    prefix: '',
    button: '직접 해 보기',
    required: /name 속성은 필수입니다/,
    valid: '계약 위반이 없습니다.',
  },
  {
    locale: 'en',
    prefix: '/en',
    button: 'Try it',
    required: /must have required property name/,
    valid: 'No contract violations.',
  },
] as const;

async function openPanel(page: Page, operationId: string, button: string): Promise<Locator> {
  // The operation's element stays while its server markup is swapped for live markup; the button is inside it.
  await page.locator(`[data-operation-id="${operationId}"]`).scrollIntoViewIfNeeded();
  await settled(page, {scrollThrough: false});
  const toggle = page.locator(`button[data-try-it="${operationId}"]`);
  await expect(toggle).toHaveText(button);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[data-try-it-panel="${operationId}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

/** Replaces the body editor's text as a reader would: select all, then type or paste. */
async function setBody(panel: Locator, text: string): Promise<void> {
  const editor = panel.locator('textarea');
  await editor.focus();
  await editor.press('ControlOrMeta+a');
  await editor.fill(text);
}

for (const {locale, prefix, button, required, valid} of LOCALES) {
  test.describe(`${locale}: the try-it panel`, () => {
    test('a page nobody opens a panel on loads no try-it code', async ({page}) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await gotoHydrated(page, `${prefix}/restAPI/media-rest-api#operation/createRoom`);
      await page.waitForLoadState('networkidle');
      const before = scripts.length;
      await page.locator('button[data-try-it="createRoom"]').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBe(before);
      // Intent (the pointer over the button) fetches the panel's code before the click.
      await page.locator('button[data-try-it="createRoom"]').hover();
      await expect.poll(() => scripts.length).toBeGreaterThan(before);
    });

    test('createRoom: removing name shows the violation and the failure; restoring it the success', async ({page}) => {
      await gotoHydrated(page, `${prefix}/restAPI/media-rest-api#operation/createRoom`);
      const panel = await openPanel(page, 'createRoom', button);
      const check = panel.locator('[aria-live="polite"]');
      await expect(check).toHaveText(valid);
      await expect(panel.locator('[data-try-it-answer="success"]')).toContainText('200');
      // The specification gives no success status for media: the panel marks the contract's 200 as the docs'.
      await expect(panel.locator('[data-try-it-answer="success"] a[data-convention="example"]')).toBeVisible();
      await expect(panel.locator('[data-try-it-answer="success"]')).toContainText('"room_id"');

      const editor = panel.locator('textarea');
      const documented = await editor.inputValue();
      const without = documented.replace(/\n\s*"name": "[^"]*",/, '');
      expect(without).not.toBe(documented);
      await setBody(panel, without);
      const violation = check.locator('li[data-rule="required"]');
      await expect(violation).toContainText('name');
      await expect(violation).toContainText(required);
      await expect(editor).toHaveAttribute('aria-invalid', 'true');
      const failure = panel.locator('[data-try-it-answer="failure"]');
      await expect(failure).toContainText('MediaFailure');
      await expect(failure.locator('[data-convention]')).toBeVisible();

      await editor.press('ControlOrMeta+z');
      await expect(editor).toHaveValue(documented);
      await expect(check).toHaveText(valid);
      await expect(panel.locator('[data-try-it-answer="success"]')).toContainText('"room_id"');
    });

    test('sendAppPush: the success status the specification gives, 202, carries no mark', async ({page}) => {
      await gotoHydrated(page, `${prefix}/restAPI/push-notification-rest-api#operation/sendAppPush`);
      const panel = await openPanel(page, 'sendAppPush', button);
      const status = panel.locator('[data-try-it-answer="success"] p').first();
      await expect(status).toContainText('202');
      await expect(status.locator('[data-convention]')).toHaveCount(0);
    });

    test('the copied curl is the code shown for the edited request', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoHydrated(page, `${prefix}/restAPI/media-rest-api#operation/createRoom`);
      const panel = await openPanel(page, 'createRoom', button);
      const editor = panel.locator('textarea');
      await setBody(panel, (await editor.inputValue()).replace('Weekly design review', "Tom's </script> review"));
      await panel.getByRole('tab', {name: 'curl'}).click();
      const sample = panel.locator('[role="tabpanel"]:visible pre').first();
      await expect(sample).toContainText("Tom'\\''s </script> review");
      await sample.hover();
      await panel
        .locator('[role="tabpanel"]:visible')
        .getByRole('button', {name: /copy|복사/i})
        .click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await sample.innerText());
      expect(copied).toMatch(/^curl "\$MEDIA_API_BASE_URL\/v1\/rooms"/);
    });

    test('the mock command runs the published contract', async ({page, request}) => {
      await gotoHydrated(page, `${prefix}/restAPI/chat-rest-api#operation/createChatRoom`);
      const panel = await openPanel(page, 'createChatRoom', button);
      const command = await panel.locator('pre').filter({hasText: 'prism-cli'}).innerText();
      const [mock, variable] = command.split('\n');
      expect(mock).toMatch(/^npx @stoplight\/prism-cli@\d+\.\d+\.\d+ mock --errors -p 4010 https?:\/\/\S+$/);
      // The Prism the site's own tests mock the contracts with.
      const {devDependencies} = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
        devDependencies: Record<string, string>;
      };
      expect(mock).toContain(`@stoplight/prism-cli@${devDependencies['@stoplight/prism-cli']} `);
      expect(variable).toBe('export CHAT_API_BASE_URL=http://127.0.0.1:4010');
      const published = new URL(mock!.split(' ').at(-1)!);
      expect(published.pathname).toBe(`${prefix}/openapi/chat.yaml`);
      const yaml = await request.get(published.pathname);
      expect(yaml.status()).toBe(200);
      expect(await yaml.text()).toMatch(/^openapi: 3\.1/m);
    });

    test('createNotification: a past scheduled time gets A011 (422) and names the time zone', async ({page}) => {
      await gotoHydrated(page, `${prefix}/restAPI/push-notification-rest-api#operation/createNotification`);
      const panel = await openPanel(page, 'createNotification', button);
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      await expect(panel.locator('[data-convention]').filter({hasText: zone})).toBeVisible();
      // The contract's example is loaded scheduled after now, whatever day it was written for: a valid request.
      const loaded = JSON.parse(await panel.locator('textarea').inputValue()) as {dispatch_date: string};
      const later = await page.evaluate((date) => new Date(date).getTime() > Date.now(), loaded.dispatch_date);
      expect(later, `the example is loaded for ${loaded.dispatch_date}`).toBe(true);
      await expect(panel.locator('[data-try-it-answer="success"]')).toBeVisible();
      await setBody(
        panel,
        JSON.stringify(
          {
            title: 'T',
            body: 'B',
            dispatch_type: 'SCHEDULED',
            destination: 'ANDROID',
            dispatch_date: '2020-01-01T09:00:00',
          },
          null,
          2,
        ),
      );
      await expect(panel.locator('li[data-rule="A011"]')).toContainText('dispatch_date');
      const answer = panel.locator('[data-try-it-answer="error"]');
      await expect(answer).toContainText('A011');
      await expect(answer).toContainText('422');
      await expect(answer).toContainText('"code": "A011"');
    });

    test('sendAppPush shows the contract note; a chat violation names the rule', async ({page}) => {
      await gotoHydrated(page, `${prefix}/restAPI/push-notification-rest-api#operation/sendAppPush`);
      const push = await openPanel(page, 'sendAppPush', button);
      await expect(push.getByRole('note').first()).toContainText(locale === 'ko' ? 'iOS' : 'iOS destination');

      await gotoHydrated(page, `${prefix}/restAPI/chat-rest-api#operation/listMyChatRooms`);
      const chat = await openPanel(page, 'listMyChatRooms', button);
      await chat.getByLabel(/sort_enum/).fill('NEWEST');
      await expect(chat.locator('li[data-rule="enum"]')).toContainText('ID_ASC, ID_DESC, TITLE_ASC, TITLE_DESC');
      await expect(chat.locator('[data-try-it-answer="failure"] [data-convention]')).toContainText(/400, 500/);
    });

    test('the edited request survives closing the panel and a reload; hostile text breaks nothing', async ({page}) => {
      await gotoHydrated(page, `${prefix}/restAPI/media-rest-api#operation/createRoom`);
      let panel = await openPanel(page, 'createRoom', button);
      await setBody(panel, '{"name": "</script>\u0007"}');
      await expect(panel.locator('li[data-rule="control"]')).toContainText('U+0007');
      await page.locator('button[data-try-it="createRoom"]').click();
      await expect(panel).toBeHidden();
      panel = await openPanel(page, 'createRoom', button);
      await expect(panel.locator('textarea')).toHaveValue('{"name": "</script>\u0007"}');
      await setBody(panel, 'x'.repeat(10_000));
      await expect(panel.locator('li[data-rule="length"]')).toContainText(locale === 'ko' ? '10,000자' : '10,000');
      await setBody(panel, '{"name": ');
      await expect(panel.locator('li[data-rule="json"]')).toHaveCount(1);
      await page.reload();
      panel = await openPanel(page, 'createRoom', button);
      await expect(panel.locator('textarea')).toHaveValue('{"name": ');
    });

    test("a guide's request example opens its panel with the example's body, which a reload keeps", async ({page}) => {
      await gotoHydrated(page, `${prefix}/media-sdk-web`);
      const link = page.locator('a[data-try-it-link="createRoom"]').first();
      await expect(link).toHaveText(`${button}: createRoom`);
      // The JSON block the link serves, right above it or above the curl that sends the same request: its body is
      // what the panel is to hold.
      const shown = await link.evaluate((anchor) => {
        for (let block = anchor.closest('p')?.previousElementSibling; block; block = block.previousElementSibling) {
          const text = block.querySelector('pre')?.textContent ?? '';
          if (text.trimStart().startsWith('{')) return text;
        }
        return '';
      });
      const example = JSON.parse(shown) as unknown;
      await link.click();
      // The link's query is read, then taken off the address: the anchor stays.
      await expect(page).toHaveURL(new RegExp(`${prefix}/restAPI/media-rest-api#operation/createRoom$`));
      const panel = page.locator('[data-try-it-panel="createRoom"]');
      await expect(panel).toBeVisible();
      await expect(page.locator('button[data-try-it="createRoom"]')).toHaveAttribute('aria-expanded', 'true');
      const editor = panel.locator('textarea');
      expect(JSON.parse(await editor.inputValue())).toEqual(example);
      await expect(editor).toHaveValue(JSON.stringify(example, null, 2));
      await expect(panel.locator('[aria-live="polite"]')).toHaveText(valid);
      await expect(panel.locator('[data-try-it-answer="success"]')).toContainText('"room_id"');

      await page.reload();
      const reopened = await openPanel(page, 'createRoom', button);
      expect(JSON.parse(await reopened.locator('textarea').inputValue())).toEqual(example);
    });

    test('a link with a hostile request opens the panel with a notice and loads none of it', async ({page}) => {
      const body = encodeURIComponent(`{"name": "</script><img src=x onerror=alert(1)>", ${'"x": 1, '.repeat(400)}`);
      await gotoHydrated(page, `${prefix}/restAPI/media-rest-api?try-it=createRoom&body=${body}#operation/createRoom`);
      const panel = page.locator('[data-try-it-panel="createRoom"]');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('status').first()).toContainText(
        locale === 'ko' ? '불러오지 않았습니다' : 'not loaded',
      );
      await expect(panel.locator('textarea')).toHaveValue(/"name": "Weekly design review"/);
      expect(await page.locator('img[src="x"]').count()).toBe(0);
    });

    test('a hostile stored draft and blocked storage leave the documented request', async ({page}) => {
      await page.addInitScript(() => {
        sessionStorage.setItem('nuri-try-it:media:createRoom', '{"parameters": 1, "body": {"x": 1}}');
      });
      await gotoHydrated(page, `${prefix}/restAPI/media-rest-api#operation/createRoom`);
      const panel = await openPanel(page, 'createRoom', button);
      await expect(panel.locator('textarea')).toHaveValue(/"name": "Weekly design review"/);
    });

    for (const mode of ['light', 'dark'] as const) {
      test(`axe finds nothing with panels open (${mode})`, async ({page}) => {
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        await gotoHydrated(page, `${prefix}/restAPI/push-notification-rest-api#operation/createNotification`);
        const panel = await openPanel(page, 'createNotification', button);
        await setBody(panel, '{"title": 1}');
        await expect(panel.locator('li[data-rule]').first()).toBeVisible();
        expect(await axeViolations(page, {include: '[data-operation-id="createNotification"]'})).toEqual([]);
        await gotoHydrated(page, `${prefix}/restAPI/media-rest-api#operation/createRoom`);
        await openPanel(page, 'createRoom', button);
        expect(await axeViolations(page, {include: '[data-operation-id="createRoom"]'})).toEqual([]);
      });
    }
  });
}

test('the 1.x references have the panel too', async ({page}) => {
  await gotoHydrated(page, '/1.x/restAPI/chat-rest-api#operation/createChatRoom');
  const panel = await openPanel(page, 'createChatRoom', '직접 해 보기');
  await expect(panel.locator('[aria-live="polite"]')).toHaveText('계약 위반이 없습니다.');
});

test.describe('without JavaScript', () => {
  // Pages preload their bundles (plugins/start-after-paint); with scripts off, Chromium refuses those fetches.
  test.use({
    javaScriptEnabled: false,
    expectedProblems: [/^failed request: \S+\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js csp$/],
  });

  test("a guide's try-it link is a plain link to the operation on its reference", async ({page}) => {
    await page.goto('/en/media-sdk-web');
    const link = page.locator('a[data-try-it-link="createRoom"]').first();
    await expect(link).toHaveText('Try it: createRoom');
    await link.click();
    await expect(page).toHaveURL(/\/en\/restAPI\/media-rest-api\?try-it=createRoom&body=[^#]+#operation\/createRoom$/);
    // The address changes when the response starts; the browser scrolls to the operation once the page has loaded
    // its stylesheet and laid the page out, which on a loaded machine takes longer than an expectation waits.
    await page.waitForLoadState('load');
    await expect(page.locator('[id="operation/createRoom"]')).toBeInViewport();
  });
});
