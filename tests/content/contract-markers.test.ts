/**
 * The media, chat and push pages state only what the API specification fixes, and mark everything else with
 * <Convention>. A reader can't check a status code, an error code, an enum value or a limit, so those are the
 * statements this test looks for: on every page of those areas and every other page whose `facts` are `contract`
 * or `mixed` (every docs version, both locales), each one outside code must be one the specification gives for
 * that API (for a page outside the three areas, such as the tutorial, any of the three), or sit in a <Convention>
 * block or in a sentence that carries the inline marker. What counts as given is read from openapi/, not restated
 * here. Pages whose facts are examples, in whole or in part, mark them where they stand.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {EXAMPLE_ACCESS_TOKEN} from '../../config/product';
import {readSpec, SPEC_NAMES, type SpecName} from '../support/api';
import {allDocs} from '../support/docs';
import {ROOT} from '../support/site';

/** Which API a contract page documents, by its docs folder. */
const AREA_SPEC: Record<string, SpecName> = {media: 'media', chat: 'chat', push: 'push'};

interface Given {
  /** HTTP statuses the specification states. 200 is the OpenAPI documents' stand-in for success: never stated. */
  statuses: Set<string>;
  /** Error codes, enum values and constants of the API. */
  constants: Set<string>;
  /** Numbers the specification gives: lengths, defaults, and the figures its descriptions quote. */
  numbers: Set<string>;
}

function given(name: SpecName): Given {
  const document = readSpec(name, 'en') as Record<string, unknown>;
  const errors = document['x-error-codes'] as {code?: string; httpStatus?: number}[];
  const statuses = new Set(errors.flatMap((entry) => (entry.httpStatus ? [String(entry.httpStatus)] : [])));
  const constants = new Set(errors.flatMap((entry) => (entry.code ? [entry.code] : [])));
  const numbers = new Set<string>();
  const walk = (node: unknown, key?: string): void => {
    if (Array.isArray(node)) {
      if (key === 'enum') for (const value of node) constants.add(String(value));
      else for (const item of node) walk(item);
    } else if (typeof node === 'object' && node !== null) {
      for (const [name, value] of Object.entries(node)) {
        if (name === 'example' || name === 'examples') continue;
        if (name === 'responses') {
          for (const status of Object.keys(value as object))
            if (/^2\d\d$/.test(status) && status !== '200') statuses.add(status);
        }
        walk(value, name);
      }
    } else if (key === 'const') constants.add(String(node));
    else if (
      typeof node === 'number' &&
      ['minLength', 'maxLength', 'default', 'minimum', 'maximum'].includes(key ?? '')
    ) {
      numbers.add(String(node));
    } else if (typeof node === 'string' && key === 'description') {
      for (const match of node.matchAll(/\b\d+\b/g)) numbers.add(match[0]);
    }
  };
  walk(document);
  return {statuses, constants, numbers};
}

const GIVEN = Object.fromEntries(SPEC_NAMES.map((name) => [name, given(name)])) as Record<SpecName, Given>;

/** What the three specifications give together: for a page that calls all three APIs (the tutorial). */
const ANY_API: Given = {
  statuses: new Set(SPEC_NAMES.flatMap((name) => [...GIVEN[name].statuses])),
  constants: new Set(SPEC_NAMES.flatMap((name) => [...GIVEN[name].constants])),
  numbers: new Set(SPEC_NAMES.flatMap((name) => [...GIVEN[name].numbers])),
};

/** HTTP methods and the like, which pages write in capitals and which are not values of the API. */
const PROTOCOL_WORDS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/** The risky statements of one sentence: the status codes, codes, constants and limits it names. */
function risky(sentence: string, spec: Given, ownNames: ReadonlySet<string> = new Set()): string[] {
  const found: string[] = [];
  for (const [, status] of sentence.matchAll(/(?<![\w.:/-])([1-5]\d\d)(?![\w.%/-])/g)) {
    if (!spec.statuses.has(status!)) found.push(`status ${status}`);
  }
  for (const [, constant] of sentence.matchAll(/`([A-Z][A-Z0-9_]{2,})`/g)) {
    if (!spec.constants.has(constant!) && !PROTOCOL_WORDS.has(constant!) && !ownNames.has(constant!)) {
      found.push(`value ${constant}`);
    }
  }
  for (const [, code] of sentence.matchAll(/(?<![\w-])([A-Z]\d{3})(?![\w-])/g)) {
    if (!spec.constants.has(code!)) found.push(`code ${code}`);
  }
  for (const [, number, unit] of sentence.matchAll(LIMIT)) {
    if (!spec.numbers.has(number!)) found.push(`limit ${number} ${unit}`);
  }
  return found;
}

