/**
 * Every code block a reader sees, and how a test checked it. The checks run on the sources: the fenced blocks of
 * the docs (`docBlocks`, a `file=` block with the text of its example file) and the API reference's generated
 * samples and examples. Each check records the blocks it passed, by their text, in a ledger under
 * node_modules/.cache (`recordChecks`, one file per test file, written as that file's checks pass);
 * tests/e2e/code-checked.spec.ts then reads every `<pre>` of every built page and requires its text to be one the
 * ledger holds, so nothing the build shows escapes the checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Code, Root} from 'mdast';
import {readDocs, type DocFile} from './docs';
import {DOCS_TREES, ROOT, type DocsTree} from './site';

// ---------------------------------------------------------------- the kinds of check

/**
 * How a block was checked, from strongest to weakest. `ran`: executed against the contract mocks by a test;
 * `type-checked`: compiled by TypeScript against the types it uses; `parsed`: accepted by a real parser of its
 * language; `fragment`: declared in its meta as deliberately incomplete, with the reason.
 */
export const CHECK_KINDS = ['ran against a mock', 'type-checked', 'parsed', 'declared fragment'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/**
 * What a Mermaid block counts as. Today mermaid's own parser accepts it in Node (the browser draws it, which
 * tests/e2e/diagrams.spec.ts checks); when the build renders diagrams to SVG, this becomes the check of that.
 */
export const MERMAID_CHECK: {kind: CheckKind; how: string} = {kind: 'parsed', how: 'mermaid.parse'};

export interface CheckedBlock {
  readonly kind: CheckKind;
  /** The tool and what it was given, e.g. `tree-sitter-kotlin`, `bash -n`, `tsc (examples/passport-login)`. */
  readonly how: string;
  /** The block's language as the page names it. */
  readonly lang: string;
  /** The block's text, normalized (`normalizeCode`). */
  readonly text: string;
  /** Where the checked text comes from (a page and block, or a reference operation). */
  readonly where: string;
  /** The route of the page a docs block is on (diagrams are matched by page: their text is not in the HTML). */
  readonly route?: string;
}

/** Trailing blanks of each line and blank lines at both ends do not count: the build trims them differently. */
export function normalizeCode(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

// ---------------------------------------------------------------- the ledger

export const LEDGER_DIR = path.join(ROOT, 'node_modules/.cache/code-checks');

/**
 * Writes what a test file checked (`suite` names it, e.g. `doc-code-blocks`); call it once the checks passed. A
 * later run of the same file replaces its ledger.
 */
export function recordChecks(suite: string, blocks: readonly CheckedBlock[]): void {
  fs.mkdirSync(LEDGER_DIR, {recursive: true});
  const file = path.join(LEDGER_DIR, `${suite}.json`);
  fs.writeFileSync(file, JSON.stringify({suite, blocks: blocks.map((b) => ({...b, text: normalizeCode(b.text)}))}));
}

/** Every recorded check, as the test files recorded them. */
export function ledgerEntries(): CheckedBlock[] {
  const files = fs.existsSync(LEDGER_DIR) ? fs.readdirSync(LEDGER_DIR).filter((f) => f.endsWith('.json')) : [];
  return files
    .sort()
    .flatMap(
      (file) => (JSON.parse(fs.readFileSync(path.join(LEDGER_DIR, file), 'utf8')) as {blocks: CheckedBlock[]}).blocks,
    );
}

/** Every recorded check, by normalized text (a text checked several ways keeps its strongest kind). */
export function readLedger(): Map<string, CheckedBlock> {
  const byText = new Map<string, CheckedBlock>();
  for (const block of ledgerEntries()) {
    const known = byText.get(block.text);
    if (!known || CHECK_KINDS.indexOf(block.kind) < CHECK_KINDS.indexOf(known.kind)) byText.set(block.text, block);
  }
  return byText;
}

// ---------------------------------------------------------------- code block metas

/**
 * The attributes of a fence's meta string: `title="App.kt" fragment="inside an Activity" file=<rootDir>/x.ts`.
 * Values are double-quoted or run to the next blank.
 */
export function parseMeta(meta: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, quoted, bare] of meta.matchAll(/([\w-]+)=(?:"([^"]*)"|(\S+))/g)) {
    attributes[name!] = quoted ?? bare ?? '';
  }
  return attributes;
}

/** The folder `file=<rootDir>/...` names (plugins/code-import). */
export const EXAMPLES_DIR = path.join(ROOT, 'examples');

/**
 * The text remark-code-import puts into a `file=` block: the file, or its lines `#L3-L9` (`#L3` one line, `#L3-`
 * to the end), as plugins/code-import configures it.
 */
export function importedCode(file: string): {path: string; code: string} {
  const [target, range] = file.replace('<rootDir>', EXAMPLES_DIR).split('#');
  const lines = fs.readFileSync(target!, 'utf8').split('\n');
  const match = range ? /^L(\d+)(?:-(L?(\d+))?)?$/.exec(range) : null;
  if (range && !match) throw new Error(`unsupported line range #${range} in file=${file}`);
  const start = match ? Number(match[1]) : 1;
  const end = match ? (match[3] ? Number(match[3]) : match[2] === undefined ? start : lines.length) : lines.length;
  return {path: target!, code: lines.slice(start - 1, end).join('\n')};
}

// ---------------------------------------------------------------- the docs' blocks

export interface DocBlock {
  readonly doc: DocFile;
  readonly tree: DocsTree;
  /** The page's route (`/en/api-media`). */
  readonly route: string;
  /** `docs/media/api-media.md #3`: the source file and the block's position on the page, from 1. */
  readonly where: string;
  readonly position: number;
  readonly lang: string;
  readonly meta: Record<string, string>;
  /** The code as the page shows it (a `file=` block: the example file's text). */
  readonly code: string;
  /** The example file a `file=` block shows, relative to the repository root. */
  readonly file?: string;
}

function fencedBlocks(body: string): Code[] {
  const blocks: Code[] = [];
  const visit = (node: Root | Root['children'][number]): void => {
    if (node.type === 'code') blocks.push(node);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(fromMarkdown(body));
  return blocks;
}

/** Every fenced block of one docs tree's pages, in page order. */
export function treeBlocks(tree: DocsTree): DocBlock[] {
  return readDocs(tree.dir).flatMap((doc) =>
    fencedBlocks(doc.body).map((node, index) => {
      const meta = parseMeta(node.meta ?? '');
      const imported = meta.file ? importedCode(meta.file) : undefined;
      const source = path.relative(ROOT, doc.file);
      return {
        doc,
        tree,
        route: `${tree.prefix}${String(doc.frontMatter.slug ?? `/${doc.id}`)}`,
        where: `${source} #${index + 1}`,
        position: index + 1,
        lang: node.lang ?? '',
        meta,
        code: imported ? imported.code : node.value,
        ...(imported ? {file: path.relative(ROOT, imported.path)} : {}),
      };
    }),
  );
}

/** The docs trees whose blocks must all be checked: the current version, both locales (older ones are reported). */
export const CHECKED_TREES = DOCS_TREES.filter((tree) => tree.version === 'current');
