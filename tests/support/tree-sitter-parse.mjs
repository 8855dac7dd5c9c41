// Parses code with one tree-sitter grammar: the path of its .wasm is the first argument, a JSON array of sources
// comes on stdin, and a JSON array of each source's syntax errors (`line:column: what`) goes to stdout.
// A process of its own per grammar: in one web-tree-sitter runtime, loading a second grammar breaks the external
// scanner of the first. `--one-parse` parses the sources as one file, one after the other, and gives each its own
// errors: Swift's scanner keeps state from one parse to the next (after a raw string `#"…"#`, every later parse of
// one fails), within one parse it does not.
import {readFileSync} from 'node:fs';
import {Language, Parser} from 'web-tree-sitter';

const [grammar, mode] = process.argv.slice(2);
await Parser.init();
const parser = new Parser();
parser.setLanguage(await Language.load(grammar));

/** Syntax errors of a parse, with the row each starts on. */
function errorsOf(code) {
  const tree = parser.parse(code);
  const errors = [];
  const visit = (node) => {
    if (!node.hasError && !node.isMissing) return;
    const {row, column} = node.startPosition;
    if (node.isMissing) errors.push({row, column, what: `missing ${node.type}`});
    else if (node.isError) errors.push({row, column, what: `unexpected ${JSON.stringify(node.text.slice(0, 40))}`});
    else for (const child of node.children) if (child) visit(child);
  };
  visit(tree.rootNode);
  tree.delete();
  return errors;
}

const format = ({row, column, what}) => `${row + 1}:${column + 1}: ${what}`;
const sources = JSON.parse(readFileSync(0, 'utf8'));
let result;
if (mode === '--one-parse') {
  const starts = [];
  let row = 0;
  for (const source of sources) {
    starts.push(row);
    row += source.split('\n').length + 1;
  }
  result = sources.map(() => []);
  for (const error of errorsOf(sources.join('\n\n'))) {
    const index = starts.findLastIndex((start) => start <= error.row);
    result[index].push(format({...error, row: error.row - starts[index]}));
  }
} else {
  result = sources.map((source) => errorsOf(source).map(format));
}
process.stdout.write(JSON.stringify(result));
