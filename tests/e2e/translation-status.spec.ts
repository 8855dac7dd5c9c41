/**
 * The translation records from end to end, in both directions, on a temporary copy of the project: a Korean
 * section edited without its English twin, and an English contract description edited without its Korean overlay
 * entry, fail `npm run i18n:status` (which `npm test` runs) naming the page and section or the entry; after
 * `i18n:pending` it passes and the built site shows the notice (the English page, its Markdown twin and llms.txt;
 * the Korean reference, its twin and llms.txt); after the translations are updated and `i18n:sync` is run, the
 * notices are gone. The copy builds the current docs only (its docs versions cut down to `current`): what the
 * notices need, in about two thirds of a whole build's time.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import type {Page} from '@playwright/test';
import {isMap, isSeq, parseDocument} from 'yaml';
import {copyProject} from '../../bench/scale/site-copy';
import {ROOT} from '../support/site';
import {axe, expect, gotoHydrated, test} from './support';

const execFileAsync = promisify(execFile);

const KOREAN_PAGE = 'docs/media/api-media-concept.md';
const ENGLISH_PAGE = 'i18n/en/docusaurus-plugin-content-docs/current/media/api-media-concept.md';
const SECTION = 'room-lifecycle';
const CONTRACT = 'openapi/media.yaml';
const OVERLAY = 'openapi/overlays/media.ko.yaml';
const ENTRY = "$.paths['/v1/rooms'].post";
const SINCE = '2026-12-01';

const ENGLISH_NOTICE = `The Korean version of this section changed on ${SINCE}; this translation may be behind.`;
const ENGLISH_STATUS = `The Korean version of the section “Room lifecycle” changed on ${SINCE}; this translation may be behind.`;
const KOREAN_NOTICE = `이 항목의 영어 원문이 ${SINCE}에 바뀌었습니다. 이 번역은 뒤처져 있을 수 있습니다.`;
const KOREAN_STATUS = `“회의실 생성” 항목의 영어 원문이 ${SINCE}에 바뀌었습니다. 이 번역은 뒤처져 있을 수 있습니다.`;

interface Run {
  readonly code: number;
  readonly output: string;
}

async function run(site: string, command: string, args: readonly string[]): Promise<Run> {
  try {
    const {stdout, stderr} = await execFileAsync(command, args, {cwd: site, maxBuffer: 64 * 1024 * 1024});
    return {code: 0, output: `${stdout}${stderr}`};
  } catch (error) {
    const failed = error as {code?: number; stdout?: string; stderr?: string};
    return {code: typeof failed.code === 'number' ? failed.code : 1, output: `${failed.stdout}${failed.stderr}`};
  }
}

const i18n = (site: string, ...args: string[]) => run(site, 'npx', ['tsx', 'scripts/i18n/cli.ts', ...args]);

/** Edits a file of the copy in place. */
function edit(site: string, file: string, change: (text: string) => string): void {
  const target = path.join(site, file);
  const before = fs.readFileSync(target, 'utf8');
  const after = change(before);
  expect(after, `the edit of ${file}`).not.toBe(before);
  fs.writeFileSync(target, after);
}

/** Adds a paragraph at the start of the section with this heading id. */
const addToSection = (id: string, paragraph: string) => (page: string) =>
  page.replace(new RegExp(`^(#{2,6} .*\\{/\\* #${id} \\*/\\}\\n)`, 'm'), `$1\n${paragraph}\n`);

/** Appends a sentence to the description of an operation (in a contract) or of an overlay action's update. */
function appendToDescription(keys: (document: ReturnType<typeof parseDocument>) => (string | number)[], text: string) {
  return (source: string) => {
    const document = parseDocument(source);
    const at = keys(document);
    document.setIn(at, `${String(document.getIn(at)).trimEnd()}\n\n${text}\n`);
    return document.toString({lineWidth: 0});
  };
}

const operationDescription = () => ['paths', '/v1/rooms', 'post', 'description'];

function overlayDescription(document: ReturnType<typeof parseDocument>): (string | number)[] {
  const actions = document.get('actions', true);
  if (!isSeq(actions)) throw new Error('the overlay has no actions');
  const index = actions.items.findIndex((action) => isMap(action) && action.get('target') === ENTRY);
  if (index === -1) throw new Error(`the overlay has no action for ${ENTRY}`);
  return ['actions', index, 'update', 'description'];
}

