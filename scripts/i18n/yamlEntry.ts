/**
 * Sets or removes entries of a block mapping in YAML text, leaving every other byte as it was: the record lines of
 * a page's front matter and of an overlay's actions. `yaml`'s Document finds the mapping and its entries (their
 * source ranges); each entry is written as one line, its value in flow style with single quotes, as Prettier
 * writes YAML here. Re-serialising the whole document instead would refold the overlays' long Korean scalars.
 */
import {isDeepStrictEqual} from 'node:util';
import {Document, isMap, isScalar, parseDocument, visit, type Pair, type YAMLMap} from 'yaml';
import {isDay} from '../../plugins/translation-status/record';

/** A record's value as one line of flow YAML: `{page: 3f9a2c1b, sections: {room: a1b2c3d4}}`. */
export function flowYaml(value: unknown): string {
  const document = new Document(value);
  if (isMap(document.contents)) document.contents.flow = true;
  // Dates stay strings for js-yaml, which Docusaurus reads front matter with (it turns a bare date into a Date).
  visit(document, {
    Scalar(_, node) {
      if (isDay(node.value)) node.type = 'QUOTE_SINGLE';
    },
  });
  return document.toString({lineWidth: 0, flowCollectionPadding: false, singleQuote: true}).trimEnd();
}

/** A replacement of `source.slice(from, to)` by `text`. */
export interface Edit {
  readonly from: number;
  readonly to: number;
  readonly text: string;
}

function lineStart(source: string, offset: number): number {
  return source.lastIndexOf('\n', offset - 1) + 1;
}

/** The end of the line a node's value ends on (a block scalar's value range ends after its last newline). */
function lineEnd(source: string, offset: number): number {
  const at = source[offset - 1] === '\n' ? offset - 1 : offset;
  const end = source.indexOf('\n', at);
  return end === -1 ? source.length : end;
}

function pairRange(pair: Pair): [number, number] {
  const key = pair.key as {range?: [number, number, number]};
  const value = pair.value as {range?: [number, number, number]} | null;
  if (!key.range) throw new Error('yamlEntry: an entry without a source range');
  return [key.range[0], (value?.range ?? key.range)[1]];
}

const keyOf = (pair: Pair): unknown => (isScalar(pair.key) ? pair.key.value : pair.key);

/**
 * The edits that set the entries `entries` of `map` (a block mapping of the document parsed from `source`): an
 * entry that exists is rewritten where it stands (removed when its value is undefined); a new one goes after the
 * entry `after`, or after the entries of `entries` before it that exist, with the indentation of the map's keys.
 */
export function entryEdits(
  source: string,
  map: YAMLMap,
  entries: readonly (readonly [string, unknown])[],
  after: string,
): Edit[] {
  const find = (key: string) => map.items.find((pair) => keyOf(pair) === key);
  const first = map.items[0];
  if (!first) throw new Error('yamlEntry: cannot add an entry to an empty mapping');
  const firstKey = pairRange(first)[0];
  const indent = ' '.repeat(firstKey - lineStart(source, firstKey));
  const edits: Edit[] = [];
  const inserted = new Map<number, string>();
  let anchor = find(after);
  if (!anchor) throw new Error(`yamlEntry: the mapping has no "${after}" entry`);
  for (const [key, value] of entries) {
    const existing = find(key);
    if (existing) {
      const [start, end] = pairRange(existing);
      const to = lineEnd(source, end);
      edits.push(
        value === undefined
          ? {from: lineStart(source, start), to: Math.min(to + 1, source.length), text: ''}
          : {from: start, to, text: `${key}: ${flowYaml(value)}`},
      );
      if (value !== undefined) anchor = existing;
    } else if (value !== undefined) {
      const at = lineEnd(source, pairRange(anchor)[1]);
      inserted.set(at, `${inserted.get(at) ?? ''}\n${indent}${key}: ${flowYaml(value)}`);
    }
  }
  for (const [at, text] of inserted) edits.push({from: at, to: at, text});
  return edits;
}

/** `source` with non-overlapping edits applied (computed on `source` itself). */
export function applyEdits(source: string, edits: readonly Edit[]): string {
  const ordered = [...edits].sort((a, b) => b.from - a.from || b.to - a.to);
  let result = source;
  let limit = Infinity;
  for (const edit of ordered) {
    if (edit.to > limit) throw new Error('yamlEntry: overlapping edits');
    result = result.slice(0, edit.from) + edit.text + result.slice(edit.to);
    limit = edit.from;
  }
  return result;
}

/** Checks that edited YAML parses and holds `expected`: the edit changed nothing but the entries it meant to. */
export function assertParsesTo(source: string, expected: unknown, what: string): void {
  const document = parseDocument(source);
  if (document.errors.length > 0) throw new Error(`${what}: the edit broke the YAML: ${document.errors[0]!.message}`);
  if (!isDeepStrictEqual(document.toJS(), expected)) throw new Error(`${what}: the edit changed more than the record`);
}
