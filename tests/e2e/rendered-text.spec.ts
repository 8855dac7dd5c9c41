/**
 * What readers see, read from the built HTML of every page (both locales, every kept docs version): no Markdown
 * or MDX syntax left in the text, no paths of this repository, and tab panels that hold only their code (hosts and
 * IDs: example-values.spec.ts). These are file checks over build/; no browser is needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {expect, test} from '@playwright/test';
import {BUILD} from '../support/site';

/** Every built page: the docs, the reference and the landing pages, not redirects or the not-found page. */
function builtPages(): string[] {
  return fs
    .readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html') && !/(^|\/)404\.html$/.test(file))
    .filter((file) => !fs.readFileSync(path.join(BUILD, file), 'utf8').includes('http-equiv="refresh"'))
    .sort();
}

interface PageText {
  /** The main content's text without code: where Markdown syntax would show if it was not parsed. */
  prose: string;
  /** The main content's text with code: where hosts and paths matter most. */
  all: string;
}

function pageText(file: string): PageText {
  const $ = load(fs.readFileSync(path.join(BUILD, file), 'utf8'));
  const main = $('main').first();
  main.find('script, style').remove();
  // Blocks and code lines end with a break, so that the text of neighbouring cells and lines does not run together.
  main.find('p, li, td, th, dt, dd, div, pre, summary, h1, h2, h3, h4, h5, h6, br, .token-line').after('\n');
  const all = main.text();
  main.find('pre, code').remove();
  return {prose: main.text(), all};
}

const MARKUP = [
  {name: 'admonition fence', pattern: /:::\s*[a-z]*/},
  {name: 'bold markers', pattern: /\*\*\S[^*]*\*\*/},
  {name: 'link syntax', pattern: /\]\((?:[./#]|https?:)/},
  {name: 'MDX comment', pattern: /\{\/\*/},
  {name: 'heading id', pattern: /\{#[\w/-]+\}/},
  // A stray control character (a broken escape in a source file) renders as nothing or as a box.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  {name: 'control character', pattern: /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/},
];

/** Paths and names of this repository, and storage keys of its components, which mean nothing to a reader. */
const REPOSITORY_INTERNALS =
  /config\/facts|area-facts|plugins\/[a-z-]+\/|tests\/(?:unit|e2e|support)|docusaurus\.config|openapi\/overlays|writing\/glossary|docusaurus\.tab\./;

const pages = builtPages();

test('the build has pages to check', () => {
  expect(pages.length).toBeGreaterThan(250);
});

test('no page shows Markdown or MDX syntax as text', () => {
  const leaks = pages.flatMap((file) => {
    const {prose} = pageText(file);
    return MARKUP.flatMap(({name, pattern}) => {
      const match = pattern.exec(prose);
      return match ? [`${file}: ${name} in "${prose.slice(Math.max(0, match.index - 30), match.index + 40)}"`] : [];
    });
  });
  expect(leaks).toEqual([]);
});

test('no page shows paths of this repository', () => {
  const leaks = pages.flatMap((file) => {
    const match = REPOSITORY_INTERNALS.exec(pageText(file).all);
    return match ? [`${file}: ${match[0]}`] : [];
  });
  expect(leaks).toEqual([]);
});

/**
 * What a tab panel may hold. A reader who picks another tab (a choice shared across pages and remembered) never
 * sees the panel, so it holds only that tab's code: code blocks (a `<pre>` with at most its title and copy button)
 * and, right before or after a block, a short caption about that block (a paragraph of at most CAPTION_LENGTH
 * characters). Headings, any other paragraph, lists, tables, notes and components belong outside the tabs.
 */
const CAPTION_LENGTH = 200;
const HEADINGS = 'h1, h2, h3, h4, h5, h6';
const PROSE = `p, ${HEADINGS}, ul, ol, dl, table, blockquote, aside, details, figure`;

/** An element of a page, as cheerio selects it. */
type Block = ReturnType<ReturnType<CheerioAPI['root']>['children']>;

interface TabPanels {
  count: number;
  problems: string[];
}

function tabPanels(file: string): TabPanels {
  const $ = load(fs.readFileSync(path.join(BUILD, file), 'utf8'));
  const isCode = (block: Block) =>
    block.is('pre') || (block.find('pre').length === 1 && block.find(PROSE).length === 0);
  // The panel's blocks, seeing through the unclassed wrappers that components put around their content.
  const blocksOf = (parent: Block): Block[] =>
    parent
      .children()
      .toArray()
      .flatMap((child) => {
        const block = $(child);
        return block.is('div:not([class])') && !isCode(block) ? blocksOf(block) : [block];
      });
  const panels = $('main [role="tabpanel"]').toArray();
  const problems = panels.flatMap((panel, index) => {
    const where = `${file}: tab panel ${index + 1}`;
    const headings = $(panel)
      .find(HEADINGS)
      .toArray()
      .map((heading) => `${where} holds the heading "${$(heading).text().trim()}"`);
    const blocks = blocksOf($(panel));
    const prose = blocks.flatMap((block, position) => {
      if (isCode(block) || block.is(HEADINGS)) return [];
      const text = block.text().replace(/\s+/g, ' ').trim();
      const nextToCode = [blocks[position - 1], blocks[position + 1]].some((other) => other && isCode(other));
      if (block.is('p') && text.length <= CAPTION_LENGTH && nextToCode) return [];
      return [
        `${where} holds <${block.prop('tagName')?.toLowerCase()}> that is not a caption of its code: "${text.slice(0, 80)}"`,
      ];
    });
    return [...headings, ...prose];
  });
  return {count: panels.length, problems};
}

test('tab panels hold only their tab’s code: no heading, no prose but a short caption next to a block', () => {
  const checked = pages.map(tabPanels);
  expect(checked.reduce((sum, {count}) => sum + count, 0)).toBeGreaterThan(0);
  expect(checked.flatMap(({problems}) => problems)).toEqual([]);
});