/** Keeps only the current docs version in the copy: versions.json and config/versions.ts. */
function currentDocsOnly(site: string): void {
  fs.writeFileSync(path.join(site, 'versions.json'), '[]\n');
  fs.renameSync(path.join(site, 'config/versions.ts'), path.join(site, 'config/versions-all.ts'));
  fs.writeFileSync(
    path.join(site, 'config/versions.ts'),
    "import {DOCS_VERSIONS as ALL} from './versions-all';\n\nexport const DOCS_VERSIONS = {current: ALL.current};\n",
  );
}

/** Serves the copy's build at the suite's origin by route interception, as nginx serves a build. */
async function serveBuild(page: Page, build: string): Promise<void> {
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    const wanted = decodeURIComponent(url.pathname);
    const candidates = wanted.endsWith('/')
      ? [`${wanted}index.html`]
      : [wanted, `${wanted}.html`, `${wanted}/index.html`];
    const file = candidates
      .map((candidate) => path.join(build, candidate))
      .find((candidate) => candidate.startsWith(build) && fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    await (file ? route.fulfill({path: file}) : route.fulfill({status: 404, body: 'not found'}));
  });
}

function read(build: string, file: string): string {
  return fs.readFileSync(path.join(build, file), 'utf8');
}

/** The line of llms.txt that lists the page whose twin is `twin`. */
function llmsLine(llms: string, twin: string): string {
  const line = llms.split('\n').find((candidate) => candidate.includes(`${twin})`));
  expect(line, `llms.txt lists ${twin}`).toBeDefined();
  return line!;
}

