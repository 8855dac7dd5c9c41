/**
 * Real parsers for the languages the machine has no compiler of (Kotlin, Swift, C#, Go): tree-sitter's grammars as
 * WebAssembly, prebuilt in packages without install scripts, run by web-tree-sitter (0.25, the last line that still
 * loads the older builds) in a process per grammar (tree-sitter-parse.mjs says why). @repomix/tree-sitter-wasms has
 * current grammars (Swift's and C#'s raw strings parse); tree-sitter-wasms the Kotlin one it lacks. A parse that
 * needed an ERROR or MISSING node to recover is a syntax error. Give each call every source of a language at once:
 * a grammar takes seconds to compile.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {ROOT} from './site';

/** The grammar of each language, by the name code blocks use, and the package that ships it. */
const GRAMMARS = {
  kotlin: {file: 'kotlin', package: 'tree-sitter-wasms'},
  swift: {file: 'swift', package: '@repomix/tree-sitter-wasms', oneParse: true},
  csharp: {file: 'c_sharp', package: '@repomix/tree-sitter-wasms'},
  go: {file: 'go', package: '@repomix/tree-sitter-wasms'},
  java: {file: 'java', package: '@repomix/tree-sitter-wasms'},
} as const;

export type TreeSitterLanguage = keyof typeof GRAMMARS;

/** The syntax errors tree-sitter finds in each of `codes`, as `line:column: what` (empty when it parses cleanly). */
export async function syntaxErrors(language: TreeSitterLanguage, codes: readonly string[]): Promise<string[][]> {
  if (codes.length === 0) return [];
  const grammar: {file: string; package: string; oneParse?: boolean} = GRAMMARS[language];
  const {file, package: name} = grammar;
  const wasm = path.join(ROOT, 'node_modules', name, 'out', `tree-sitter-${file}.wasm`);
  const args = [path.join(__dirname, 'tree-sitter-parse.mjs'), wasm, ...(grammar.oneParse ? ['--one-parse'] : [])];
  // Asynchronously: compiling a grammar takes seconds, which must not block the test runner's event loop.
  const child = promisify(execFile)(process.execPath, args, {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  child.child.stdin!.end(JSON.stringify(codes));
  const {stdout} = await child;
  return JSON.parse(stdout) as string[][];
}

/** The parser a check names: `tree-sitter-kotlin` (the grammar package's version is in the lock file). */
export const treeSitterName = (language: TreeSitterLanguage) => `tree-sitter-${GRAMMARS[language].file}`;
