/**
 * One set of example values: config/product.ts defines every invented host, ID, user and token, and the OpenAPI
 * specs (YAML, so not templated) and the docs' Markdown write exactly those. tests/e2e/example-values.spec.ts
 * checks the same over every built page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {
  EXAMPLE_APPLICATION_ID,
  EXAMPLE_HOSTS,
  EXAMPLE_IDS,
  EXAMPLE_MOCK_ORIGINS,
  EXAMPLE_TOKENS,
  EXAMPLE_USER_IDS,
  DEFAULT_SITE_URL,
} from '../../config/product';
import {siteUrl} from '../../config/site';
import {robotsTxt} from '../../plugins/robots-txt';
import {allDocs} from '../support/docs';
import {PRODUCT_VALUES, unknownValues} from '../support/example-values';
import {ROOT} from '../support/site';

const SPEC_FILES = fs
  .readdirSync(path.join(ROOT, 'openapi'), {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => path.join('openapi', file));

describe('config/product.ts', () => {
  it('invents hosts only under the reserved example domain (or the reader’s own machine)', () => {
    const hosts = [...PRODUCT_VALUES]
      .filter((value) => /^https?:\/\//.test(value))
      .map((value) => new URL(value).hostname);
    expect(hosts.length).toBeGreaterThan(10);
    expect(hosts.filter((host) => !/\.example$/.test(host) && host !== 'localhost')).toEqual([]);
  });

  it('builds its tokens from its own IDs', () => {
    const payload = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload(EXAMPLE_TOKENS.accessToken)).toEqual({sub: EXAMPLE_USER_IDS[0]});
    expect(payload(EXAMPLE_TOKENS.attendeeJoinToken)).toEqual({room: EXAMPLE_IDS.mediaRoom, sub: EXAMPLE_USER_IDS[1]});
    expect(unknownValues(JSON.stringify(Object.values(EXAMPLE_TOKENS)))).toEqual([]);
  });
});

describe('the site URL', () => {
  it('is the example domain unless the deployer sets SITE_URL', () => {
    expect(siteUrl({})).toBe(DEFAULT_SITE_URL);
    expect(siteUrl({SITE_URL: ' https://docs.acme.test/ '})).toBe('https://docs.acme.test');
  });

  it('rejects a SITE_URL that is not an origin, saying what it should be', () => {
    expect(() => siteUrl({SITE_URL: 'docs.acme.test'})).toThrow(/absolute http\(s\) URL/);
    expect(() => siteUrl({SITE_URL: 'https://acme.test/docs'})).toThrow(/origin without a path/);
    expect(() => siteUrl({SITE_URL: 'ftp://acme.test'})).toThrow(/origin without a path/);
  });

  it('reaches robots.txt with every locale’s sitemap', () => {
    expect(robotsTxt('https://docs.acme.test', '/', ['ko', 'en'], 'ko')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.acme.test/sitemap.xml\nSitemap: https://docs.acme.test/en/sitemap.xml\n',
    );
  });
});

describe('the OpenAPI specs use the example values of config/product.ts', () => {
  it.each(SPEC_FILES)('%s has no other ID- or host-looking value', (file) => {
    expect(unknownValues(fs.readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });

  /** Every `example` of a parameter or property, with the name it belongs to. */
  function namedExamples(node: unknown, name = ''): {name: string; value: unknown}[] {
    if (Array.isArray(node)) return node.flatMap((child) => namedExamples(child, name));
    if (node === null || typeof node !== 'object') return [];
    const object = node as Record<string, unknown>;
    const own = typeof object.name === 'string' ? object.name : name;
    const here = 'example' in object ? [{name: own, value: object.example}] : [];
    return [
      ...here,
      ...Object.entries(object).flatMap(([key, child]) =>
        key === 'example'
          ? []
          : namedExamples(child, key === 'properties' || key === 'parameters' || key === 'content' ? own : key),
      ),
    ];
  }

  const examples = SPEC_FILES.filter((file) => !file.includes('overlays')).flatMap((file) =>
    namedExamples(parse(fs.readFileSync(path.join(ROOT, file), 'utf8'))).map((example) => ({...example, file})),
  );

  it('the application ID is the example application', () => {
    const ids = examples.filter(({name}) => /^application_?id$/i.test(name));
    expect(ids.length).toBeGreaterThan(1);
    expect(ids.filter(({value}) => value !== EXAMPLE_APPLICATION_ID)).toEqual([]);
  });

  it('user IDs are the example users', () => {
    const users = examples.filter(({name}) => /^(user_?id|requester_id|created_by|recipient_id)$/i.test(name));
    expect(users.length).toBeGreaterThan(3);
    expect(users.filter(({value}) => !(EXAMPLE_USER_IDS as readonly unknown[]).includes(value))).toEqual([]);
  });

  it('the room in a path is the example room', () => {
    const rooms = examples.filter(({name}) => /^room_?id$/i.test(name));
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.filter(({value}) => value !== EXAMPLE_IDS.mediaRoom)).toEqual([]);
  });
});

describe('the docs use the example values of config/product.ts', () => {
  it('no page of any version or locale has another ID- or host-looking value', () => {
    const docs = allDocs();
    expect(docs.length).toBeGreaterThan(200);
    const unknown = docs.flatMap((doc) =>
      unknownValues(doc.body).map(({kind, value}) => `${path.relative(ROOT, doc.file)}: ${kind} ${value}`),
    );
    expect(unknown).toEqual([]);
  });

  it('the passport login issuer in the docs is the example issuer (or the tutorial’s local stand-in)', () => {
    const issuers = allDocs().flatMap((doc) => [...doc.body.matchAll(/PASSPORT_ISSUER="([^"]+)"/g)].map((m) => m[1]));
    expect(issuers.length).toBeGreaterThan(0);
    expect(new Set(issuers)).toEqual(new Set([EXAMPLE_HOSTS.passportIssuer, EXAMPLE_MOCK_ORIGINS.passportIssuer]));
  });
});
