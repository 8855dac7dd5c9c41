/**
 * The search data as the build writes it (file checks over build/, no browser): the words readers see apart on a
 * page stay apart in the text that search indexes and shows as snippets; and the error desk, the search's engine over
 * the built files answering every error code and message the three contracts document (read from openapi/) with
 * the reference's row that documents it first, then the troubleshooting section named for it. File checks run
 * here, after the build, rather than with vitest, which runs before it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {readBuiltManifest, readTwoFiles} from '../../bench/search-manifest';
import {SYNONYMS} from '../../config/synonyms';
import {referencePath} from '../../config/references';
import {SearchEngine} from '../../plugins/search/client/engine';
import type {SearchDocuments} from '../../plugins/search/format';
import {api, readSpec, SPEC_NAMES, type ErrorCodeEntry, type SpecName} from '../support/api';
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

/** Where each contract's errors are troubleshot: the page whose sections are named for them. */
const TROUBLESHOOTING: Record<SpecName, string> = {
  media: '/api-media-trouble-shooting',
  chat: '/chat-server-api',
  push: '/console-push-troubleshooting',
};

/** Every error code and message of the three contracts, with the contract that documents it. */
const DOCUMENTED = SPEC_NAMES.flatMap((spec) =>
  (readSpec(spec, api.canonicalLocale)['x-error-codes'] as ErrorCodeEntry[]).flatMap((entry) =>
    [entry.code, entry.message].flatMap((phrase) => (phrase === undefined ? [] : [{spec, phrase}])),
  ),
);

test('the contracts document error codes and messages for the error desk to find', () => {
  expect(DOCUMENTED.filter(({phrase}) => /^[A-Z][A-Z0-9_]+$/.test(phrase)).length).toBeGreaterThan(10);
  expect(DOCUMENTED.filter(({phrase}) => phrase.includes(' ')).length).toBeGreaterThan(3);
});

for (const {locale, prefix} of LOCALES) {
  test(`${locale}: every error code and message finds its reference row first, then its troubleshooting`, () => {
    const dir = path.join(BUILD, prefix);
    const {indexJson, documentsJson} = readTwoFiles(dir, readBuiltManifest(dir).current!);
    const engine = SearchEngine.fromJson(indexJson, documentsJson, SYNONYMS);
    const found = DOCUMENTED.flatMap(({spec, phrase}) =>
      // As typed, lower-cased, and pasted with the quotes it is shown in.
      [phrase, phrase.toLowerCase(), `"${phrase}"`].map((query) => {
        const [row, troubleshooting] = engine.search(query).pages;
        return {
          query,
          row: row && [row.path, row.sections[0]?.anchor, row.sections[0]?.heading.includes(phrase)],
          troubleshooting: troubleshooting && [
            troubleshooting.path,
            troubleshooting.sections[0]?.heading.toLowerCase().includes(phrase.toLowerCase()),
          ],
          expected: {
            row: [`${prefix}${referencePath(spec)}`, expect.stringMatching(/^error\//), true],
            troubleshooting: [`${prefix}${TROUBLESHOOTING[spec]}`, true],
          },
        };
      }),
    );
    expect(found.map(({query, row, troubleshooting}) => ({query, row, troubleshooting}))).toEqual(
      found.map(({query, expected}) => ({query, ...expected})),
    );
  });
}
