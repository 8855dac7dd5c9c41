/**
 * Type-checks the TypeScript that the pages of the example areas (the ones the specification does not cover) show
 * in their own Markdown, against the area's one declaration of its example SDKs and APIs in examples/<area>/.
 *
 * A page's blocks become the files of a reader's project, one project per locale:
 * - a block titled with a path (`title="src/auth/passport.ts"`) is that file; a second block with the same title on
 *   the page continues it;
 * - an untitled block without imports continues the file of the block right above it on its page (the page shows
 *   that file, or that snippet, piece by piece);
 * - any other untitled block is a module of its own, in the folder where its relative imports resolve (`src/` when
 *   it has none).
 * Each area's program holds its pages' files and what they import and the area's declarations
 * (`examples/<area>/*.d.ts`). A file that uses, without defining it, a name the area's preamble
 * (`examples/<area>/reader.ts`: values the pages leave to the reader, such as the API host) exports gets it
 * imported from there, as the documented preamble of its snippets. Every diagnostic TypeScript reports in an area's
 * files fails its blocks.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {DocBlock} from './code-blocks';
import {EXAMPLES_DIR} from './code-blocks';
import {ROOT} from './site';

export const TYPESCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript']);

/** Where the projects' files live for TypeScript: inside the repository, so that node_modules resolves. */
const PROJECTS_DIR = path.join(ROOT, 'examples/.pages');

export interface PageFile {
  /** `src/auth/passport.ts`, relative to the project. */
  readonly name: string;
  readonly area: string;
  readonly blocks: DocBlock[];
  code: string;
}

const hasImports = (code: string) => /^\s*import\s[^;]*?from\s*['"]|^\s*import\s*['"]/m.test(code);
const relativeImports = (code: string) =>
  [...code.matchAll(/^\s*import\s[^;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/gm)].map(([, specifier]) => specifier!);
const areaOf = (block: DocBlock) => block.doc.id.split('/')[0]!;

/** The files a locale's blocks make (see the module comment); problems are blocks no rule places. */
export function pageFiles(blocks: readonly DocBlock[]): {files: Map<string, PageFile>; problems: string[]} {
  const problems: string[] = [];
  // Each block's file: a title, or a module of its own (`{block}`) placed once every title is known.
  const targets: {block: DocBlock; target: string | {block: DocBlock}}[] = [];
  for (const block of blocks) {
    const previous = targets.at(-1);
    const title = block.meta.title;
    if (title && /\.(ts|tsx)$/.test(title)) targets.push({block, target: title});
    else if (!hasImports(block.code) && previous?.block.doc.file === block.doc.file) {
      targets.push({block, target: previous.target});
    } else targets.push({block, target: {block}});
  }
  const titled = new Set(targets.flatMap(({target}) => (typeof target === 'string' ? [target] : [])));
  const folders = [...new Set([...titled].map((name) => path.posix.dirname(name)))];
  const names = new Map<DocBlock, string>();
  for (const {target} of targets) {
    if (typeof target === 'string' || names.has(target.block)) continue;
    const {block} = target;
    const specifiers = relativeImports(block.code);
    const exists = (folder: string, specifier: string) =>
      ['.ts', '.tsx'].some((ext) => titled.has(path.posix.join(folder, specifier) + ext));
    const found = folders.filter((folder) => specifiers.every((specifier) => exists(folder, specifier)));
    const folder = specifiers.length === 0 ? 'src' : found.length === 1 ? found[0] : undefined;
    if (!folder) {
      problems.push(
        `${block.where}: its imports ${specifiers.join(', ')} resolve ${found.length === 0 ? 'in no folder' : `in ${found.join(', ')}`} of the pages' files`,
      );
      continue;
    }
    const page = path.basename(block.doc.file, path.extname(block.doc.file));
    names.set(block, `${folder}/${page}-block-${block.position}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`);
  }
  const files = new Map<string, PageFile>();
  for (const {block, target} of targets) {
    const name = typeof target === 'string' ? target : names.get(target.block);
    if (!name) continue;
    const file = files.get(name);
    if (!file) files.set(name, {name, area: areaOf(block), blocks: [block], code: block.code});
    else if (file.blocks[0]!.doc.file !== block.doc.file) {
      problems.push(`${block.where}: ${name} is already shown by ${file.blocks[0]!.where}`);
    } else {
      file.blocks.push(block);
      file.code += `\n\n${block.code}`;
    }
  }
  return {files, problems};
}

/** The compiler options of a reader's Vite or Node project, strict. */
const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  types: ['node', 'vite/client'],
  skipLibCheck: true,
  isolatedModules: true,
};

/** Source files of the libraries, parsed once for every program. */
const libraryFiles = new Map<string, ts.SourceFile | undefined>();

/** The declarations of an area: every `.d.ts` in examples/<area>/. */
export function areaDeclarations(area: string): string[] {
  const folder = path.join(EXAMPLES_DIR, area);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file));
}

export interface AreaCheck {
  readonly area: string;
  /** Diagnostics by project file (`src/persona.ts`), or by declaration file. */
  readonly diagnostics: Map<string, string[]>;
  readonly program: ts.Program;
  /** A page file's path in the program. */
  readonly pathOf: (name: string) => string;
}

