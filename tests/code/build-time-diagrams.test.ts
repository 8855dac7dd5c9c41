import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {normalizePluginOptions, type Joi} from '@docusaurus/utils-validation';
import {afterAll, describe, expect, it} from 'vitest';
import {diagramThemes} from '../../config/diagrams';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../scripts/chromium';
import {
  remarkBuildTimeDiagrams,
  sourceHash,
  validateOptions,
  type BuildTimeDiagramsOptions,
} from '../../plugins/build-time-diagrams';
import {fixSvg} from '../../plugins/build-time-diagrams/svg';

/** A site folder of the test's own, whose cache folder the drawings go to. */
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-time-diagrams-'));
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));
const cacheDir = path.join(siteDir, 'cache');

const options: BuildTimeDiagramsOptions = {
  chromium: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
  cacheDir: 'cache',
  mermaid: diagramThemes,
  minTextPx: 12,
};

const FLOW = [
  'flowchart LR',
  '  accTitle: 흐름',
  '  accDescr: 앱이 백엔드를 거쳐 API를 부릅니다.',
  '  A["앱"] --> B["백엔드"] --> C["API"]',
].join('\n');
const SEQUENCE = [
  'sequenceDiagram',
  '  accTitle: 순서',
  '  accDescr: 앱이 백엔드에 묻고 답을 받습니다.',
  '  participant A as 앱',
  '  participant B as 백엔드',
  '  A->>B: 요청',
  '  B-->>A: 응답',
].join('\n');

const page = (...diagrams: string[]) => diagrams.map((diagram) => `\`\`\`mermaid\n${diagram}\n\`\`\`\n`).join('\n');

const compilePage = async (markdown: string) =>
  String(
    await compile(
      {value: markdown, path: '/site/docs/guide.md'},
      {remarkPlugins: [remarkBuildTimeDiagrams(options, siteDir)]},
    ),
  );

/** The SVGs of a drawing's server module, by the key the compiled page imports it by. */
async function drawingsOf(compiled: string): Promise<{light: string; dark: string}[]> {
  const keys = [...compiled.matchAll(/@build-time-diagrams\/([0-9a-f]{64})\.js/g)].map(([, key]) => key!);
  return Promise.all(
    keys.map(
      async (key) => (await import(path.join(cacheDir, 'server', `${key}.js`))) as {light: string; dark: string},
    ),
  );
}

