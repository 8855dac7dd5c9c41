/**
 * Real parsers for the languages the machine has no compiler of (Kotlin, Swift, C#, Go): tree-sitter's grammars as
 * WebAssembly (tree-sitter-wasms ships them prebuilt, no install script), run by web-tree-sitter. A parse that
 * needed an ERROR or MISSING node to recover is a syntax error.
 */
import path from 'node:path';
import {Language, Parser, type Node} from 'web-tree-sitter';
import {ROOT} from './site';

/** The grammar file of each language, by the name code blocks use. */
const GRAMMARS = {
  kotlin: 'kotlin',
  swift: 'swift',
  csharp: 'c_sharp',
  go: 'go',
  java: 'java',
  bash: 'bash',
} as const;

export type TreeSitterLanguage = keyof typeof GRAMMARS;

export const TREE_SITTER_LANGUAGES = Object.keys(GRAMMARS) as TreeSitterLanguage[];

const parsers = new Map<TreeSitterLanguage, Promise<Parser>>();

async function parserOf(language: TreeSitterLanguage): Promise<Parser> {
  await Parser.init();
  const grammar = await Language.load(
    path.join(ROOT, 'node_modules/tree-sitter-wasms/out', `tree-sitter-${GRAMMARS[language]}.wasm`),
  );
  const parser = new Parser();
  parser.setLanguage(grammar);
  return parser;
}

/** The syntax errors tree-sitter finds in `code`, as `line:column: what` (empty when it parses cleanly). */
export async function syntaxErrors(language: TreeSitterLanguage, code: string): Promise<string[]> {
  if (!parsers.has(language)) parsers.set(language, parserOf(language));
  const tree = (await parsers.get(language)!).parse(code);
  if (!tree) throw new Error(`tree-sitter-${language} returned no tree`);
  const errors: string[] = [];
  const visit = (node: Node): void => {
    if (!node.hasError && !node.isMissing) return;
    const at = `${node.startPosition.row + 1}:${node.startPosition.column + 1}`;
    if (node.isMissing) errors.push(`${at}: missing ${node.type}`);
    else if (node.isError) errors.push(`${at}: unexpected ${JSON.stringify(node.text.slice(0, 40))}`);
    else node.children.forEach((child) => child && visit(child));
  };
  visit(tree.rootNode);
  tree.delete();
  return errors;
}

/** The parser a check names: `tree-sitter-kotlin` (the grammar package's version is in the lock file). */
export const treeSitterName = (language: TreeSitterLanguage) => `tree-sitter-${GRAMMARS[language]}`;
