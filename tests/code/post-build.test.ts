/**
 * The post-build pipeline (postbuild/pipeline.ts): one route per built file, pages streamed through the
 * steps in their order over one parse each, precompression, the plugin's facts, and the site's steps
 * (postbuild/steps.ts) end to end on a small build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Element} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {afterEach, describe, expect, it} from 'vitest';
import {POST_BUILD_AREAS} from '../../config/areas';
import type {LoadContext, Plugin} from '@docusaurus/types';
import postbuildFactsPlugin, {
  factsDirOf,
  takeLocaleFacts,
  writeLocaleFacts,
  type LocaleFacts,
} from '../../plugins/postbuild-facts';
import {MANIFEST_META_NAME} from '../../plugins/search/manifest';
import {inlineScripts, sha256Source} from '../../postbuild/csp';
import {
  parseHtml,
  routeOf,
  runPipeline,
  writeChangedPages,
  type BuiltPage,
  type PostBuildStep,
} from '../../postbuild/pipeline';
import {brotliQualityOf, compressedTwins, precompress, precompression} from '../../postbuild/precompress';
import {readRedirects} from '../../postbuild/redirects';
import {postBuildSteps} from '../../postbuild/steps';
import {ALL_DOC_ROUTES} from '../support/spec-routes';
import {DOCS_TREES, LOCALES} from '../support/site';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

function tempBuild(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
  dirs.push(dir);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('the route of a built file', () => {
  it("is the same for `<path>.html` and `<path>/index.html` of every docs tree's routes", () => {
    for (const {prefix} of DOCS_TREES) {
      for (const route of ALL_DOC_ROUTES) {
        const name = `${prefix}/${route}`.slice(1);
        expect(routeOf('/', `${name}.html`)).toBe(`${prefix}/${route}`);
        expect(routeOf('/', `${name}/index.html`)).toBe(`${prefix}/${route}`);
      }
    }
  });

  it("is the same read from the build's root or from a locale's folder under its base URL", () => {
    for (const {prefix} of LOCALES.filter(({prefix}) => prefix !== '')) {
      for (const route of ALL_DOC_ROUTES) {
        expect(routeOf(`${prefix}/`, `${route}.html`)).toBe(routeOf('/', `${prefix.slice(1)}/${route}.html`));
      }
    }
  });

  it("is the locale's base URL for the locale's own index.html", () => {
    for (const {prefix} of LOCALES) expect(routeOf(`${prefix}/`, 'index.html')).toBe(`${prefix}/`);
  });
});

describe('the pipeline', () => {
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><div id="__docusaurus">${title}</div></body></html>`;
  const meta = (name: string): Element => ({type: 'element', tagName: 'meta', properties: {name}, children: []});

  it('streams each page through every step in their order, then finishes the steps in that order', async () => {
    const dir = tempBuild({'a.html': page('a'), 'b/index.html': page('b')});
    const calls: string[] = [];
    const step = (name: string) => ({
      name,
      page: ({route}: BuiltPage) => void calls.push(`${name} ${route}`),
      finish: () => void calls.push(`${name} done`),
    });
    await runPipeline(dir, [step('first'), step('second')]);
    expect(calls).toEqual(['first /a', 'second /a', 'first /b', 'second /b', 'first done', 'second done']);
  });

  it('adds from a finish what a page hook marked, written in a final pass with nothing else moved', async () => {
    const dir = tempBuild({'a.html': page('a'), 'b.html': page('b')});
    const seen: string[] = [];
    const later: ((node: Element) => void)[] = [];
    const run = await runPipeline(dir, [
      {
        name: 'marks, then adds',
        page: ({route, tree, appendLater}) => {
          if (route === '/a') later.push(appendLater(select('head', tree)!));
        },
        finish: () => {
          for (const add of later) add(meta('first'));
          for (const add of later) add(meta('second'));
        },
      },
      {
        name: 'reads',
        page: ({route, tree}) => void seen.push(`${route} ${selectAll('meta', tree).length}`),
        finish: () => void seen.push(fs.readFileSync(path.join(dir, 'a.html'), 'utf8')),
      },
      writeChangedPages,
    ]);
    // The tree is only for the page hooks: what a finish adds reaches the written file, not the later steps.
    expect(seen).toEqual(['/a 0', '/b 0', page('a')]);
    expect(fs.readFileSync(path.join(dir, 'a.html'), 'utf8')).toBe(
      page('a').replace('</head>', '<meta name="first"><meta name="second"></head>'),
    );
    expect(fs.readFileSync(path.join(dir, 'b.html'), 'utf8')).toBe(page('b'));
    expect(run.changed.map(({file}) => file)).toEqual(['a.html']);
  });

  it('refuses to add a script once the page hooks (and the CSP step) have seen the page', async () => {
    const dir = tempBuild({'a.html': page('a')});
    let add: ((node: Element) => void) | undefined;
    const script: Element = {type: 'element', tagName: 'script', properties: {}, children: []};
    await expect(
      runPipeline(dir, [
        {name: 'marks', page: ({tree, appendLater}) => void (add = appendLater(select('head', tree)!))},
        {name: 'adds a script', finish: () => add?.(script)},
      ]),
    ).rejects.toThrow(/<script>/);
  });
});

describe('precompression', () => {
  const brotli = (content: Buffer, quality: number) =>
    zlib.brotliCompressSync(content, {
      params: {[zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length},
    });

  it('writes on every thread the bytes zlib writes with the settings of the step, for files of 1 KiB and more', async () => {
    const files: Record<string, string> = {'small.js': 'x'.repeat(1023)};
    for (let index = 0; index < 6; index += 1)
      files[`page${index}.html`] = `<p>${'본문 '.repeat(400 * (index + 1))}</p>`;
    files['page0.md'] = `# ${'본문 '.repeat(800)}`;
    files['assets/main.js'] = `console.log(${JSON.stringify('본문 '.repeat(800))});`;
    const json = JSON.stringify({terms: '회의실 '.repeat(600)});
    files['search/current.shard.0123456789ab.json'] = json;
    files['en/search/current.sections.0123456789ab.json'] = json;
    files['search/current.meta.0123456789ab.json'] = json;
    files['search/current.index.0123456789ab.json'] = json;
    const dir = tempBuild(files);
    expect(await precompress(dir, 3)).toEqual({
      files: 12,
      bytes: Object.values(files)
        .slice(1)
        .reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    });
    for (const file of Object.keys(files).slice(1)) {
      const content = fs.readFileSync(path.join(dir, file));
      expect(fs.readFileSync(path.join(dir, `${file}.gz`))).toEqual(zlib.gzipSync(content, {level: 9}));
      // Quality 8 for the pages and their twins, 10 for the search's shards and section chunks, 11 for what every
      // reader downloads and caches (precompress.ts).
      const quality = /\.(html|md)$/.test(file) ? 8 : /\.(shard|sections)\./.test(file) ? 10 : 11;
      expect(brotliQualityOf(file)).toBe(quality);
      expect(fs.readFileSync(path.join(dir, `${file}.br`))).toEqual(brotli(content, quality));
      // What the benches write for a file they add is what the step writes.
      expect(compressedTwins(content, file)).toEqual({
        gz: fs.readFileSync(path.join(dir, `${file}.gz`)),
        br: fs.readFileSync(path.join(dir, `${file}.br`)),
      });
    }
    expect(fs.existsSync(path.join(dir, 'small.js.gz'))).toBe(false);
  });

  it('starts before the pages with the files other than pages, and compresses again those a step rewrote', async () => {
    const text = (word: string) => word.repeat(2000);
    const dir = tempBuild({
      'a.html': `<!DOCTYPE html><html><head></head><body>${text('a')}</body></html>`,
      'assets/kept.js': text('kept;'),
      'assets/rewritten.js': text('old;'),
      'assets/removed.css': text('p{}'),
      'assets/shrunk.js': text('large;'),
    });
    /** Waits for the compression that started before the pages to have written `file`'s Brotli twin. */
    const compressed = async (file: string) => {
      while (!fs.existsSync(path.join(dir, `${file}.br`))) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const rewrite: PostBuildStep = {
      name: 'rewrite',
      async page() {
        await compressed('assets/rewritten.js');
        fs.writeFileSync(path.join(dir, 'assets/rewritten.js'), text('new;'));
        fs.writeFileSync(path.join(dir, 'twin.md'), text('# twin '));
        await compressed('assets/removed.css');
        fs.rmSync(path.join(dir, 'assets/removed.css'));
        await compressed('assets/shrunk.js');
        fs.writeFileSync(path.join(dir, 'assets/shrunk.js'), 'small;');
      },
    };
    const {timings} = await runPipeline(dir, [rewrite, precompression(2)]);
    expect(timings.at(-1)?.summary).toMatch(/^4 files, \d+ KiB, 2 threads; 4 beside the page loop, 1 of them again$/);
    for (const file of ['a.html', 'assets/kept.js', 'assets/rewritten.js', 'twin.md']) {
      const content = fs.readFileSync(path.join(dir, file));
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${file}.gz`)))).toEqual(content);
      expect(fs.readFileSync(path.join(dir, `${file}.br`))).toEqual(brotli(content, brotliQualityOf(file)));
    }
    expect(fs.readdirSync(path.join(dir, 'assets')).filter((file) => /^(removed|shrunk)/.test(file))).toEqual([
      'shrunk.js',
    ]);
  });

  it('compresses the files other than pages while the page loop keeps the main thread busy', async () => {
    const assets = ['a', 'b', 'c', 'd'].map((name) => `assets/${name}.js`);
    const dir = tempBuild({
      'a.html': `<!DOCTYPE html><html><head></head><body>${'a'.repeat(2000)}</body></html>`,
      ...Object.fromEntries(assets.map((file) => [file, `${file};`.repeat(500)])),
    });
    // The page hook never returns to the event loop, as a page loop of synchronous hooks does not: one worker
    // (two threads, one of them the main thread's) must still take every asset in turn.
    const busy: PostBuildStep = {
      name: 'busy',
      page() {
        const deadline = Date.now() + 10_000;
        while (!assets.every((file) => fs.existsSync(path.join(dir, `${file}.br`)))) {
          if (Date.now() > deadline) throw new Error('the assets were not compressed while the page loop ran');
        }
      },
    };
    const {timings} = await runPipeline(dir, [busy, precompression(2)]);
    expect(timings.at(-1)?.summary).toMatch(/; 4 beside the page loop, 0 of them again$/);
  });
});

describe('the postbuild-facts plugin', () => {
  it("leaves its facts in the site's generated files, none in the build, for the pipeline of that build only", async () => {
    const site = tempBuild({});
    const outDir = path.join(site, 'build', 'en');
    fs.mkdirSync(outDir, {recursive: true});
    const context = {generatedFilesDir: path.join(site, '.docusaurus'), i18n: {currentLocale: 'en'}};
    const plugin = (await postbuildFactsPlugin(context as unknown as LoadContext, {areas: POST_BUILD_AREAS})) as Plugin;
    // The navbar as the theme translated it: the areas are named once, from it, into the facts.
    const navbar = {
      items: [
        {
          type: 'dropdown',
          label: 'Getting started',
          items: [{type: 'docSidebar', sidebarId: 'consoleSidebar', label: 'The console'}],
        },
        {
          type: 'dropdown',
          label: 'References',
          items: [{type: 'doc', docId: 'rest-api/media-rest-api', label: 'Media'}],
        },
      ],
    };
    const siteConfig = {baseUrl: '/en/', url: 'https://docs.example.com', title: 'Docs', themeConfig: {navbar}};
    await plugin.postBuild?.({outDir, siteConfig} as unknown as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
    expect(fs.readdirSync(outDir)).toEqual([]);

    const factsDir = factsDirOf(context.generatedFilesDir);
    expect(takeLocaleFacts(factsDir, path.join(site, 'other-build'))).toEqual([]);
    const [facts] = takeLocaleFacts(factsDir, path.join(site, 'build'));
    expect(facts).toMatchObject({locale: 'en', outDir, baseUrl: '/en/'});
    const titles = new Map(facts!.areas.map((area) => [area.key, area.title]));
    expect(titles.get('console')).toBe('The console');
    expect(titles.get('rest-api')).toBe('References');
    // An area the navbar names nowhere keeps its own label.
    expect(titles.get('media')).toBe(POST_BUILD_AREAS.find((area) => area.key === 'media')!.label);
    expect(fs.readdirSync(factsDir)).toEqual([]);
  });
});

describe("the site's post-build steps", () => {
  // A doc llms.txt lists, in an area of its own.
  const docId = 'console/guide';
  const facts: LocaleFacts = {
    locale: 'ko',
    baseUrl: '/',
    url: 'https://docs.example.com',
    title: 'Docs',
    areas: [{key: 'console', title: '콘솔', docs: [docId]}],
    versions: [{name: 'current', docs: [{id: docId, title: '안내', permalink: '/guide'}]}],
  };
  const docPage = `<!DOCTYPE html><html class="docs-doc-page docs-version-current docs-doc-id-${docId}"><head><title>안내 | Docs</title><script>window.early=1</script></head><body><div id="__docusaurus"><article><div class="theme-doc-markdown markdown"><header><h1>안내</h1></header><h2 id="a">처음</h2><p>${'본문입니다. '.repeat(200)}</p></div></article></div><script>window.late=2</script></body></html>`;
  const redirectPage =
    '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/guide"></head><script>location.href="/guide"</script></html>';

  async function built() {
    const dir = tempBuild({'guide.html': docPage, 'old/index.html': redirectPage});
    const generated = `${dir}-generated`;
    const factsDir = `${dir}-facts`;
    dirs.push(generated, factsDir);
    writeLocaleFacts(factsDir, {...facts, outDir: dir});
    await runPipeline(dir, postBuildSteps(generated), {factsDir});
    return {dir, generated, factsDir};
  }

  it('add the search manifest to app pages only, and the CSP allows every script as written', async () => {
    const {dir, generated} = await built();
    const written = fs.readFileSync(path.join(dir, 'guide.html'), 'utf8');
    const manifest = select(`meta[name="${MANIFEST_META_NAME}"]`, parseHtml(written))?.properties.content;
    const files = Object.values(JSON.parse(String(manifest)) as Record<string, {documents: string; index: string}>);
    expect(
      files.flatMap(({documents, index}) => [documents, index]).every((file) => fs.existsSync(path.join(dir, file))),
    ).toBe(true);
    const documents = JSON.parse(fs.readFileSync(path.join(dir, files[0]!.documents), 'utf8')) as {pages: unknown};
    expect(documents.pages).toEqual([['/guide', '안내', '콘솔']]);
    // Nothing else of the page changed.
    expect(written.replace(/<meta name="nuri-search"[^>]*>/, '')).toBe(docPage);
    // The redirect page, rewritten as valid HTML: a title, a link, and the same refresh and script.
    const redirect = parseHtml(fs.readFileSync(path.join(dir, 'old/index.html'), 'utf8'));
    expect(select('html', redirect)?.properties.lang).toBe('ko');
    expect(toString(select('head > title', redirect)!)).toBe('/guide');
    expect(select('head > meta[http-equiv="refresh"]', redirect)?.properties.content).toBe('0; url=/guide');
    expect(select('body a[href="/guide"]', redirect)).toBeDefined();
    expect(inlineScripts(redirect)).toEqual(inlineScripts(parseHtml(redirectPage)));

    const {scriptHashes} = JSON.parse(fs.readFileSync(path.join(generated, 'csp.json'), 'utf8')) as {
      scriptHashes: string[];
    };
    const scripts = [written, redirectPage].flatMap((html) => inlineScripts(parseHtml(html)));
    expect(scriptHashes).toEqual([...new Set(scripts.map(sha256Source))].sort());
  });

  it('write twins and redirects, compress the files as finally written and take the facts', async () => {
    const {dir, generated, factsDir} = await built();
    expect(fs.readFileSync(path.join(dir, 'guide.md'), 'utf8')).toMatch(/^# 안내\n\n## 처음\n/);
    // Under its area's name from the facts, as the search results name it (below).
    expect(fs.readFileSync(path.join(dir, 'llms.txt'), 'utf8')).toContain(
      '## 콘솔\n\n- [안내](https://docs.example.com/guide.md)',
    );
    expect(readRedirects(generated)).toEqual([{from: '/old', to: '/guide'}]);
    const page = fs.readFileSync(path.join(dir, 'guide.html'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'guide.html.br')))).toEqual(page);
    expect(fs.readdirSync(factsDir)).toEqual([]);
  });

  it('leave a build without the postbuild-facts plugin unchanged but for its CSP, redirects and compressed files', async () => {
    const dir = tempBuild({'guide.html': docPage, 'old/index.html': redirectPage});
    const generated = `${dir}-generated`;
    dirs.push(generated);
    await runPipeline(dir, postBuildSteps(generated));
    expect(fs.readFileSync(path.join(dir, 'guide.html'), 'utf8')).toBe(docPage);
    expect(fs.readdirSync(dir).sort()).toEqual(['guide.html', 'guide.html.br', 'guide.html.gz', 'old']);
    expect(readRedirects(generated)).toEqual([{from: '/old', to: '/guide'}]);
    expect(fs.readdirSync(generated).sort()).toEqual(['csp.conf', 'csp.json', 'redirects.conf', 'redirects.json']);
  });
});