describe('fixing Mermaid SVG for a page', () => {
  const svg = [
    '<svg id="r-1" xmlns="http://www.w3.org/2000/svg" style="max-width: 200px;" viewBox="0 0 200 100" role="graphics-document document" aria-labelledby="chart-title-r-1">',
    '<title id="chart-title-r-1">t</title><style>#r-1 .x{fill:red}#actor0{stroke:blue}</style>',
    '<defs><marker id="r-1_arrow" viewBox="0 0 10 10"><path d="M0 0L10 5L0 10z"></path></marker></defs>',
    '<g id="actor0" class="x" data-id="A" data-points="WzBd"><path d="M0 0L50 50" marker-end="url(#r-1_arrow)"></path></g>',
    '<use href="#actor0" x="60"></use><g id="r-10" class="x"><rect width="5" height="5"></rect></g></svg>',
  ].join('');
  const fixed = fixSvg(svg, {renderId: 'r-1', id: 'diagram-ab-light', minWidth: 240});

  it('prefixes every id with the diagram id and follows every reference', () => {
    const ids = [...fixed.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual([
      'diagram-ab-light',
      'chart-title-diagram-ab-light',
      'diagram-ab-light_arrow',
      'diagram-ab-light-actor0',
      'diagram-ab-light-r-10',
    ]);
    expect(fixed).toContain('aria-labelledby="chart-title-diagram-ab-light"');
    expect(fixed).toContain('marker-end="url(#diagram-ab-light_arrow)"');
    expect(fixed).toContain('href="#diagram-ab-light-actor0"');
    expect(fixed).toMatch(/#diagram-ab-light \.x\{fill:red\}#diagram-ab-light-actor0\{stroke:/);
  });

  it("keeps the text alternative, drops Mermaid's data attributes and keeps the text readable by a minimum width", () => {
    expect(fixed).toContain('role="graphics-document document"');
    expect(fixed).toContain('<title id="chart-title-diagram-ab-light">t</title>');
    expect(fixed).not.toMatch(/data-/);
    expect(fixed).toMatch(/style="max-width:\s?200px; min-width: 240px"/);
  });
});

/** The plugin's options as Docusaurus validates them: with the plugin's id. */
type WithId = BuildTimeDiagramsOptions & {id?: string};

describe('the options', () => {
  const wrong = {
    'an absolute cache folder': {...options, cacheDir},
    'a cache folder outside the site': {...options, cacheDir: '../cache'},
    'a Chromium without its flags': {...options, chromium: {executablePath: CHROMIUM_PATH}},
    'no dark mode': {...options, mermaid: {light: diagramThemes.light}},
    'no readable size': {...options, minTextPx: 0},
  };

  it('are checked by Docusaurus for the plugin, and by the remark plugin for itself', () => {
    const validate = (given: unknown) =>
      validateOptions({
        // Docusaurus's own validator, which adds the plugin's id (its typings want a schema that has one).
        validate: (schema, input) =>
          normalizePluginOptions(schema as Joi.ObjectSchema<WithId>, input as WithId | undefined),
        options: given,
      });
    expect(validate(options)).toEqual({...options, id: 'default'});
    expect(() => remarkBuildTimeDiagrams(options, siteDir)).not.toThrow();
    for (const [what, given] of Object.entries(wrong)) {
      expect(() => validate(given), what).toThrow();
      expect(() => remarkBuildTimeDiagrams(given, siteDir), what).toThrow(/^build-time-diagrams: /);
    }
  });
});

describe('diagrams drawn at build time', () => {
  it('replace each fence with the theme component and a module of its drawings, keyed by content hash', async () => {
    const compiled = await compilePage(page(FLOW, SEQUENCE));
    expect(compiled).toContain('from "@theme/Diagram"');
    for (const source of [FLOW, SEQUENCE]) expect(compiled).toContain(`hash: "${sourceHash(source)}"`);
    expect(compiled).toContain('title: "흐름"');
    const drawings = await drawingsOf(compiled);
    expect(drawings).toHaveLength(2);
    const ids: string[] = [];
    for (const {light, dark} of drawings) {
      for (const svg of [light, dark]) {
        expect(svg).toMatch(/^<svg /);
        expect(svg).toMatch(/<text[\s>]/);
        expect(svg).not.toContain('foreignObject');
        expect(svg).toMatch(/min-width: \d+px/);
        ids.push(...[...svg.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id!));
      }
      expect(light).toContain('<title');
      expect(dark).toContain('<desc');
    }
    expect(new Set(ids).size, 'ids are unique across both diagrams in both modes').toBe(ids.length);
  }, 120_000);

  it('draw a source once: a second page with it reads the cache', async () => {
    const server = path.join(cacheDir, 'server');
    const before = new Map(fs.readdirSync(server).map((file) => [file, fs.statSync(path.join(server, file)).mtimeMs]));
    const compiled = await compilePage(page(SEQUENCE));
    const after = new Map(fs.readdirSync(server).map((file) => [file, fs.statSync(path.join(server, file)).mtimeMs]));
    expect(after).toEqual(before);
    expect(await drawingsOf(compiled)).toHaveLength(1);
  });

  it('stop the build on a diagram without a text alternative, or one shown twice on a page', async () => {
    await expect(compilePage(page('flowchart LR\n  A --> B'))).rejects.toThrow(/accTitle/);
    await expect(compilePage(page(FLOW, FLOW))).rejects.toThrow(/same diagram twice/);
    await expect(compilePage(page('flowchart LR\n  accTitle: t\n  accDescr: d\n  A -->'))).rejects.toThrow(
      /Mermaid could not draw/,
    );
  }, 120_000);
});
