/**
 * Every code block the build shows was checked: each `<pre>` of every built page of both locales (the current docs,
 * the reference pages, the landing page) must hold a text that a check of the unit suite passed and recorded in
 * the ledger (tests/support/code-blocks.ts), and each page's Mermaid slots must be diagrams a check passed. The
 * 1.x pages are reported, not required. Run `npm run test:unit` first: it writes the ledger.
 */
import fs from 'node:fs';
import path from 'node:path';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import type {Element, Nodes} from 'hast';
import {
  CHECK_KINDS,
  CHECKED_TREES,
  LEDGER_DIR,
  ledgerEntries,
  MERMAID_CHECK,
  normalizeCode,
  readLedger,
  treeBlocks,
} from '../support/code-blocks';
import {BUILD, KEPT_VERSIONS} from '../support/site';
import {expect, test} from './support';

interface BuiltPage {
  readonly route: string;
  readonly blocks: string[];
  readonly diagrams: number;
}

/** The text of a `<pre>` as a reader copies it: Prism's lines end in `<br>`. */
function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

const parser = unified().use(rehypeParse);

function builtPages(): BuiltPage[] {
  const files = fs
    .readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
    .filter(
      (file) => file.endsWith('.html') && !file.startsWith(`assets${path.sep}`) && !/(^|\/)404\.html$/.test(file),
    );
  return files.sort().map((file) => {
    const route = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
    const blocks: string[] = [];
    let diagrams = 0;
    const visit = (node: Nodes): void => {
      if (node.type === 'element') {
        const element = node as Element;
        if (element.tagName === 'pre') {
          blocks.push(normalizeCode(textOf(element)));
          return;
        }
        if (element.properties.dataMermaidSlot !== undefined) diagrams += 1;
      }
      if ('children' in node) node.children.forEach(visit);
    };
    visit(parser.parse(fs.readFileSync(path.join(BUILD, file), 'utf8')));
    return {route, blocks, diagrams};
  });
}

const isKept = (route: string) => KEPT_VERSIONS.some((version) => new RegExp(`^(/en)?/${version}(/|$)`).test(route));

test.describe('code blocks of the built pages', () => {
  test('every code block and diagram of the current pages of both locales was checked', () => {
    expect(fs.existsSync(LEDGER_DIR), 'the ledger of checked blocks: run `npm run test:unit` first').toBe(true);
    const ledger = readLedger();
    const diagramsByRoute = new Map<string, number>();
    // Diagrams by page: the same diagram on two pages is two checked blocks.
    for (const block of ledgerEntries()) {
      if (block.lang === 'mermaid' && block.route) {
        diagramsByRoute.set(block.route, (diagramsByRoute.get(block.route) ?? 0) + 1);
      }
    }
    const counts = new Map<string, number>();
    const unchecked: string[] = [];
    const pages = builtPages().filter((page) => !isKept(page.route));
    for (const page of pages) {
      for (const text of page.blocks) {
        const checked = ledger.get(text);
        const key = `${page.route.startsWith('/en') ? 'en' : 'ko'} ${checked?.kind ?? 'unchecked'}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        if (!checked) unchecked.push(`${page.route}: ${text.split('\n')[0]!.slice(0, 100)}`);
      }
      const diagrams = diagramsByRoute.get(page.route) ?? 0;
      const key = `${page.route.startsWith('/en') ? 'en' : 'ko'} ${MERMAID_CHECK.kind}`;
      counts.set(key, (counts.get(key) ?? 0) + Math.min(page.diagrams, diagrams));
      if (page.diagrams > diagrams) unchecked.push(`${page.route}: ${page.diagrams - diagrams} unchecked diagram(s)`);
    }
    const summary = ['ko', 'en'].map(
      (locale) =>
        `  ${locale}: ${[...CHECK_KINDS, 'unchecked' as const].map((kind) => `${counts.get(`${locale} ${kind}`) ?? 0} ${kind}`).join(', ')}`,
    );
    console.log(
      `code blocks of ${pages.length} built pages (current docs, reference, landing):\n${summary.join('\n')}`,
    );
    expect(pages.length).toBeGreaterThan(100);
    expect(unchecked, `${unchecked.length} code block(s) of the built pages were not checked`).toEqual([]);
  });

  test('a fragment’s meta stays out of the page: the block shows its code and nothing of the reason', () => {
    const fragments = CHECKED_TREES.flatMap(treeBlocks).filter((block) => block.meta.fragment);
    expect(fragments.length).toBeGreaterThan(0);
    const pages = new Map(builtPages().map((page) => [page.route, page]));
    for (const block of fragments) {
      const page = pages.get(block.route);
      expect(page?.blocks, block.where).toContain(normalizeCode(block.code));
      const html = fs.readFileSync(path.join(BUILD, `${block.route.slice(1)}.html`), 'utf8');
      expect(html, block.where).not.toContain(block.meta.fragment!);
      expect(html, block.where).not.toContain('fragment=');
    }
  });

  test('the 1.x pages are reported', () => {
    const ledger = readLedger();
    const pages = builtPages().filter((page) => isKept(page.route));
    const blocks = pages.flatMap((page) => page.blocks);
    const covered = blocks.filter((text) => ledger.has(text)).length;
    console.log(
      `1.x: ${pages.length} pages, ${blocks.length} code blocks, ${covered} of them checked as current blocks`,
    );
    expect(pages.length).toBeGreaterThan(0);
  });
});
