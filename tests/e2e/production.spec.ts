import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {inlineScripts, sha256Source} from '../../postbuild/csp';
import {htmlFiles as builtHtmlFiles, parseHtml, routeOf} from '../../postbuild/pipeline';
import {BUILD, LOCALES, ROOT} from '../support/site';
import {
  builtFile,
  expect,
  expectDiagrams,
  gotoHydrated,
  mermaidDiagramCount,
  rawGet,
  type RawResponse,
  REDIRECTS,
  sitemapPaths,
  test,
} from './support';

/** Every built page's file, as an absolute path. */
const htmlFiles = (dir: string): string[] => builtHtmlFiles(dir).map((file) => path.join(dir, file));

/** Data files outside /assets (the search documents and index); not content-hashed by the bundler. */
function dataFiles(): string[] {
  return fs
    .readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.json') && !/(^|\/)assets\//.test(file))
    .map((file) => `/${file.split(path.sep).join('/')}`);
}

const SECURITY_HEADERS = {
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/,
  'x-frame-options': /^DENY$/,
  'content-security-policy': /script-src 'self' 'sha256-/,
};

function expectSecurityHeaders(response: RawResponse, what: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(String(response.headers[name] ?? ''), `${name} on ${what}`).toMatch(value);
  }
  // Over plain HTTP a browser ignores it; the HTTPS server sends it (tls.spec.ts).
  expect(response.headers['strict-transport-security'], `Strict-Transport-Security on ${what}`).toBeUndefined();
}

test.describe('security headers', () => {
  const responses = {
    'a page': '/en/api-media',
    'the landing page': '/',
    'a script bundle': () => builtFile('assets/js', /^main\..*\.js$/),
    'an image': '/img/logo.svg',
    'a Markdown twin': '/en/api-media.md',
    'llms.txt': '/llms.txt',
    'an unknown path (404)': '/en/no-such-page',
    'a redirect (301)': '/en/api-media.html',
    'a malformed path nginx rejects itself': '/%2e%2e/%2e%2e/etc/passwd',
  };
  for (const [what, target] of Object.entries(responses)) {
    test(`every response carries them: ${what}`, async ({baseURL}) => {
      const response = await rawGet(baseURL!, typeof target === 'function' ? target() : target);
      expectSecurityHeaders(response, what);
    });
  }

  test('the Content-Security-Policy allows scripts only from the site and by hash', async ({baseURL}) => {
    const policy = String((await rawGet(baseURL!, '/')).headers['content-security-policy']);
    const directives = new Map(
      policy.split(/;\s*/).map((directive) => {
        const [name, ...sources] = directive.split(/\s+/);
        return [name!, sources] as const;
      }),
    );
    const scriptSources = directives.get('script-src') ?? [];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(scriptSources.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  test('every inline script of every built page is allowed by its hash', async ({baseURL}) => {
    const policy = String((await rawGet(baseURL!, '/')).headers['content-security-policy']);
    const uncovered = htmlFiles(BUILD).flatMap((file) =>
      inlineScripts(parseHtml(fs.readFileSync(file, 'utf8')))
        .filter((script) => !policy.includes(sha256Source(script)))
        .map((script) => `${path.relative(BUILD, file)}: ${script.slice(0, 80)}`),
    );
    expect(uncovered).toEqual([]);
  });

  test('no built page streams parts of itself behind inline scripts (React Suspense boundaries)', () => {
    const streamed = htmlFiles(BUILD).filter((file) => /<template id="?B:|\$RC\(/.test(fs.readFileSync(file, 'utf8')));
    expect(streamed.map((file) => path.relative(BUILD, file))).toEqual([]);
  });
});

test.describe('no page breaks the Content-Security-Policy', () => {
  const firstWithDiagrams = (locale: 'ko' | 'en') =>
    sitemapPaths(locale).find((pagePath) => mermaidDiagramCount(pagePath) > 0);

  for (const [locale, prefix] of [
    ['ko', ''],
    ['en', '/en'],
  ] as const) {
    test(`the ${locale} landing page, a doc, a reference and a page with diagrams, in both colour modes`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as {cspViolations: string[]}).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const diagramPage = firstWithDiagrams(locale);
      const pages = [
        `${prefix}/`,
        `${prefix}/api-media-concept`,
        `${prefix}/restAPI/media-rest-api`,
        ...(diagramPage ? [diagramPage] : []),
      ];
      for (const pagePath of pages) {
        await gotoHydrated(page, pagePath);
        if (pagePath === diagramPage) await expectDiagrams(page, mermaidDiagramCount(pagePath));
        await page.locator('.navbar button[class*="toggleButton"]').first().click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        if (pagePath === diagramPage) await expectDiagrams(page, mermaidDiagramCount(pagePath));
        await page.locator('.navbar__search-input').first().focus();
        const violations = await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
        expect(violations, pagePath).toEqual([]);
        await page.evaluate(() => localStorage.removeItem('theme'));
      }
    });
  }
});

test.describe('start-up', () => {
  test('no built page has a script tag that loads the app: its bundles are preloaded at low priority instead', () => {
    const appPages = htmlFiles(BUILD).filter((file) => fs.readFileSync(file, 'utf8').includes('id=__docusaurus'));
    expect(appPages.length).toBeGreaterThan(200);
    const wrong = appPages.filter((file) => {
      const html = fs.readFileSync(file, 'utf8');
      return (
        /<script[^>]+src=/.test(html) ||
        !/<link rel=preload as=script fetchpriority=low href=\S+main\.[0-9a-f]+\.js data-app-script/.test(html)
      );
    });
    expect(wrong.map((file) => path.relative(BUILD, file))).toEqual([]);
  });

  test('once the page is painted, the runtime and then the main bundle run, and the page hydrates', async ({page}) => {
    await gotoHydrated(page, '/en/api-media-concept');
    const started = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll('body > script[src]'),
        (script) => new URL((script as HTMLScriptElement).src).pathname,
      ),
    );
    expect(started).toEqual([
      expect.stringMatching(/\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/),
      expect.stringMatching(/\/assets\/js\/main\.[0-9a-f]+\.js$/),
    ]);
  });
});

