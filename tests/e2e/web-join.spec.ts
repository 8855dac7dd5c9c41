/**
 * The web join of /media-sdk-web works end to end in Chromium: the page's server (examples/media-web/server.ts,
 * run with tsx as the page says) against the media mock and the passport login stand-in, and the page's browser
 * code (join.ts, meeting.ts) served by Vite with the page's vite.config.ts, whose `/api` proxy keeps the app and
 * the server on one origin. `@nuri/media-web` is the example implementation of the site's one declaration of that
 * SDK. A signed-in user (a passport login access token the stand-in issued) creates a meeting, another one joins
 * it, and the join call brings that user's join token to `joinRoom()`.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {EXAMPLE_CLIENT_ID, EXAMPLE_IDS, EXAMPLE_TOKENS, EXAMPLE_USER_IDS} from '../../config/product';
import {type ApiMocks, freePort, startApiMocks} from '../support/api-mocks';
import {ROOT} from '../support/site';
import {expect, test} from './support';

const [HOST, ATTENDEE] = EXAMPLE_USER_IDS;

interface WebJoin {
  createMeeting(name: string, attendeeIds: string[], accessToken: () => Promise<string>): Promise<unknown>;
  enterMeeting(roomId: string, stage: HTMLElement, accessToken: () => Promise<string>): Promise<void>;
  leaveMeeting(): Promise<void>;
}

/** Starts a command and resolves once `url` answers, with what it printed if it never does. */
async function startServer(command: string, args: string[], env: NodeJS.ProcessEnv, url: string) {
  const child = spawn(command, args, {cwd: ROOT, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}:\n${output}`);
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) return {child, output: () => output};
    if (Date.now() > deadline) throw new Error(`${command} did not answer at ${url}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function stop(child: ChildProcess | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });
}

let mocks: ApiMocks | undefined;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let vite: Awaited<ReturnType<typeof startServer>> | undefined;
let appUrl = '';

test.beforeAll(async () => {
  mocks = await startApiMocks(EXAMPLE_CLIENT_ID, ['media']);
  const serverPort = await freePort();
  server = await startServer(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['examples/media-web/server.ts'],
    {
      PORT: String(serverPort),
      MEDIA_API_BASE_URL: mocks.baseUrls.media,
      PASSPORT_ISSUER: mocks.passportIssuer,
      CLIENT_ID: EXAMPLE_CLIENT_ID,
      CLIENT_SECRET: 'test-secret',
    },
    `http://127.0.0.1:${serverPort}/`,
  );
  const vitePort = await freePort();
  appUrl = `http://127.0.0.1:${vitePort}`;
  vite = await startServer(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['--config', 'tests/e2e/web-join/vite.config.mts', '--port', String(vitePort)],
    {API_ORIGIN: `http://127.0.0.1:${serverPort}`},
    `${appUrl}/`,
  );
});

test.afterAll(async () => {
  await Promise.all([stop(vite?.child), stop(server?.child)]);
  await mocks?.stop();
});

// The page's own origin is the Vite server's: any request elsewhere fails the test (support.ts). A fixture reads
// the address beforeAll chose; Playwright reads its dependencies from the first parameter, which has none here.
// eslint-disable-next-line no-empty-pattern
test.use({baseURL: async ({}, use) => use(appUrl)});

test('a signed-in user creates a meeting and another joins it with the join token the server issued', async ({
  page,
}) => {
  const hostToken = await mocks!.userToken(HOST, '김민준');
  const attendeeToken = await mocks!.userToken(ATTENDEE, '이서연');
  await page.goto('/');
  await page.waitForFunction(() => 'webJoin' in window);

  const meeting = await page.evaluate(
    (token) =>
      (window as unknown as {webJoin: WebJoin}).webJoin.createMeeting(
        '주간 디자인 리뷰',
        ['user-1002'],
        async () => token,
      ),
    hostToken,
  );
  // The contract's example of a created room carries no creator's token, so the server hands on none.
  expect(meeting).toEqual({roomId: EXAMPLE_IDS.mediaRoom});

  const join = page.waitForResponse((response) =>
    response.url().endsWith(`/api/meetings/${EXAMPLE_IDS.mediaRoom}/join`),
  );
  await page.evaluate(
    ({roomId, token}) =>
      (window as unknown as {webJoin: WebJoin}).webJoin.enterMeeting(
        roomId,
        document.querySelector<HTMLElement>('#stage')!,
        async () => token,
      ),
    {roomId: EXAMPLE_IDS.mediaRoom, token: attendeeToken},
  );
  const response = await join;
  expect(new URL(response.url()).origin, 'the app calls its own origin').toBe(appUrl);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({token: EXAMPLE_TOKENS.attendeeJoinToken});
  await expect(page.locator('#stage [data-media-room="joined"]')).toBeVisible();

  await page.evaluate(() => (window as unknown as {webJoin: WebJoin}).webJoin.leaveMeeting());
  await expect(page.locator('#stage [data-media-room]')).toHaveCount(0);
});

test.describe('without a valid sign-in', () => {
  // The browser logs the refused call as a failed resource load.
  test.use({expectedProblems: [/status of 401/]});

  test('the server refuses to create a meeting or issue a join token, and nothing joins', async ({page}) => {
    await page.goto('/');
    await page.waitForFunction(() => 'webJoin' in window);
    // A token shaped like the passport login's but not signed by it.
    const forged = EXAMPLE_TOKENS.accessToken;
    const refused = await page.evaluate(
      async ({token, roomId}) => {
        const {webJoin} = window as unknown as {webJoin: WebJoin};
        const stage = document.querySelector<HTMLElement>('#stage')!;
        const results = await Promise.allSettled([
          webJoin.createMeeting('주간 디자인 리뷰', [], async () => token),
          webJoin.enterMeeting(roomId, stage, async () => token),
        ]);
        return results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'fulfilled'));
      },
      {token: forged, roomId: EXAMPLE_IDS.mediaRoom},
    );
    expect(refused).toEqual([
      expect.stringContaining('POST /api/meetings → 401'),
      expect.stringContaining(`POST /api/meetings/${EXAMPLE_IDS.mediaRoom}/join → 401`),
    ]);
    await expect(page.locator('#stage [data-media-room]')).toHaveCount(0);
  });
});
