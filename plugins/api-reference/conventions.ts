/**
 * The `x-convention` marks of a contract, resolved from its `x-conventions` catalogue into the props' notes: each
 * id a mark names becomes the entry's kind and its reason, in the model's locale. A mark that names no entry, or an
 * entry of a kind the site's marker does not know, throws, which fails the build with the id named.
 */
import {toDescription} from './description';
import type {ConventionKind, Marked, OpenApiDocument, SchemaObject} from './model';
import type {ConventionNote} from './props';

const KINDS: readonly ConventionKind[] = ['example', 'recommendation'];

/** The conventions a node's mark names, in the mark's order (none for a node without one). */
export function conventionNotes(document: OpenApiDocument, node: Marked | undefined): ConventionNote[] {
  const mark = node?.['x-convention'];
  if (mark === undefined) return [];
  const catalogue = document['x-conventions'] ?? {};
  return (Array.isArray(mark) ? mark : [mark]).map((id) => {
    const entry = catalogue[id];
    if (!entry) {
      const known = Object.keys(catalogue);
      throw new Error(`unknown convention "${id}"; x-conventions has ${known.length > 0 ? known.join(', ') : 'none'}`);
    }
    if (!KINDS.includes(entry.kind))
      throw new Error(`convention "${id}" has kind "${String(entry.kind)}"; the marker knows ${KINDS.join(', ')}`);
    return {id, kind: entry.kind, reason: toDescription(entry.reason)};
  });
}

/** `{conventions}` for spreading into props, or `{}` for a node without a mark. */
export function withConventions(document: OpenApiDocument, node: Marked | undefined): {conventions?: ConventionNote[]} {
  const notes = conventionNotes(document, node);
  return notes.length > 0 ? {conventions: notes} : {};
}

/** The marks of a schema and of every schema inside it, each schema once. */
export function schemaConventions(
  document: OpenApiDocument,
  schema: SchemaObject | undefined,
  seen = new Set<SchemaObject>(),
): ConventionNote[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const inside = [
    ...Object.values(schema.properties ?? {}),
    ...(typeof schema.items === 'object' ? [schema.items] : []),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
    ...(schema.allOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.anyOf ?? []),
  ];
  return [...conventionNotes(document, schema), ...inside.flatMap((child) => schemaConventions(document, child, seen))];
}

/** Notes with each convention once, the first kept. */
export function uniqueNotes(notes: readonly ConventionNote[]): ConventionNote[] {
  const byId = new Map<string, ConventionNote>();
  for (const note of notes) if (!byId.has(note.id)) byId.set(note.id, note);
  return [...byId.values()];
}
