/**
 * Each local plugin stands alone: it imports Docusaurus, packages and `@theme/` names, never a file of another
 * plugin or of the site; the site's data (`config/`) reaches it as options. A `@theme/` name it uses is its own (a
 * file of its theme folder) or declared in a theme's typings (Docusaurus's, or another plugin's `theme-*.d.ts`), and
 * it wraps (`@theme-init/`) only names it shadows itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {ROOT} from '../support/site';

const PLUGINS_DIR = path.join(ROOT, 'plugins');
const PLUGINS = fs.readdirSync(PLUGINS_DIR).filter((name) => fs.statSync(path.join(PLUGINS_DIR, name)).isDirectory());
const SOURCE = /\.(ts|tsx|js|mjs)$/;

interface Import {
  file: string;
  specifier: string;
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => SOURCE.test(file))
    .map((file) => path.join(dir, file));
}

/** Every module a file names (static and dynamic imports, re-exports, `require`), as TypeScript's scanner reads them. */
function importsOf(file: string): Import[] {
  const {importedFiles} = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return importedFiles.map(({fileName}) => ({file, specifier: fileName}));
}

/** The `@theme/` names a theme folder provides, as Docusaurus aliases them (`CodeBlock/index.tsx` → `CodeBlock`). */
function themeNames(plugin: string): Set<string> {
  const dir = path.join(PLUGINS_DIR, plugin, 'theme');
  if (!fs.existsSync(dir)) return new Set();
  return new Set(
    sourceFiles(dir)
      .filter((file) => !file.endsWith('.d.ts'))
      .map((file) =>
        path
          .relative(dir, file)
          .replace(SOURCE, '')
          .replace(/(^|\/)index$/, '')
          .split(path.sep)
          .join('/'),
      ),
  );
}

/** The `@theme/` names declared by the typings the site compiles with: Docusaurus's and the plugins' own. */
function declaredThemeNames(): Set<string> {
  const {compilerOptions} = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: {types: string[]};
  };
  const packageTypings = compilerOptions.types
    .filter((name) => name.startsWith('@docusaurus/'))
    .map((name) => {
      const dir = path.join(ROOT, 'node_modules', name);
      const {types} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {types: string};
      return path.join(dir, types);
    });
  const pluginTypings = PLUGINS.flatMap((plugin) =>
    fs
      .readdirSync(path.join(PLUGINS_DIR, plugin))
      .filter((file) => /^theme-.*\.d\.ts$/.test(file))
      .map((file) => path.join(PLUGINS_DIR, plugin, file)),
  );
  return new Set(
    [...packageTypings, ...pluginTypings].flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/declare module '@theme\/([^']+)'/g)].map((match) => match[1]!),
    ),
  );
}

const declared = declaredThemeNames();

describe.each(PLUGINS)('the %s plugin', (plugin) => {
  const root = path.join(PLUGINS_DIR, plugin);
  const imports = sourceFiles(root).flatMap(importsOf);
  const own = themeNames(plugin);
  const where = ({file, specifier}: Import) => `${path.relative(ROOT, file)}: ${specifier}`;

  it("imports no file outside its folder: not the site's config/, which it receives as options", () => {
    const outside = imports.filter(({file, specifier}) => {
      if (specifier.startsWith('@site/')) return true;
      if (!specifier.startsWith('.')) return false;
      return !path.resolve(path.dirname(file), specifier).startsWith(root + path.sep);
    });
    expect(outside.map(where)).toEqual([]);
  });

  it('uses only @theme/ names it provides or a theme declares', () => {
    const unknown = imports.filter(
      ({specifier}) =>
        specifier.startsWith('@theme/') &&
        !own.has(specifier.slice('@theme/'.length)) &&
        !declared.has(specifier.slice('@theme/'.length)),
    );
    expect(unknown.map(where)).toEqual([]);
  });

  it('wraps only components it shadows', () => {
    const wrapped = imports.filter(
      ({specifier}) => specifier.startsWith('@theme-init/') && !own.has(specifier.slice('@theme-init/'.length)),
    );
    expect(wrapped.map(where)).toEqual([]);
  });
});

it('finds the plugins and their imports', () => {
  expect(PLUGINS).toEqual(
    expect.arrayContaining(['api-reference', 'my-values', 'theme-classic-lazy-prism', 'lazy-markup', 'convention']),
  );
  expect(declared).toContain('PlainCodeBlock');
  expect(declared).toContain('CodeBlock');
  expect(declared).toContain('ServerMarkup');
  expect(declared).toContain('Convention');
});
