/** The Markdown docs as files: id, front matter and body, for tests that check the source. */
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {DOCS_TREES, ROOT, type DocsTree} from './site';

export interface DocFile {
  /** Doc id as Docusaurus derives it: path under the docs folder without the extension. */
  readonly id: string;
  readonly file: string;
  readonly frontMatter: Record<string, unknown>;
  readonly body: string;
}

/** Every .md/.mdx doc under a docs folder (relative to the repository root), with its parsed front matter. */
export function readDocs(dir: string): DocFile[] {
  const folder = path.join(ROOT, dir);
  const files = fs.readdirSync(folder, {recursive: true, encoding: 'utf8'}).filter((f) => /\.mdx?$/.test(f));
  return files.sort().map((relative) => {
    const file = path.join(folder, relative);
    const source = fs.readFileSync(file, 'utf8');
    const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source);
    return {
      id: relative
        .replace(/\.mdx?$/, '')
        .split(path.sep)
        .join('/'),
      file,
      frontMatter: match ? (parseYaml(match[1]!) as Record<string, unknown>) : {},
      body: match ? match[2]! : source,
    };
  });
}

/** Every doc of every tree, with the tree it belongs to. */
export function allDocs(): (DocFile & {tree: DocsTree})[] {
  return DOCS_TREES.flatMap((tree) => readDocs(tree.dir).map((doc) => ({...doc, tree})));
}