test.describe('what ships', () => {
  // Docusaurus writes the site config, plugins' options included, into the client bundle: an option holding an
  // absolute path would publish the build machine's folders and make every checkout build different bundles.
  test('no built file holds a path of the checkout it was built in', () => {
    const files = fs
      .readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.(html|js|json|md|txt|xml|css)$/.test(file));
    expect(files.length).toBeGreaterThan(500);
    const leaking = files.filter((file) => fs.readFileSync(path.join(BUILD, file), 'utf8').includes(ROOT));
    expect(leaking).toEqual([]);
  });
});

test.describe('compression', () => {
  for (const pagePath of ['/api-media-concept', '/en/api-media-concept']) {
    test(`Chromium receives the page and every precompressed script and style with Brotli: ${pagePath}`, async ({
      page,
    }) => {
      const encodings: string[] = [];
      page.on('response', async (response) => {
        const url = new URL(response.url()).pathname;
        const isAsset = ['script', 'stylesheet'].includes(response.request().resourceType());
        if (!isAsset && response.request().resourceType() !== 'document') return;
        if (isAsset && !fs.existsSync(path.join(BUILD, `${url}.br`))) return;
        encodings.push(`${url} ${(await response.allHeaders())['content-encoding'] ?? 'none'}`);
      });
      await gotoHydrated(page, pagePath);
      await page.waitForLoadState('networkidle');
      expect(encodings.length).toBeGreaterThan(5);
      expect(encodings.filter((entry) => !entry.endsWith(' br'))).toEqual([]);
    });
  }

  const samples = {
    HTML: '/en/api-media-concept',
    JavaScript: () => builtFile('assets/js', /^main\..*\.js$/),
    CSS: () => builtFile('assets/css', /\.css$/),
    YAML: '/openapi/media.yaml',
    'the sitemap': '/sitemap.xml',
  };
  for (const [what, target] of Object.entries(samples)) {
    for (const [encoding, decompress] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      test(`${what} is sent precompressed with ${encoding}`, async ({baseURL}) => {
        const url = typeof target === 'function' ? target() : target;
        const plain = await rawGet(baseURL!, url);
        const compressed = await rawGet(baseURL!, url, {'Accept-Encoding': encoding});
        expect(compressed.status).toBe(200);
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.headers.vary).toMatch(/Accept-Encoding/);
        expect(compressed.body.length).toBeLessThan(plain.body.length);
        expect(decompress(compressed.body).equals(plain.body)).toBe(true);
      });
    }
  }
});

