/**
 * The search data as the build writes it (file checks over build/, no browser): the words readers see apart on a
 * page stay apart in the text that search indexes and shows as snippets.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import type {SearchDocuments} from '../../plugins/search/format';
import {BUILD, LOCALES} from '../support/site';

function documents(prefix: string): SearchDocuments {
  const dir = path.join(BUILD, prefix, 'search');
  const file = fs.readdirSync(dir).find((name) => /^current\.docs\.[0-9a-f]+\.json$/.test(name))!;
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as SearchDocuments;
}

/**
 * A method run into its path (`POST/v1/rooms`), or a path run into the next word (`/v1/roomsCreate`): a path's
 * segments are lower-case words and `{parameter}`s, so a capital letter straight after one starts another word
 * (in Korean a particle may follow a path).
 */
const RUN_TOGETHER = /\b(?:GET|POST|PUT|PATCH|DELETE)\/|\/v1(?:\/(?:[a-z0-9_.-]+|\{\w+\}))+(?=[A-Z])/;

for (const {locale, prefix} of LOCALES) {
  test(`${locale}: search snippets keep an operation's method, path and summary apart`, () => {
    const {pages, sections} = documents(prefix);
    const operations = sections.filter(([, anchor, , text]) => anchor.startsWith('operation/') || /\/v1\//.test(text));
    expect(operations.length).toBeGreaterThan(50);
    const joined = operations
      .filter(([, , , text]) => RUN_TOGETHER.test(text))
      .map(([page, anchor, , text]) => `${pages[page]![0]}#${anchor}: ${RUN_TOGETHER.exec(text)![0]}`);
    expect(joined).toEqual([]);
  });
}