test('a translation behind its source fails the status, shows readers a notice once pending, and clears with sync', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two builds of the copy: a few minutes on an idle 2-core machine, far more on a loaded one.
  test.setTimeout(45 * 60_000);
  const started = Date.now();
  const lap = (what: string, since: number) =>
    console.log(`translation-status e2e: ${what} took ${((Date.now() - since) / 1000).toFixed(0)} s`);
  const step = async (name: string, body: () => void | Promise<void>) => {
    const since = Date.now();
    await test.step(name, body);
    lap(name, since);
  };
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-status-'));
  const build = path.join(site, 'build');
  try {
    await step('copy the project with the current docs only', () => {
      copyProject(ROOT, site);
      currentDocsOnly(site);
    });

    await step('edit a Korean section and an English contract description, not their translations', async () => {
      edit(site, KOREAN_PAGE, addToSection(SECTION, '회의실의 현재 상태는 응답의 `room_status`로 확인합니다.'));
      edit(site, CONTRACT, appendToDescription(operationDescription, 'The new room is returned at once.'));
      const status = await i18n(site, 'status');
      expect(status.code).toBe(1);
      expect(status.output).toContain(`${ENGLISH_PAGE}\n  behind      #${SECTION} "회의실 수명 주기": source `);
      expect(status.output).toContain('{+회의실의 현재 상태는 응답의 room_status로 확인합니다.+}');
      expect(status.output).toContain(`${OVERLAY}\n  behind      ${ENTRY}: source `);
      expect(status.output).toContain('{+The new room is returned at once.+}');
      const scripts = (JSON.parse(read(site, 'package.json')) as {scripts: Record<string, string>}).scripts;
      expect((scripts.test ?? '').split(/\s+/), 'npm test runs the status').toContain('i18n:status');
    });

    await step('acknowledge both: the status passes', async () => {
      const acknowledged = await i18n(site, 'pending', KOREAN_PAGE, '/restAPI/media-rest-api', '--date', SINCE);
      expect(acknowledged.output).toContain(`${ENGLISH_PAGE}: acknowledged ${SECTION} (since ${SINCE})`);
      expect(acknowledged.output).toContain(`${OVERLAY}: acknowledged ${ENTRY} (since ${SINCE})`);
      const status = await i18n(site, 'status', KOREAN_PAGE, OVERLAY);
      expect(status.code, status.output).toBe(0);
      expect(status.output).toContain(`pending     #${SECTION} "회의실 수명 주기": acknowledged on ${SINCE}`);
    });

    await step('build: the notices are on the pages, their twins and llms.txt', async () => {
      const built = await run(site, 'npm', ['run', 'build']);
      expect(built.code, built.output.slice(-3000)).toBe(0);

      const english = read(build, 'en/api-media-concept.html');
      expect(english).toMatch(
        new RegExp(
          `id=${SECTION}>Room lifecycle<a[^>]*>[^<]*</a></h2>\\s*<p class=\\w+ role=note data-page-status="${ENGLISH_STATUS}">`,
        ),
      );
      expect(english).toContain(`<a href=/api-media-concept#${SECTION} hreflang=ko-KR>Read the Korean version</a>`);
      expect(read(build, 'en/api-media-concept.md')).toContain(
        `## Room lifecycle\n\n${ENGLISH_NOTICE} [Read the Korean version](/api-media-concept#${SECTION})\n`,
      );
      expect(llmsLine(read(build, 'en/llms.txt'), '/en/api-media-concept.md')).toContain(`.md): ${ENGLISH_STATUS} `);
      expect(read(build, 'api-media-concept.html')).not.toContain('role=note');

      const reference = read(build, 'restAPI/media-rest-api.html');
      expect(reference).toMatch(
        new RegExp(
          `id=operation/createRoom>회의실 생성<a[^>]*>[^<]*</a></h3>\\s*<p class=\\w+ role=note data-page-status="${KOREAN_STATUS}">`,
        ),
      );
      expect(reference).toContain(
        '<a href=/en/restAPI/media-rest-api#operation/createRoom hreflang=en-US>영어 원문 보기</a>',
      );
      expect(read(build, 'restAPI/media-rest-api.md')).toContain(
        `${KOREAN_NOTICE} [영어 원문 보기](/en/restAPI/media-rest-api#operation/createRoom)`,
      );
      expect(llmsLine(read(build, 'llms.txt'), '/restAPI/media-rest-api.md')).toContain(`.md): ${KOREAN_STATUS} `);
      // No notice on the English reference: by the notice's status attribute, since the reference has notes of its
      // own (each operation's assumptions).
      expect(read(build, 'en/restAPI/media-rest-api.html')).not.toContain('data-page-status');
    });

    await step(
      'readers see the notices, with and without JavaScript, and axe finds nothing in either mode',
      async () => {
        await serveBuild(page, build);
        for (const mode of ['light', 'dark'] as const) {
          await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
          for (const [route, text] of [
            ['/en/api-media-concept', ENGLISH_NOTICE],
            ['/restAPI/media-rest-api', KOREAN_NOTICE],
          ] as const) {
            await gotoHydrated(page, route);
            const notice = page.getByRole('note').filter({hasText: text});
            await expect(notice).toBeVisible();
            const {violations} = await axe(page).include('[role="note"]').analyze();
            expect(violations.map((violation) => `${route} (${mode}): ${violation.id}`)).toEqual([]);
          }
        }
        const withoutScript = await browser.newContext({baseURL, javaScriptEnabled: false});
        const plain = await withoutScript.newPage();
        await serveBuild(plain, build);
        await plain.goto('/en/api-media-concept');
        await expect(plain.getByRole('note').filter({hasText: ENGLISH_NOTICE})).toBeVisible();
        await expect(plain.getByRole('link', {name: 'Read the Korean version'})).toHaveAttribute(
          'href',
          `/api-media-concept#${SECTION}`,
        );
        await withoutScript.close();
      },
    );

    await step('update both translations and sync them: the status passes with nothing pending', async () => {
      edit(
        site,
        ENGLISH_PAGE,
        addToSection(SECTION, 'Read the current state of a room from `room_status` in a response.'),
      );
      edit(site, OVERLAY, appendToDescription(overlayDescription, '새 회의실은 바로 반환됩니다.'));
      const synced = await i18n(site, 'sync', '/en/api-media-concept', OVERLAY);
      expect(synced.code, synced.output).toBe(0);
      const status = await i18n(site, 'status', KOREAN_PAGE, OVERLAY);
      expect(status.code, status.output).toBe(0);
      expect(status.output).toMatch(/All \d+ translation units are up to date\./);
      expect(read(site, ENGLISH_PAGE)).not.toContain('translation_pending');
      expect(read(site, OVERLAY)).not.toContain('x-translation-pending');
    });

    await step('build again: the notices are gone', async () => {
      const built = await run(site, 'npm', ['run', 'build']);
      expect(built.code, built.output.slice(-3000)).toBe(0);
      for (const file of [
        'en/api-media-concept.html',
        'en/api-media-concept.md',
        'en/llms.txt',
        'restAPI/media-rest-api.html',
        'restAPI/media-rest-api.md',
        'llms.txt',
      ]) {
        const text = read(build, file);
        expect(text, file).not.toContain('this translation may be behind');
        expect(text, file).not.toContain('이 번역은 뒤처져 있을 수 있습니다');
      }
      expect(read(build, 'en/api-media-concept.html')).toContain('Read the current state of a room from');
    });
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
    lap('the whole test', started);
  }
});
