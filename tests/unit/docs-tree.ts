import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';

export const ROOT = path.resolve(__dirname, '../..');
export const KO_DOCS = path.join(ROOT, 'docs');
export const EN_DOCS = path.join(ROOT, 'i18n/en/docusaurus-plugin-content-docs/current');

export interface DocFile {
  /** Doc id as Docusaurus derives it: path under the docs folder without the extension. */
  readonly id: string;
  readonly file: string;
  readonly frontMatter: Record<string, unknown>;
  readonly body: string;
}

/** Every .md/.mdx doc under a docs folder, with its parsed front matter. */
export function readDocs(dir: string): DocFile[] {
  const files = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((f) => /\.mdx?$/.test(f));
  return files.sort().map((relative) => {
    const file = path.join(dir, relative);
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
