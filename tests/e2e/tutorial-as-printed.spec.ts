/**
 * The video meeting tutorial runs as printed, in each locale: the test reads the built page as served, downloads
 * the three specs through the page's own links, writes the page's TypeScript files, and runs the page's shell
 * commands in the order its mock servers section gives (setup, types, mocks, then step 1's token request and every
 * step, then the whole flow), unchanged, in bash. The one stand-in is `npm install`: the repository's locked
 * devDependencies (the versions the page pins, checked here) take its place, so nothing is downloaded. The commands
 * run in a network namespace of their own: the mocks get the page's fixed ports without clashing with anything on
 * the machine, and no command can reach another host.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import * as cheerio from 'cheerio';
import {EXAMPLE_MOCK_ORIGINS} from '../../config/product';
import {ROOT} from '../support/site';
import {expect, test} from './support';

interface Block {
  lang: string;
  title: string;
  code: string;
}

/** The page's code blocks in reading order (both tabs of a tab group), as the built HTML holds them. */
function codeBlocks(html: string): Block[] {
  const $ = cheerio.load(html);
  return $('article .theme-code-block')
    .toArray()
    .map((element) => {
      const block = $(element);
      const code = block.find('pre code').first();
      code.find('br').replaceWith('\n');
      const lang = /language-([\w-]+)/.exec(block.attr('class') ?? '')?.[1] ?? '';
      return {lang, title: block.find('[class*="codeBlockTitle"]').text().trim(), code: code.text().replace(/\n$/, '')};
    });
}

/** The `npm install` the page prints, and the locked version of every package it names. */
function lockedInstall(command: string): {printed: string[]; locked: string[]} {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, {version: string}>;
  };
  const printed = command.split(/\s+/).filter((word) => /^@?[\w/.-]+@\d/.test(word));
  const locked = printed.map((spec) => {
    const name = spec.slice(0, spec.lastIndexOf('@'));
    return `${name}@${lock.packages[`node_modules/${name}`]?.version}`;
  });
  return {printed, locked};
}

const MOCK_PORTS = Object.values(EXAMPLE_MOCK_ORIGINS).map((origin) => new URL(origin).port);

for (const [locale, prefix] of [
  ['ko', ''],
  ['en', '/en'],
] as const) {
  test(`${locale}: the tutorial's commands and code run as printed against the mocks`, async ({request, baseURL}) => {
    test.setTimeout(420_000);
    const pageUrl = `${baseURL}${prefix}/tutorial-video-meeting`;
    const html = await (await request.get(pageUrl)).text();

    const work = fs.mkdtempSync(path.join(os.tmpdir(), `tutorial-${locale}-`));
    try {
      // What the reader downloads and copies: the specs through the page's links, and each file the page shows.
      const downloads = path.join(work, 'downloads');
      fs.mkdirSync(downloads);
      const $ = cheerio.load(html);
      const links = $('article a[download]').toArray();
      expect(links.map((link) => $(link).attr('download'))).toEqual(['media.yaml', 'chat.yaml', 'push.yaml']);
      for (const link of links) {
        const href = new URL($(link).attr('href')!, pageUrl);
        expect(href.origin, 'the spec links stay on the site').toBe(new URL(pageUrl).origin);
        const response = await request.get(href.href);
        expect(response.status(), href.pathname).toBe(200);
        fs.writeFileSync(path.join(downloads, $(link).attr('download')!), await response.body());
      }
      const blocks = codeBlocks(html);
      const files = blocks.filter((block) => block.lang === 'ts');
      expect(files.map((file) => file.title)).toContain('main.ts');
      for (const file of files) fs.writeFileSync(path.join(downloads, file.title), `${file.code}\n`);

      const shell = blocks.filter((block) => block.lang === 'bash');
      const install = shell.findIndex((block) => block.code.includes('npm install'));
      const environment = shell.findIndex((block) => block.code.includes('export CLIENT_SECRET="<'));
      const mocks = shell.findIndex((block) => block.code.includes('prism mock'));
      expect([install, environment, mocks].every((index) => index >= 0)).toBe(true);
      expect(install < environment && environment < mocks && mocks === shell.length - 1).toBe(true);

      const installLine = shell[install]!.code.split('\n').find((line) => line.startsWith('npm install'))!;
      const {printed, locked} = lockedInstall(installLine);
      expect(printed, 'the page pins the locked devDependencies').toEqual(locked);
      for (const port of MOCK_PORTS) expect(shell[mocks]!.code).toContain(`${port}`);

      const setup = shell
        .slice(0, environment)
        .map((block) =>
          block.code.replace(installLine, `ln -s ${JSON.stringify(path.join(ROOT, 'node_modules'))} node_modules`),
        );
      // The reader puts the downloaded specs and the copied files in the project folder after creating it.
      setup.splice(1, 0, `cp ${JSON.stringify(downloads)}/* .`);
      const waitForMocks = MOCK_PORTS.map(
        (port) => `timeout 120 bash -c 'until curl -q -s -o /dev/null http://localhost:${port}/; do sleep 0.5; done'`,
      );
      const script = [
        'ip link set lo up',
        ...setup,
        shell[mocks]!.code,
        ...waitForMocks,
        ...shell.slice(environment + 1, mocks).map((block) => block.code),
      ].join('\n');

      // curl writes each response's status to stderr (it reads CURL_HOME/.curlrc; the waits above skip it), on a
      // line of its own: without a progress meter, which a slow transfer would print on the same stream.
      fs.writeFileSync(
        path.join(work, '.curlrc'),
        'no-progress-meter\nwrite-out = "%{stderr}\\nRESPONSE %{http_code}\\n"\n',
      );
      // A PID namespace of their own too (`--pid --fork`): when the script ends, the kernel ends the mocks it started
      // in the background, whose processes would otherwise keep the output pipes open, and this call waiting.
      const run = await promisify(execFile)(
        'unshare',
        ['--map-root-user', '--net', '--pid', '--fork', 'bash', '-euo', 'pipefail', '-c', script],
        {
          cwd: work,
          encoding: 'utf8',
          env: {...process.env, CURL_HOME: work, npm_config_update_notifier: 'false'},
          timeout: 400_000,
          maxBuffer: 16 * 1024 * 1024,
        },
      ).catch((error: {stdout?: string; stderr?: string; message: string}) => {
        throw new Error(`${error.message}\n--- stdout\n${error.stdout}\n--- stderr\n${error.stderr}`);
      });

      const responses = run.stderr.split('\n').filter((line) => line.startsWith('RESPONSE '));
      expect(responses.length, 'every step’s curl command ran').toBeGreaterThanOrEqual(9);
      expect(responses.filter((line) => !/^RESPONSE 2\d\d$/.test(line))).toEqual([]);
      // The last step of the whole flow, which main.ts runs after the curl steps.
      expect(run.stdout).toContain('8. closeRoom: ended');
      expect(run.stdout.trim().split('\n').at(-1)).toBe('8. deleteChatRoom: done');
    } finally {
      fs.rmSync(work, {recursive: true, force: true});
    }
  });
}
