/**
 * README.md and CONTRIBUTING.md name the repository's paths in backticks; these checks keep those names true as the
 * tree moves: every path they name exists (or is one the repository ignores, a generated folder such as `build/`),
 * CONTRIBUTING's Layout lists every top-level folder, and CONTRIBUTING stays guidance of a size a newcomer reads.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {List, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {ROOT} from '../support/site';

const GUIDES = ['README.md', 'CONTRIBUTING.md'] as const;
const MAX_CONTRIBUTING_WORDS = 2500;

function parse(file: string): Root {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
}

function inlineCodes(tree: Root | List): string[] {
  const codes: string[] = [];
  visit(tree, 'inlineCode', (node) => {
    codes.push(node.value.trim());
  });
  return codes;
}

/**
 * Whether inline code is a path from the repository root: path characters only (a `<placeholder>` or `*` may stand
 * for one segment's part), with a `/` in it. Routes (`/en/`), package and theme names (`@theme/…`), the home folder,
 * relative paths (`./generated/…`), URLs and commands are not.
 */
function isRepositoryPath(code: string): boolean {
  return /^[\w.<>*-]+(\/[\w.<>*-]*)+$/.test(code) && !code.startsWith('./') && !code.startsWith('../');
}

/** The files and folders a path names: itself, or with its placeholders and `*`s matched one segment at a time. */
function matches(name: string): string[] {
  let found = [''];
  for (const segment of name.replace(/\/$/, '').split('/')) {
    const pattern = new RegExp(
      `^${segment
        .split(/(<[^>]+>|\*)/)
        .map((part, index) => (index % 2 === 1 ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('')}$`,
    );
    found = found.flatMap((parent) => {
      const dir = path.join(ROOT, parent);
      if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
      return fs
        .readdirSync(dir)
        .filter((entry) => pattern.test(entry))
        .map((entry) => path.posix.join(parent, entry));
    });
  }
  return name.endsWith('/') ? found.filter((entry) => fs.statSync(path.join(ROOT, entry)).isDirectory()) : found;
}

/** Of these paths, the ones the repository ignores (generated or local: `build/`, `node_modules/.cache/…`). */
function ignored(names: readonly string[]): Set<string> {
  if (names.length === 0) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: ROOT,
      input: names.join('\n') + '\n',
      encoding: 'utf8',
    });
    return new Set(out.split('\n').filter(Boolean));
  } catch (error) {
    // git check-ignore exits 1 when none of the paths is ignored.
    if ((error as {status?: number}).status === 1) return new Set();
    throw error;
  }
}

/** The list items of CONTRIBUTING's "Layout" section, each as the inline code it holds, in order. */
function layoutEntries(): string[][] {
  const tree = parse('CONTRIBUTING.md');
  const start = tree.children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && toString(node) === 'Layout',
  );
  if (start === -1) throw new Error('CONTRIBUTING.md has no "## Layout" section');
  const end = tree.children.findIndex((node, index) => index > start && node.type === 'heading' && node.depth <= 2);
  return tree.children
    .slice(start + 1, end === -1 ? undefined : end)
    .filter((node): node is List => node.type === 'list')
    .flatMap((list) => list.children.map((item) => inlineCodes({type: 'list', children: [item]})));
}

/** Every inline code of the Layout's entries that names a path (a top-level folder is written `name/`). */
function layoutPaths(entries: readonly string[][]): string[] {
  return entries.flat().filter(isRepositoryPath);
}

/** The repository's top-level folders: the first segment of every tracked file's path. */
function topLevelFolders(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], {cwd: ROOT, encoding: 'utf8'}).split('\0');
  return [...new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]!))].sort();
}

describe('README.md and CONTRIBUTING.md', () => {
  for (const guide of GUIDES) {
    it(`${guide}: every repository path it names in backticks exists`, () => {
      const named = [...new Set(inlineCodes(parse(guide)).filter(isRepositoryPath))];
      expect(named.length, `${guide} names repository paths`).toBeGreaterThan(0);
      const missing = named.filter((name) => matches(name).length === 0);
      const ignoredNames = ignored(missing);
      expect(missing.filter((name) => !ignoredNames.has(name))).toEqual([]);
    });
  }

  it('CONTRIBUTING.md: each Layout entry starts with a path that exists', () => {
    const entries = layoutEntries();
    expect(entries.length).toBeGreaterThan(10);
    const wrong = entries.filter(([first]) => first === undefined || matches(first).length === 0);
    expect(wrong).toEqual([]);
  });

  it('CONTRIBUTING.md: the Layout lists every top-level folder', () => {
    const listed = new Set(layoutPaths(layoutEntries()).map((name) => name.split('/')[0]));
    const folders = topLevelFolders();
    expect(folders).toContain('plugins');
    expect(folders.filter((folder) => !listed.has(folder))).toEqual([]);
  });

  it(`CONTRIBUTING.md: at most ${MAX_CONTRIBUTING_WORDS} words (as wc -w counts them)`, () => {
    const words = fs.readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8').split(/\s+/).filter(Boolean).length;
    expect(words).toBeLessThanOrEqual(MAX_CONTRIBUTING_WORDS);
  });

  it('README.md links the style guide and CONTRIBUTING.md', () => {
    const links = new Set<string>();
    visit(parse('README.md'), 'link', (node) => {
      links.add(node.url);
    });
    expect([...links]).toEqual(expect.arrayContaining(['writing/README.md', 'CONTRIBUTING.md']));
  });
});