/** The exported types of a source: name and number of type parameters. */
function exportedTypes(source: ts.SourceFile): Map<string, number> {
  const types = new Map<string, number>();
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (exported && (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement))) {
      types.set(statement.name.text, statement.typeParameters?.length ?? 0);
    }
  }
  return types;
}

const CHECK_SUFFIX = '.declared-types.ts';

/**
 * For a page file that exports a type the area's API declaration also declares (`Avatar`), a check module that
 * fails to compile unless the two are the same type.
 */
function declaredTypesCheck(file: string, code: string, declarations: string[]): string | undefined {
  const exported = exportedTypes(ts.createSourceFile(file, code, ts.ScriptTarget.Latest));
  const lines: string[] = [];
  declarations.forEach((declaration, index) => {
    const declared = exportedTypes(
      ts.createSourceFile(declaration, fs.readFileSync(declaration, 'utf8'), ts.ScriptTarget.Latest),
    );
    const shared = [...exported.keys()].filter((name) => declared.has(name));
    if (shared.length === 0) return;
    lines.push(`import type * as Declared${index} from ${JSON.stringify(declaration.replace(/\.d\.ts$/, ''))};`);
    for (const name of shared) {
      const count = declared.get(name)!;
      const args = count > 0 ? `<${Array(count).fill('unknown').join(', ')}>` : '';
      lines.push(`export const same${name}: Same<Page.${name}${args}, Declared${index}.${name}${args}> = true;`);
    }
  });
  if (lines.length === 0) return undefined;
  const page = `./${path.basename(file).replace(/\.tsx?$/, '')}`;
  return [
    `import type * as Page from ${JSON.stringify(page)};`,
    'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
    ...lines,
  ].join('\n');
}

/** The names an area's preamble (`examples/<area>/reader.ts`) gives its snippets, and its module path. */
function readerPreamble(area: string): {module: string; names: string[]} | undefined {
  const file = path.join(EXAMPLES_DIR, area, 'reader.ts');
  if (!fs.existsSync(file)) return undefined;
  const source = fs.readFileSync(file, 'utf8');
  const names = [...source.matchAll(/^export declare (?:const|function) (\w+)/gm)].map(([, name]) => name!);
  return {module: file.replace(/\.ts$/, ''), names};
}

/** `code` with an import of the preamble's names it uses and does not define itself. */
function withPreamble(code: string, preamble: {module: string; names: string[]} | undefined): string {
  const defines = (name: string) =>
    new RegExp(`\\b(?:const|let|var|function|class)\\s+${name}\\b|^import[^;]*\\b${name}\\b[^;]*from`, 'm').test(code);
  const used = (preamble?.names ?? []).filter((name) => new RegExp(`\\b${name}\\b`).test(code) && !defines(name));
  return used.length === 0 ? code : `import {${used.join(', ')}} from ${JSON.stringify(preamble!.module)};\n${code}`;
}

/** Type-checks one area's files of a locale's project (what they import from other areas comes along). */
export function checkArea(area: string, locale: string, files: Map<string, PageFile>): AreaCheck {
  const projectDir = path.join(PROJECTS_DIR, locale);
  const pathOf = (name: string) => path.join(projectDir, name);
  const preamble = readerPreamble(area);
  const virtual = new Map(
    [...files.values()].map((file) => [
      pathOf(file.name),
      file.area === area ? withPreamble(file.code, preamble) : file.code,
    ]),
  );
  const declarations = areaDeclarations(area);
  const roots = [...files.values()].filter((file) => file.area === area).map((file) => pathOf(file.name));
  for (const root of [...roots]) {
    const check = declaredTypesCheck(root, virtual.get(root)!, declarations);
    if (!check) continue;
    virtual.set(root + CHECK_SUFFIX, check);
    roots.push(root + CHECK_SUFFIX);
  }
  const host = ts.createCompilerHost(OPTIONS);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError) => {
    const code = virtual.get(fileName);
    if (code !== undefined) return ts.createSourceFile(fileName, code, languageVersion, true);
    if (!libraryFiles.has(fileName)) libraryFiles.set(fileName, getSourceFile(fileName, languageVersion, onError));
    return libraryFiles.get(fileName);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => virtual.has(fileName) || fileExists(fileName);
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (name) =>
    [...virtual.keys()].some((file) => file.startsWith(name + path.sep)) || (directoryExists?.(name) ?? true);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => virtual.get(fileName) ?? readFile(fileName);
  const program = ts.createProgram({rootNames: [...roots, ...declarations], options: OPTIONS, host});
  const diagnostics = new Map<string, string[]>();
  const mine = new Set([...roots, ...declarations]);
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const fileName = diagnostic.file?.fileName;
    if (fileName && !mine.has(fileName)) continue;
    const key = fileName
      ? path.relative(fileName.startsWith(projectDir) ? projectDir : ROOT, fileName).replace(CHECK_SUFFIX, '')
      : '(options)';
    const at = diagnostic.file
      ? (({line, character}) => `${line + 1}:${character + 1}`)(
          diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0),
        )
      : '';
    const message = fileName?.endsWith(CHECK_SUFFIX)
      ? `a type it exports is not the one ${path.relative(ROOT, EXAMPLES_DIR)}/${area} declares: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`
      : ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    diagnostics.set(key, [...(diagnostics.get(key) ?? []), `${at} TS${diagnostic.code}: ${message}`]);
  }
  return {area, diagnostics, program, pathOf};
}
