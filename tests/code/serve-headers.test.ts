/**
 * The response headers both servers send (scripts/serve-headers.ts over deploy/headers.json): which response gets
 * which Cache-Control and HSTS, and that a value nginx could not hold as it is stops both servers instead of
 * reaching a reader. tests/e2e/servers.spec.ts and tls.spec.ts check what the running servers send.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  cacheControl,
  HEADERS_FILE,
  nginxHeaders,
  readHeaderRules,
  responseHeaders,
  type HeaderRules,
} from '../../scripts/serve-headers';

const rules = readHeaderRules();
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cacheControl', () => {
  it('caches a served content-hashed bundle of either locale for a year, and nothing else', () => {
    for (const pathname of ['/assets/js/main.3a6b1035.js', '/en/assets/css/styles.1f2e.css']) {
      for (const status of [200, 206, 304]) expect(cacheControl(rules, {pathname, status}), pathname).toBe(IMMUTABLE);
    }
    const revalidated = [
      ['/assets/js/no-such-bundle.js', 404],
      ['/en/api-media', 200],
      ['/search/current.index.f69e3432d025.json', 200],
      ['/img/logo.svg', 200],
      ['/en/api-media.html', 301],
      ['/docs/assets/x.js', 200],
    ] as const;
    for (const [pathname, status] of revalidated)
      expect(cacheControl(rules, {pathname, status}), `${status} ${pathname}`).toBe('no-cache');
  });
});

describe('responseHeaders', () => {
  const facts = {pathname: '/en/api-media', status: 200};

  it('sends HSTS over HTTPS only, and every other header either way', () => {
    const plain = responseHeaders(rules, "default-src 'self'", {...facts, https: false});
    const secure = responseHeaders(rules, "default-src 'self'", {...facts, https: true});
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(secure['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    const {['Strict-Transport-Security']: _hsts, ...rest} = secure;
    expect(rest).toEqual(plain);
    expect(plain).toMatchObject({
      'Content-Security-Policy': "default-src 'self'",
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cache-Control': 'no-cache',
    });
  });
});

describe('nginxHeaders', () => {
  it('adds every header at the http level, HSTS and the cache rule through maps of $https and the status', () => {
    const conf = nginxHeaders(rules);
    for (const [name, value] of Object.entries(rules.everyResponse))
      expect(conf).toContain(`add_header ${name} "${value}" always;`);
    expect(conf).toContain('add_header Content-Security-Policy $csp always;');
    expect(conf).toMatch(/map \$https \$nuri_strict_transport_security \{\n {2}on "max-age=\d+; includeSubDomains";/);
    expect(conf).toContain('add_header Strict-Transport-Security $nuri_strict_transport_security always;');
    expect(conf).toContain(`"~^(200|206|304):(/en)?/assets/" "${IMMUTABLE}";`);
  });
});

describe('readHeaderRules', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
  });

  /** deploy/headers.json with one change, written to a temporary file. */
  function rulesFile(change: (raw: HeaderRules) => unknown): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-headers-'));
    dirs.push(dir);
    const file = path.join(dir, 'headers.json');
    fs.writeFileSync(file, JSON.stringify(change(JSON.parse(fs.readFileSync(HEADERS_FILE, 'utf8')) as HeaderRules)));
    return file;
  }

  it('refuses a value nginx would read otherwise than written (quote, variable, backslash, line break)', () => {
    for (const value of ['a "quoted" word', 'max-age=$age', 'back\\slash', 'two\nlines']) {
      const file = rulesFile((raw) => ({...raw, everyResponse: {...raw.everyResponse, 'X-Frame-Options': value}}));
      expect(() => readHeaderRules(file), JSON.stringify(value)).toThrow(/X-Frame-Options must be a string without/);
    }
  });

  it('refuses a header name that is not one, and a cache rule that is not anchored', () => {
    const badName = rulesFile((raw) => ({...raw, everyResponse: {'X Frame': 'DENY'}}));
    expect(() => readHeaderRules(badName)).toThrow(/"X Frame" is not a header name/);
    const unanchored = rulesFile((raw) => ({
      ...raw,
      cacheControl: {...raw.cacheControl, immutable: {...raw.cacheControl.immutable, paths: '/assets/'}},
    }));
    expect(() => readHeaderRules(unanchored)).toThrow(/starts with \^/);
  });
});