test.describe('caching', () => {
  test('content-hashed bundles are cached for a year as immutable', async ({baseURL}) => {
    for (const url of [builtFile('assets/js', /^main\..*\.js$/), builtFile('en/assets/css', /\.css$/)]) {
      expect((await rawGet(baseURL!, url)).headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  test('pages, the not-found page and sitemaps are revalidated on every visit', async ({baseURL}) => {
    for (const url of ['/', '/en/', '/api-media', '/en/restAPI/chat-rest-api', '/no-such-page', '/sitemap.xml']) {
      expect((await rawGet(baseURL!, url)).headers['cache-control'], url).toBe('no-cache');
    }
  });

  test('search data files outside /assets are revalidated on every visit', async ({baseURL}) => {
    const files = dataFiles();
    expect(files.length, 'the build writes the search documents and index as JSON').toBeGreaterThan(0);
    for (const url of files) expect((await rawGet(baseURL!, url)).headers['cache-control'], url).toBe('no-cache');
  });
});

test.describe('not-found pages', () => {
  const notFound = {ko: '페이지를 찾을 수 없습니다', en: 'Page Not Found'};
  const cases = [
    ['/no-such-page', 'ko'],
    ['/en/no-such-page', 'en'],
    ['/api-media/nested/deeper', 'ko'],
    ['/en/1.x/no-such-page', 'en'],
    ['/fr/api-media', 'ko'],
    ['/404', 'ko'],
    ['/en/404', 'en'],
    ['/404.html', 'ko'],
    ['/index', 'ko'],
    ['/assets/js/', 'ko'],
    ['/img', 'ko'],
    ['/.git/config', 'ko'],
  ] as const;
  for (const [url, locale] of cases) {
    test(`${url} answers 404 with the ${locale} not-found page`, async ({baseURL}) => {
      const response = await rawGet(baseURL!, url);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body.toString()).toContain(notFound[locale]);
      expect(response.body.toString()).toContain(`<title data-rh=true>${notFound[locale]} | Nuri Developers</title>`);
    });
  }

  test.describe('after hydration', () => {
    // The browser reports the page's own 404 status as a console error.
    test.use({expectedProblems: [/status of 404/]});
    for (const [url, locale] of [
      ['/no-such-page', 'ko'],
      ['/en/no-such-page', 'en'],
    ] as const) {
      test(`${url} keeps the title that names the page`, async ({page}) => {
        await gotoHydrated(page, url);
        await expect(page).toHaveTitle(`${notFound[locale]} | Nuri Developers`);
      });
    }
  });
});

test.describe('redirects', () => {
  test("every page of each locale's sitemap is the route of a built file, as the post-build steps name it", () => {
    const routes = new Set(
      builtHtmlFiles(BUILD).map((file) => {
        const locale = LOCALES.find(({prefix}) => prefix !== '' && file.startsWith(`${prefix.slice(1)}/`));
        return locale ? routeOf(`${locale.prefix}/`, file.slice(locale.prefix.length)) : routeOf('/', file);
      }),
    );
    const missing = LOCALES.flatMap(({locale}) => sitemapPaths(locale)).filter((route) => !routes.has(route));
    expect(missing).toEqual([]);
  });

  const cases = REDIRECTS;
  for (const [from, to] of cases) {
    test(`${from} is a permanent redirect to ${to}`, async ({baseURL}) => {
      const response = await rawGet(baseURL!, from);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(to);
    });
  }

  test('a redirect never leaves the site, even for a path that looks like a host', async ({baseURL}) => {
    const response = await rawGet(baseURL!, '//evil.example/x');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/evil.example/x');
  });
});
