import {MAX_QUERY_LENGTH} from '../../plugins/search/limits';
import {expect, gotoHydrated, rawGet, test} from './support';

const NOT_FOUND = /Page Not Found|페이지를 찾을 수 없습니다/;

test.describe('hostile URLs', () => {
  /** Sent byte for byte: each answers with a page, a redirect to one, or the not-found page, never a server error. */
  const paths = [
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/en/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/en/../../../etc/passwd',
    '/assets/../../package.json',
    '/%252e%252e/%252e%252e/etc/passwd',
    '/%c0%ae%c0%ae/etc/passwd',
    '/en/api-media%00.html',
    '/en/api-media%0d%0aSet-Cookie:%20pwned=1',
    '/en/api-media%0d%0aSet-Cookie:%20pwned=1.html',
    '//en//api-media//',
    '///////',
    `/${'a'.repeat(300)}`,
    `/en/${'very-long-path/'.repeat(250)}`,
    `/${'x'.repeat(12_000)}`,
    '/ja/api-media',
    '/EN/api-media',
    '/ko/api-media',
    '/en/en/api-media',
    '/en/api-media?q=<script>alert(1)</script>&x=%00&y=../../etc/passwd',
    '/?utm_source=%E2%80%AE%F0%9F%98%80',
    '/en/restAPI/media-rest-api?%zz',
    '/.env',
    '/deploy/nginx/nginx.conf.template',
  ];

  for (const hostile of paths) {
    test(`${hostile.length > 70 ? `${hostile.slice(0, 60)}… (${hostile.length} characters)` : hostile} gets a page or the not-found page`, async ({
      baseURL,
    }) => {
      const response = await rawGet(baseURL!, hostile);
      expect(response.status, 'never a server error').toBeLessThan(500);
      expect([200, 301, 404]).toContain(response.status);
      if (response.status === 404) expect(response.body.toString()).toMatch(NOT_FOUND);
      if (response.status === 301) expect(response.headers.location).toMatch(/^\/[-\w./~]*(\?.*)?$/);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body.toString()).not.toMatch(/root:x:0:0|"devDependencies"|@@PREFIX@@/);
    });
  }
});

test.describe('hostile URLs in the browser', () => {
  test.use({expectedProblems: [/Failed to load resource: the server responded with a status of 404/]});

  test('markup in the query string and fragment is never executed', async ({page}) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    await gotoHydrated(page, '/en/api-media-concept?q=<script>alert(1)</script>#<img src=x onerror=alert(1)>');
    await expect(page.locator('article h1')).toHaveText('Media concepts');
    await gotoHydrated(page, '/en/<img src=x onerror=alert(1)>');
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });

  for (const [url, expected] of [
    ['/ja/api-media', NOT_FOUND],
    [`/en/${'long-segment/'.repeat(200)}end`, NOT_FOUND],
    ['//en//api-media-concept', 'Media concepts'],
  ] as const) {
    test(`${url.slice(0, 50)} shows ${expected === NOT_FOUND ? 'the not-found page' : 'the page'} after hydration`, async ({
      page,
      baseURL,
    }) => {
      await gotoHydrated(page, `${baseURL}${url}`);
      const heading = page.locator('main h1, article h1').first();
      await expect(heading).toHaveText(expected);
    });
  }
});

test.describe('hostile search input', () => {
  const inputs = {
    'a script tag': '<script>window.__pwned = 1</script>',
    'HTML with an event handler': '"><img src=x onerror="window.__pwned = 1"><b>bold</b>',
    'SVG markup': '<svg onload="window.__pwned = 1"><a href="javascript:alert(1)">x</a></svg>',
    'regular expression metacharacters': '.*+?^${}()|[]\\ (a+)+$ \\d{1,} [^a-z]',
    'a 1,000-character string': 'media'.repeat(200),
    '1,000 Hangul syllables': '회의실'.repeat(333) + '방',
    'emoji and a right-to-left override': '🔍😀👩‍💻 \u202Eroom_status\u202C 회의실',
    'control characters': 'room\u0000\u0008\u001b[31m status',
    'an error code 200 times, past the longest query': 'A011 '.repeat(200),
    'lone Hangul jamo': 'ㄱㄴㄷ ㅏㅓ',
    'spaces only': '     ',
  };

  for (const [locale, prefix, label] of [
    ['ko', '', '검색'],
    ['en', '/en', 'Search'],
  ] as const) {
    test(`the ${locale} search box shows results or a no-results message for hostile input, and injects nothing`, async ({
      page,
    }) => {
      // A guard against a hang: each input is typed into an empty box and waited for, which takes long under load.
      test.setTimeout(120_000);
      page.on('dialog', (dialog) => {
        throw new Error(`a dialog opened: ${dialog.message()}`);
      });
      await gotoHydrated(page, `${prefix}/api-media-concept`);
      await page.getByLabel(label, {exact: true}).first().click();
      const box = page.getByRole('combobox', {name: label, exact: true});
      const status = page.locator('.nuri-search [role="status"]');
      await expect(box).toBeVisible();
      await expect(box).not.toHaveAttribute('aria-busy', 'true');
      for (const [what, input] of Object.entries(inputs)) {
        // From an empty box, so that the status shown next is this input's: its results, or that there are none
        // (blanks are an empty box).
        await box.fill('');
        await expect(status).toBeEmpty();
        await box.fill(input);
        await expect(box, what).toHaveValue(input.slice(0, MAX_QUERY_LENGTH));
        if (input.trim() === '') await expect(status, what).toBeEmpty();
        else await expect(status, what).not.toBeEmpty();
        expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned), what).toBeUndefined();
        expect(
          await page.locator('.nuri-search').locator('script, img, svg, iframe, b, a[href^="javascript:"]').count(),
          what,
        ).toBe(0);
      }
      await box.fill('');
      await box.press('Escape');
      await expect(page.locator('article h1')).toBeVisible();
    });
  }
});
