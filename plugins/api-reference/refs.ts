/**
 * The one resolution of a `SchemaNode`'s `ref`. A page serialises each named schema once, in its schema map, and
 * every use refers to it by name; so the build (which flattens schemas into table rows, schema.ts) and the theme
 * (which renders nested schemas in the browser, theme/ApiSchema) both look references up, and both do it here.
 * Pure functions over the serialised shapes: this module imports nothing but types.
 */
import type {SchemaMap, SchemaNode} from './props';

/** The schema a node stands for: a reference's named schema, with the description the use gives it; else the node. */
export function resolveRef(node: SchemaNode, schemas: SchemaMap): SchemaNode {
  if (!node.ref) return node;
  return {...schemas[node.ref], ...(node.description ? {description: node.description} : {})};
}

/**
 * Steps into a node on the way down a schema: its resolved schema and the trail of named schemas entered so far;
 * no schema when the node refers to one already on the trail (a schema that contains itself stops there).
 */
export function enterRef(
  node: SchemaNode,
  schemas: SchemaMap,
  trail: readonly string[],
): {node?: SchemaNode; trail: readonly string[]} {
  if (!node.ref) return {node, trail};
  if (trail.includes(node.ref)) return {trail};
  return {node: resolveRef(node, schemas), trail: [...trail, node.ref]};
}
