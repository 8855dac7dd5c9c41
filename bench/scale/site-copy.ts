/**
 * The temporary copies of the project that `npm run bench:scale` builds: the files git tracks (as they are in the
 * working tree) and a node_modules of links to the project's packages. The links are per package, not one link
 * to the folder, so each copy's bundler cache (node_modules/.cache) is its own: every build starts cold, and
 * none of them warms or spoils the project's cache.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, SITE_LOCALES} from '../../config/locales';
import {copyLabelTranslations, scaleSidebars, scaleTree, type DocsTree, type Sidebars} from './corpus';

/** The current docs' folder of each locale, relative to the site. */
export const CURRENT_DOCS_DIRS = SITE_LOCALES.map(({locale}) =>
  locale === DEFAULT_LOCALE ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`,
);
const TRANSLATED_CURRENT = SITE_LOCALES.filter(({locale}) => locale !== DEFAULT_LOCALE).map(
  ({locale}) => `i18n/${locale}/docusaurus-plugin-content-docs/current.json`,
);

/** Copies the project at `root` into `dest` (which must not exist yet). */
export function copyProject(root: string, dest: string): void {
  const listed = spawnSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(dest, file)), {recursive: true});
    fs.cpSync(from, path.join(dest, file), {verbatimSymlinks: true});
  }
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(path.join(dest, 'node_modules'));
  for (const entry of fs.readdirSync(modules)) {
    if (entry !== '.cache') fs.symlinkSync(path.join(modules, entry), path.join(dest, 'node_modules', entry));
  }
}

function readTree(dir: string): Map<string, string> {
  const tree = new Map<string, string>();
  for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).sort()) {
    if (/\.mdx?$/.test(file)) tree.set(file.split(path.sep).join('/'), fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  return tree;
}

/**
 * Turns the site at `siteDir` into the ×`scale` corpus: the copies of every current doc in each locale, sidebars
 * that list them (written over the copy's sidebars.ts) and the English labels of their categories. Returns the
 * number of doc files written.
 */
export function writeScaledCorpus(siteDir: string, scale: number, sidebars: Sidebars): number {
  let written = 0;
  for (const dir of CURRENT_DOCS_DIRS) {
    const tree: DocsTree = readTree(path.join(siteDir, dir));
    for (const [file, markdown] of scaleTree(tree, scale)) {
      const target = path.join(siteDir, dir, file);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, markdown);
      written += 1;
    }
  }
  fs.writeFileSync(
    path.join(siteDir, 'sidebars.ts'),
    `// Written by npm run bench:scale: the project's sidebars with the ×${scale} copies.\n` +
      `export default ${JSON.stringify(scaleSidebars(sidebars, scale), null, 2)};\n`,
  );
  for (const file of TRANSLATED_CURRENT) {
    const target = path.join(siteDir, file);
    const translations = fs.existsSync(target) ? (JSON.parse(fs.readFileSync(target, 'utf8')) as object) : {};
    fs.writeFileSync(
      target,
      `${JSON.stringify({...translations, ...copyLabelTranslations(sidebars, scale)}, null, 2)}\n`,
    );
  }
  return written;
}
