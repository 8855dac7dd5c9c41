/**
 * The post-build pipeline (scripts/production/pipeline.ts): one route per built file, steps in their order over
 * one parse of each page, and the site's steps (scripts/production/steps.ts) end to end on a small build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Element} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {afterEach, describe, expect, it} from 'vitest';
import {areaSections} from '../../config/areas';
import {FACTS_FILE, type LocaleFacts} from '../../plugins/post-build';
import {MANIFEST_META_NAME} from '../../plugins/search/manifest';
import {inlineScripts, sha256Source} from '../../scripts/production/csp';
import {parseHtml, routeOf, runPipeline, writeChangedPages, type BuiltPage} from '../../scripts/production/pipeline';
import {readRedirects} from '../../scripts/production/redirects';
import {postBuildSteps} from '../../scripts/production/steps';
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

  it('runs the steps in their order, each over every page before the next one', async () => {
    const dir = tempBuild({'a.html': page('a'), 'b/index.html': page('b')});
    const calls: string[] = [];
    const step = (name: string) => ({
      name,
      page: ({route}: BuiltPage) => void calls.push(`${name} ${route}`),
      finish: () => void calls.push(`${name} done`),
    });
    await runPipeline(dir, [step('first'), step('second')]);
    expect(calls).toEqual(['first /a', 'first /b', 'first done', 'second /a', 'second /b', 'second done']);
  });

  it('parses each page once: later steps read the trees earlier steps changed, written once with nothing else moved', async () => {
    const dir = tempBuild({'a.html': page('a'), 'b.html': page('b')});
    const seen: string[] = [];
    const meta = (name: string): Element => ({type: 'element', tagName: 'meta', properties: {name}, children: []});
    await runPipeline(dir, [
      {
        name: 'adds',
        page: ({route, tree, append}) => {
          if (route !== '/a') return;
          append(select('head', tree)!, meta('first'));
          append(select('head', tree)!, meta('second'));
        },
      },
      {name: 'reads', page: ({route, tree}) => void seen.push(`${route} ${selectAll('meta', tree).length}`)},
      writeChangedPages,
    ]);
    expect(seen).toEqual(['/a 2', '/b 0']);
    expect(fs.readFileSync(path.join(dir, 'a.html'), 'utf8')).toBe(
      page('a').replace('</head>', '<meta name="first"><meta name="second"></head>'),
    );
    expect(fs.readFileSync(path.join(dir, 'b.html'), 'utf8')).toBe(page('b'));
  });
});

describe("the site's post-build steps", () => {
  // A doc llms.txt lists: the first of the first area.
  const docId = areaSections([])[0]!.docs[0]!;
  const facts: LocaleFacts = {
    locale: 'ko',
    baseUrl: '/',
    url: 'https://docs.example.com',
    title: 'Docs',
    navbarItems: [],
    versions: [{name: 'current', docs: [{id: docId, title: '안내', permalink: '/guide'}]}],
  };
  const docPage = `<!DOCTYPE html><html class="docs-doc-page docs-version-current docs-doc-id-${docId}"><head><title>안내 | Docs</title><script>window.early=1</script></head><body><div id="__docusaurus"><article><div class="theme-doc-markdown markdown"><header><h1>안내</h1></header><h2 id="a">처음</h2><p>${'본문입니다. '.repeat(200)}</p></div></article></div><script>window.late=2</script></body></html>`;
  const redirectPage =
    '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/guide"></head><script>location.href="/guide"</script></html>';

  async function built() {
    const dir = tempBuild({[FACTS_FILE]: JSON.stringify(facts), 'guide.html': docPage, 'old/index.html': redirectPage});
    const generated = `${dir}-generated`;
    dirs.push(generated);
    const steps = postBuildSteps(generated);
    await runPipeline(dir, steps);
    return {dir, generated};
  }

  it('add the search manifest to app pages only, and the CSP allows every script as written', async () => {
    const {dir, generated} = await built();
    const written = fs.readFileSync(path.join(dir, 'guide.html'), 'utf8');
    const manifest = select(`meta[name="${MANIFEST_META_NAME}"]`, parseHtml(written))?.properties.content;
    const files = Object.values(JSON.parse(String(manifest)) as Record<string, {documents: string; index: string}>);
    expect(
      files.flatMap(({documents, index}) => [documents, index]).every((file) => fs.existsSync(path.join(dir, file))),
    ).toBe(true);
    // Nothing else of the page changed.
    expect(written.replace(/<meta name="nuri-search"[^>]*>/, '')).toBe(docPage);
    expect(fs.readFileSync(path.join(dir, 'old/index.html'), 'utf8')).toBe(redirectPage);

    const {scriptHashes} = JSON.parse(fs.readFileSync(path.join(generated, 'csp.json'), 'utf8')) as {
      scriptHashes: string[];
    };
    const scripts = [written, redirectPage].flatMap((html) => inlineScripts(parseHtml(html)));
    expect(scriptHashes).toEqual([...new Set(scripts.map(sha256Source))].sort());
  });

  it('write twins and redirects, compress the files as finally written and leave no facts behind', async () => {
    const {dir, generated} = await built();
    expect(fs.readFileSync(path.join(dir, 'guide.md'), 'utf8')).toMatch(/^# 안내\n\n## 처음\n/);
    expect(fs.readFileSync(path.join(dir, 'llms.txt'), 'utf8')).toContain('(https://docs.example.com/guide.md)');
    expect(readRedirects(generated)).toEqual([{from: '/old', to: '/guide'}]);
    const page = fs.readFileSync(path.join(dir, 'guide.html'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'guide.html.br')))).toEqual(page);
    expect(fs.existsSync(path.join(dir, FACTS_FILE))).toBe(false);
  });

  it('leave a build without the post-build plugin unchanged but for its CSP, redirects and compressed files', async () => {
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
