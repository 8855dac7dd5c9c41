/**
 * The two ways to serve the build besides the suite's own server: `npm start`'s Node server (for machines without
 * nginx) and `npm run serve:prod` started as root from a directory nginx's worker user cannot enter. Each test
 * starts its server on its own port and stops it afterwards.
 */
import type {ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  builtFile,
  expect,
  gotoHydrated,
  rawGet,
  type RawResponse,
  REDIRECTS,
  startScript,
  stopScript,
  test,
} from './support';
import {BUILD} from '../support/site';
import {waitForServer} from '../../scripts/chromium';
import {readHeaderRules} from '../../scripts/serve-headers';

// The suite's nginx is on E2E_PORT; the servers started here take the ports 10 and 11 above it.
const PORT_BASE = Number(process.env.E2E_PORT ?? 4173) + 10;

test.describe('npm start (Node server, no nginx)', () => {
  // One server on one port: its tests run in one worker, after the server is up.
  test.describe.configure({mode: 'serial'});
  const port = PORT_BASE;
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess;

  test.beforeAll(async () => {
    server = startScript('serve-static.ts', port, {HOST: '127.0.0.1'});
    await waitForServer(`${origin}/`);
  });
  test.afterAll(() => stopScript(server));

  for (const [url, lang, text] of [
    ['/en/no-such-page', 'en', 'Page Not Found'],
    ['/en/1.x/no-such-page', 'en', 'Page Not Found'],
    ['/no-such-page', 'ko', '페이지를 찾을 수 없습니다'],
  ] as const) {
    test(`${url} answers 404 with the ${lang} not-found page`, async () => {
      const response = await rawGet(origin, url);
      expect(response.status).toBe(404);
      const html = response.body.toString();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="?${lang}`));
      expect(html).toContain(text);
    });
  }

  test.describe(() => {
    test.use({baseURL: origin, expectedProblems: [/404 \(Not Found\)/]});

    test('an English reader who mistypes a path reads the English not-found page', async ({page}) => {
      await gotoHydrated(page, '/en/no-such-page');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    });
  });

  test('pages and search data are served in both locales, the English landing page at /en/', async () => {
    for (const url of ['/', '/en/', '/api-media', '/en/api-media']) {
      expect((await rawGet(origin, url)).status, url).toBe(200);
    }
    expect((await rawGet(origin, '/en/')).body.toString()).toMatch(/<html[^>]* lang="?en/);
  });

  test('answers every kind of response with the headers nginx sends, from the same source', async ({baseURL}) => {
    // Strict-Transport-Security is in the list too: neither plain-HTTP server may send it.
    const rules = readHeaderRules();
    const names = ['content-security-policy', 'cache-control', ...Object.keys(rules.everyResponse)]
      .concat(Object.keys(rules.httpsOnly))
      .map((name) => name.toLowerCase());
    const kinds = {
      'a page': '/en/api-media',
      'the English landing page': '/en/',
      'a Markdown twin': '/en/api-media.md',
      'a script bundle': builtFile('assets/js', /^main\.[0-9a-f]+\.js$/),
      'a style sheet': builtFile('en/assets/css', /\.css$/),
      'a search file': builtFile('search', /^current\.index\.[0-9a-f]+\.json$/),
      'an image': '/img/logo.svg',
      'an unknown path': '/en/no-such-page',
      'an unknown bundle': '/assets/js/no-such-bundle.js',
      'a redirect': '/en/api-media.html',
      'a declared redirect': '/chat-server-api-bff',
    };
    for (const [kind, url] of Object.entries(kinds)) {
      const [node, nginx] = await Promise.all([rawGet(origin, url), rawGet(baseURL!, url)]);
      const picked = (response: RawResponse) =>
        Object.fromEntries([['status', response.status], ...names.map((name) => [name, response.headers[name]])]);
      expect(picked(node), `${kind} (${url})`).toEqual(picked(nginx));
      expect(nginx.headers['content-security-policy'], kind).toMatch(/script-src 'self' 'sha256-/);
    }
  });

  test('redirects exactly as nginx does', async () => {
    for (const [from, to] of REDIRECTS) {
      const response = await rawGet(origin, from);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });
});

test.describe('npm run serve:prod from a directory closed to other users', () => {
  test.describe.configure({mode: 'serial'});
  test.skip(process.getuid?.() !== 0, 'only root can start nginx whose workers switch user');
  const port = PORT_BASE + 1;
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess;
  let closed: string;

  test.beforeAll(async () => {
    // A checkout under /root: the build sits in a directory only its owner may enter.
    closed = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-closed-'));
    fs.chmodSync(closed, 0o700);
    fs.symlinkSync(BUILD, path.join(closed, 'build'));
    server = startScript('serve-prod.ts', port, {BUILD_DIR: path.join(closed, 'build')});
    await waitForServer(`${origin}/`);
  });
  test.afterAll(async () => {
    await stopScript(server);
    fs.rmSync(closed, {recursive: true, force: true});
  });

  test('every kind of page answers as usual instead of 403', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/api-media', 200],
      ['/en/api-media', 200],
      ['/en/no-such-page', 404],
    ] as const) {
      expect((await rawGet(origin, url)).status, url).toBe(status);
    }
  });
});