/**
 * A number with the unit of a limit: a length, a count, a size or a duration. How long a guide takes to follow
 * ("15분 정도면", "in about 15 minutes", "5분 만에") is not a limit of the API.
 */
const LIMIT =
  /(?<![\w.:-])(?<!about )(\d+)\s*(자|글자|명|개|초|분(?!기)|시간|MB|KB|GB|characters?|seconds?|minutes?|hours?|attendees|people|items)(?![A-Za-z0-9])(?!\s*(?:정도|만에))/g;

/**
 * The names a page's own code defines (environment variables such as `MEDIA_API_BASE_URL`), and the token
 * placeholder of the reference's code samples: not API values.
 */
function ownNames(body: string): Set<string> {
  const names = [...body.matchAll(/(?:\$\{?|process\.env\.|export\s+)([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!);
  return new Set([...names, EXAMPLE_ACCESS_TOKEN]);
}

const MARKER = /<Convention\b[^>]*\binline\b[^>]*\/>/;

/**
 * The sentences of a page that are not inside code or a <Convention> block, with their line numbers. A sentence
 * ends at a full stop followed by a space; an inline marker right after it still belongs to it.
 */
function sentences(body: string): {line: number; text: string}[] {
  const result: {line: number; text: string}[] = [];
  let fence: {marker: string; diagram: boolean} | undefined;
  let inBlock = false;
  body.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    if (fence) {
      if (trimmed.startsWith(fence.marker) && trimmed.replace(/[`~]/g, '') === '') fence = undefined;
      else if (fence.diagram) result.push({line: index + 1, text: raw});
      return;
    }
    const opening = /^(```+|~~~+)\s*([\w-]*)/.exec(trimmed);
    if (opening) {
      fence = {marker: opening[1]!, diagram: opening[2] === 'mermaid'};
      return;
    }
    if (/^<Convention\b(?![^>]*\binline\b)/.test(trimmed)) inBlock = !/<\/Convention>\s*$/.test(trimmed);
    else if (inBlock) inBlock = !/<\/Convention>\s*$/.test(trimmed);
    else {
      const text = raw.replace(/\]\([^)]*\)/g, '] ').replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ');
      for (const sentence of text.split(/(?<=[.!?])\s+(?!<Convention)/)) result.push({line: index + 1, text: sentence});
    }
  });
  return result;
}

const areaOf = (doc: {id: string}) => doc.id.split('/')[0]!;

/** The pages held to the specifications: the three API areas, and any other page that states contract facts. */
const CONTRACT_PAGES = allDocs().filter((doc) => areaOf(doc) in AREA_SPEC || doc.frontMatter.facts !== 'example');

const specOf = (doc: {id: string}): Given => {
  const name = AREA_SPEC[areaOf(doc)];
  return name ? GIVEN[name] : ANY_API;
};

describe('the contract-marker check', () => {
  it('knows what each specification gives', () => {
    expect([...GIVEN.push.statuses].sort()).toEqual(['202', '204', '403', '422']);
    expect([...GIVEN.chat.statuses].sort()).toEqual(['400', '403', '404', '409', '500']);
    expect(GIVEN.media.statuses.size).toBe(0);
    expect(GIVEN.media.constants.has('FAILED_PRECONDITION')).toBe(true);
    expect(GIVEN.chat.numbers.has('35')).toBe(true);
    expect(GIVEN.push.numbers.has('10')).toBe(true);
  });

  it('finds unmarked statements and accepts marked ones', () => {
    const media = GIVEN.media;
    expect(risky('삭제하면 `409`가 옵니다.', media)).toEqual(['status 409']);
    expect(risky('`layout`에는 `SINGLE_SPEAKER`를 씁니다.', media)).toEqual(['value SINGLE_SPEAKER']);
    expect(risky('회의실에는 최대 50명이 들어옵니다.', media)).toEqual(['limit 50 명']);
    expect(risky('이 문서는 15분 정도면 끝낼 수 있습니다.', media)).toEqual([]);
    expect(risky('It takes about 15 minutes.', media)).toEqual([]);
    expect(
      risky('`MEDIA_API_BASE_URL`에 주소를 넣습니다.', media, ownNames('curl "$MEDIA_API_BASE_URL/v1/rooms"')),
    ).toEqual([]);
    expect(risky('`room_status`가 `RESERVED`일 때만 `DELETE`할 수 있습니다.', media)).toEqual([]);
    expect(risky('`push_type`은 10자 이하입니다.', GIVEN.push)).toEqual([]);
    const page = sentences(
      '`SINGLE_SPEAKER`는 예시입니다. <Convention inline />\n\n<Convention>\n`A099`가 옵니다.\n</Convention>',
    );
    expect(page.filter((sentence) => !MARKER.test(sentence.text)).flatMap((s) => risky(s.text, media))).toEqual([]);
  });
});

describe.each(CONTRACT_PAGES.map((doc) => [path.relative(ROOT, doc.file), doc] as const))('%s', (_file, doc) => {
  it('states no status code, code, value or limit beyond the specification without the marker', () => {
    const spec = specOf(doc);
    const names = ownNames(doc.body);
    const front = [doc.frontMatter.title, doc.frontMatter.description].filter((text) => typeof text === 'string');
    const unmarked = [...front.map((text) => ({line: 0, text: text as string})), ...sentences(doc.body)]
      .filter((sentence) => !MARKER.test(sentence.text))
      .flatMap((sentence) => risky(sentence.text, spec, names).map((what) => `line ${sentence.line}: ${what}`));
    expect(unmarked).toEqual([]);
  });
});

describe('the one marker', () => {
  it('the contract check covers the three areas and the pages beyond them that state contract facts', () => {
    const ids = new Set(CONTRACT_PAGES.map((doc) => doc.id));
    expect(ids).toContain('console/tutorial-video-meeting');
    expect(ids).toContain('media/media-sdk-web');
    expect(ids).not.toContain('console/console-create-application');
  });

  it('every current page with example facts, in whole or in part, marks them where they stand', () => {
    const unmarked = allDocs()
      .filter((doc) => doc.tree.version === 'current' && doc.frontMatter.facts !== 'contract')
      .filter((doc) => !/<Convention\b/.test(doc.body))
      .map((doc) => path.relative(ROOT, doc.file));
    expect(unmarked).toEqual([]);
  });

  it('every entry of a release history says in its heading that it is sample history', () => {
    const mark = {ko: '예시 이력', en: 'sample history'} as const;
    const histories = allDocs().filter((doc) => /release-?note/i.test(doc.id));
    expect(histories.length).toBe(8);
    const unmarked = histories.flatMap((doc) =>
      [...doc.body.matchAll(/^## (\d+\.\d+\.\d+\b.*?)\s*\{\/\*/gm)]
        .filter(([, heading]) => !heading!.includes(`, ${mark[doc.tree.locale]})`))
        .map(([, heading]) => `${path.relative(ROOT, doc.file)}: ${heading}`),
    );
    expect(unmarked).toEqual([]);
    expect(histories.every((doc) => /^## \d+\.\d+\.\d+/m.test(doc.body))).toBe(true);
  });

  it('a page lists what the specification leaves open in one box at most, under its introduction', () => {
    const wrong = allDocs().flatMap((doc) => {
      const boxes = [...doc.body.matchAll(/<Convention\b[^>]*\bkind="unspecified"[^>]*>/g)];
      const firstHeading = /^## /m.exec(doc.body)?.index ?? doc.body.length;
      const where = path.relative(ROOT, doc.file);
      if (boxes.length > 1) return [`${where}: ${boxes.length} boxes`];
      if (boxes.some((box) => /\binline\b/.test(box[0]) || box.index > firstHeading))
        return [`${where}: not a box under the introduction`];
      return [];
    });
    expect(wrong).toEqual([]);
    expect(allDocs().filter((doc) => doc.body.includes('kind="unspecified"')).length).toBeGreaterThanOrEqual(16);
  });

  it('no page marks invented values with an admonition of its own instead of <Convention>', () => {
    const callouts = allDocs().flatMap((doc) =>
      [...doc.body.matchAll(/^:::\w+\[(?:예시|Example|Sample)[^\]]*\]/gm)].map(
        (match) => `${path.relative(ROOT, doc.file)}: ${match[0]}`,
      ),
    );
    expect(callouts).toEqual([]);
  });
});
