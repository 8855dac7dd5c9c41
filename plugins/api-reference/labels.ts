/**
 * How a schema node reads in a table cell. Pure functions over the serialised `SchemaNode`, shared by the build
 * (which flattens schemas into rows) and the theme components (which render nested schemas in the browser), so
 * this module must import nothing but types.
 */
import type {SchemaNode} from './props';

/** Short type label: `Room`, `string[]`, `string (date-time)`, `object`, `map<string, string>`. */
export function typeLabel(node: SchemaNode): string {
  if (node.ref) return node.ref;
  if (node.items) {
    const inner = typeLabel(node.items);
    return inner.includes(' ') ? `(${inner})[]` : `${inner}[]`;
  }
  if (node.additionalProperties && !node.properties) return `map<string, ${typeLabel(node.additionalProperties)}>`;
  if (node.variants) return node.variants.schemas.map(typeLabel).join(' | ');
  const base = node.type ?? 'any';
  return node.format ? `${base} (${node.format})` : base;
}

/** Constraint strings plus the enum values, for a table cell. */
export function constraintList(node: SchemaNode): string[] {
  const list = [...(node.constraints ?? [])];
  if (node.enum) list.unshift(`enum: ${node.enum.map((value) => JSON.stringify(value)).join(', ')}`);
  return list;
}
