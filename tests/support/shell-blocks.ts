/**
 * Runs a page's shell blocks against the contract mocks, as a reader runs them one after the other in one
 * terminal: the variables a block exports stay for the next. The example hosts and the base URL variables point at
 * the mocks (`startApiMocks`), the values a reader fills in (`"<your token>"`) get the site's example values, and
 * every `curl` writes its status, the operation's URL and Prism's violations to stderr.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import {
  API_BASE_URL_VARIABLES,
  EXAMPLE_ACCESS_TOKEN,
  EXAMPLE_API_ORIGINS,
  EXAMPLE_APPLICATION_ID,
  EXAMPLE_CLIENT_ID,
  EXAMPLE_HOSTS,
  EXAMPLE_IDS,
} from '../../config/product';
import {SPEC_NAMES, type SpecName} from './api';
import type {ApiMocks} from './api-mocks';
import {ROOT} from './site';

/** Reports the requests of the Node programs the blocks start, as curl's `.curlrc` below does for curl's. */
const FETCH_RECORDER = path.join(ROOT, 'tests/support/fetch-recorder.mjs');

/** The values a reader supplies, by the variable the pages keep them in. */
const READER_VALUES: Record<string, string> = {
  ACCESS_TOKEN: EXAMPLE_ACCESS_TOKEN,
  APPLICATION_ID: EXAMPLE_APPLICATION_ID,
  CLIENT_ID: EXAMPLE_CLIENT_ID,
  CLIENT_SECRET: 'reader-client-secret',
  P12_PASSWORD: 'reader-p12-password',
  /** The chat room the getting-started page creates, which the other chat pages go on with. */
  ROOM_UUID: EXAMPLE_IDS.groupChatRoom,
};

/** A value still to be filled in: a placeholder in angle brackets or words (`"콘솔에 표시된 … 주소"`). */
const PLACEHOLDER_TEST = `[[ ! "$value" =~ ^[A-Za-z0-9._:/~+=-]+$ || "$value" == *'<'* ]]`;

export interface CurlRun {
  /** Index of the block (in the list given) that made the request. */
  readonly block: number;
  readonly status: number;
  readonly method: string;
  readonly url: string;
  /** Prism's `sl-violations` header: what in the request broke the contract (empty when valid). */
  readonly violations: string;
}

/** The service whose example origin or base URL variable a block calls, if any. */
export function calledServices(code: string): SpecName[] {
  return SPEC_NAMES.filter(
    (name) => code.includes(EXAMPLE_API_ORIGINS[name]) || code.includes(`$${API_BASE_URL_VARIABLES[name]}`),
  );
}

/**
 * Whether a block is one to run against the mocks: it calls a service, or only sets variables for the calls
 * (anything else, such as installing or starting servers, is left to `bash -n`).
 */
export function runsAgainstMocks(code: string): boolean {
  return calledServices(code).length > 0 || setsVariablesOnly(code);
}

/** Whether a block only sets variables (an environment block: it names hosts but calls nothing itself). */
export function setsVariablesOnly(code: string): boolean {
  const lines = code.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
  return lines.length > 0 && lines.every((line) => /^\s*(export\s+)?[A-Z_][A-Z0-9_]*=/.test(line));
}

/**
 * Runs `blocks` (the shell code of one page, in order) in one bash against the mocks, in a folder that holds what
 * the page has the reader set up: the example projects whose files it shows (`projects`, folders of examples/, with
 * their generated types) and the locked packages, so that `npx tsx main.ts` runs the page's code and downloads
 * nothing.
 */
export async function runShellBlocks(
  blocks: readonly string[],
  mocks: ApiMocks,
  projects: readonly string[] = [],
): Promise<{runs: CurlRun[]; stderr: string}> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-blocks-'));
  try {
    // Entry by entry, from each link's target: Node 24's cpSync fails with EEXIST when it merges a folder into one
    // that is not empty, and takes a link to a file (examples share accessToken.ts that way) for a folder.
    for (const project of projects)
      for (const entry of fs.readdirSync(project))
        fs.cpSync(fs.realpathSync(path.join(project, entry)), path.join(directory, entry), {recursive: true});
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(directory, 'node_modules'));
    // curl reads CURL_HOME/.curlrc: each response's status and URL and Prism's violations go to stderr.
    fs.writeFileSync(
      path.join(directory, '.curlrc'),
      'silent\nshow-error\nwrite-out = "%{stderr}CALL %{http_code} %{method} %{url_effective} %header{sl-violations}\\n"\n',
    );
    const hosts: [string, string][] = [
      ...SPEC_NAMES.map((name) => [EXAMPLE_API_ORIGINS[name], mocks.baseUrls[name]] as [string, string]),
      [EXAMPLE_HOSTS.passportIssuer, mocks.passportIssuer],
    ];
    const mockEnvironment = [
      ...SPEC_NAMES.map((name) => `export ${API_BASE_URL_VARIABLES[name]}='${mocks.baseUrls[name]}'`),
      `export PASSPORT_ISSUER='${mocks.passportIssuer}'`,
      ...Object.entries(READER_VALUES).map(
        ([name, example]) =>
          `value="\${${name}-}"; if [[ -z "$value" ]] || ${PLACEHOLDER_TEST}; then export ${name}='${example}'; fi`,
      ),
    ].join('\n');
    // Files a block uploads (`-F "file=@AuthKey.p8"`) are the reader's; empty ones stand in for them.
    for (const [, file] of blocks.join('\n').matchAll(/=@([\w.-]+)/g))
      fs.writeFileSync(path.join(directory, file!), '');
    const script = blocks
      .map((code, index) => {
        const pointed = hosts.reduce((text, [from, to]) => text.split(from).join(to), code);
        return `${mockEnvironment}\necho "BLOCK ${index}" >&2\n${pointed}\n${mockEnvironment}`;
      })
      .join('\n');
    const {stderr} = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', script], {
      cwd: directory,
      encoding: 'utf8',
      env: {
        ...process.env,
        CURL_HOME: directory,
        HOME: directory,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(FETCH_RECORDER).href}`.trim(),
      },
      timeout: 60_000,
    });
    const runs: CurlRun[] = [];
    let block = -1;
    for (const line of stderr.split('\n')) {
      const marker = /^BLOCK (\d+)$/.exec(line);
      if (marker) block = Number(marker[1]);
      const curl = /^CALL (\d{3}) (\S+) (\S+) ?(.*)$/.exec(line);
      if (curl)
        runs.push({block, status: Number(curl[1]), method: curl[2]!, url: curl[3]!, violations: curl[4]!.trim()});
    }
    return {runs, stderr};
  } finally {
    fs.rmSync(directory, {recursive: true, force: true});
  }
}
