/** Reduces OpenAPI 3.1 schemas to the `SchemaNode` shape the reference renders, and flattens them into field rows. */
import {constraintList, typeLabel} from './labels';
import type {FieldRow, JsonValue, PropertyNode, SchemaMap, SchemaNode} from './model';

// OpenAPI documents are arbitrary JSON: read them through this loose shape and check every field's type.
export type Obj = Record<string, unknown>;

export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

const SCHEMA_REF = /^#\/components\/schemas\/(.+)$/;

function decodePointer(segment: string): string {
  return decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
}

/** Follows a local `$ref` (`#/...`) in `doc`; returns the target merged with the reference's sibling fields. */
export function deref(doc: Obj, value: unknown, depth = 0): unknown {
  if (!isObj(value) || typeof value.$ref !== 'string') return value;
  if (depth > 20) throw new Error(`$ref cycle at ${value.$ref}`);
  const ref = value.$ref;
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got "${ref}"`);
  let target: unknown = doc;
  for (const segment of ref.slice(2).split('/')) {
    target = isObj(target)
      ? target[decodePointer(segment)]
      : Array.isArray(target)
        ? target[Number(segment)]
        : undefined;
  }
  if (target === undefined) throw new Error(`unresolved $ref "${ref}"`);
  const {$ref: _ignored, ...siblings} = value;
  const resolved = deref(doc, target, depth + 1);
  return isObj(resolved) ? {...resolved, ...siblings} : resolved;
}

/** The schema name a `$ref` points to, when it points into components.schemas. */
export function schemaRefName(value: unknown): string | undefined {
  if (!isObj(value) || typeof value.$ref !== 'string') return undefined;
  const match = SCHEMA_REF.exec(value.$ref);
  return match ? decodePointer(match[1]!) : undefined;
}

const CONSTRAINT_KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
] as const;

function typeList(schema: Obj): string[] {
  const types = Array.isArray(schema.type)
    ? schema.type.filter((t): t is string => typeof t === 'string')
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  return types;
}

function asJson(value: unknown): JsonValue | undefined {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as JsonValue);
}

/** Merges `allOf` members into one object schema (the common use: composition of object schemas). */
function mergeAllOf(doc: Obj, schema: Obj): Obj {
  const members = (schema.allOf as unknown[]).map((member) => deref(doc, member)).filter(isObj);
  const {allOf: _ignored, ...rest} = schema;
  const merged: Obj = {};
  const properties: Obj = {};
  const required = new Set<string>();
  for (const member of [...members.map((m) => (Array.isArray(m.allOf) ? mergeAllOf(doc, m) : m)), rest]) {
    Object.assign(properties, isObj(member.properties) ? member.properties : {});
    for (const name of Array.isArray(member.required) ? member.required : [])
      if (typeof name === 'string') required.add(name);
    for (const [key, value] of Object.entries(member))
      if (key !== 'properties' && key !== 'required') merged[key] = value;
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}

/** Converts a schema (possibly a `$ref`) to a SchemaNode; named schemas become `{ref}` so each is serialised once. */
export function toSchemaNode(doc: Obj, input: unknown): SchemaNode {
  const name = schemaRefName(input);
  if (name !== undefined) {
    deref(doc, input); // fails early on a dangling reference
    const description = isObj(input) ? str(input.description) : undefined;
    return description ? {ref: name, description} : {ref: name};
  }
  const resolved = deref(doc, input);
  if (!isObj(resolved)) return {};
  const schema = Array.isArray(resolved.allOf) ? mergeAllOf(doc, resolved) : resolved;
  const node: SchemaNode = {};
  const types = typeList(schema);
  const enumValues = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : undefined;
  if (isObj(schema.properties) && !types.includes('object')) types.unshift('object');
  if (types.length > 0) node.type = types.join(' | ');
  if (str(schema.format)) node.format = schema.format as string;
  if (str(schema.title)) node.title = schema.title as string;
  if (str(schema.description)) node.description = schema.description as string;
  if (enumValues) node.enum = enumValues.map((value) => asJson(value) ?? null);
  if (schema.default !== undefined) node.default = asJson(schema.default);
  const constraints = CONSTRAINT_KEYWORDS.filter(
    (keyword) => schema[keyword] !== undefined && schema[keyword] !== false,
  ).map(
    (keyword) =>
      `${keyword}: ${typeof schema[keyword] === 'string' ? schema[keyword] : JSON.stringify(schema[keyword])}`,
  );
  if (constraints.length > 0) node.constraints = constraints;
  if (isObj(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    node.properties = Object.entries(schema.properties).map(([property, value]): PropertyNode => ({
      name: property,
      required: required.has(property),
      schema: toSchemaNode(doc, value),
    }));
  }
  if (schema.items !== undefined) node.items = toSchemaNode(doc, schema.items);
  if (isObj(schema.additionalProperties)) node.additionalProperties = toSchemaNode(doc, schema.additionalProperties);
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const list = schema[kind];
    if (Array.isArray(list) && !enumValues)
      node.variants = {kind, schemas: list.map((member) => toSchemaNode(doc, member))};
  }
  if (schema.readOnly === true) node.readOnly = true;
  if (schema.writeOnly === true) node.writeOnly = true;
  if (schema.deprecated === true) node.deprecated = true;
  return node;
}

/** Every schema of components.schemas as a SchemaNode, by name. */
export function collectSchemas(doc: Obj): SchemaMap {
  const components = isObj(doc.components) && isObj(doc.components.schemas) ? doc.components.schemas : {};
  return Object.fromEntries(Object.keys(components).map((name) => [name, toSchemaNode(doc, components[name])]));
}

/**
 * Flattens a schema into rows with dotted paths (`attendee_count.present_count`, `attendees[].user_id`),
 * descending into named schemas as well, up to `maxDepth` levels and never into a schema already on the path.
 */
export function flattenFields(node: SchemaNode, schemas: SchemaMap, maxDepth = 4): FieldRow[] {
  const rows: FieldRow[] = [];
  const visit = (current: SchemaNode, prefix: string, depth: number, path: readonly string[]): void => {
    const {node: resolved, trail} = resolveRef(current, schemas, path);
    if (!resolved || depth >= maxDepth) return;
    if (resolved.items) {
      visit(resolved.items, `${prefix}[]`, depth, trail);
      return;
    }
    for (const property of resolved.properties ?? []) {
      const name = prefix ? `${prefix}.${property.name}` : property.name;
      const target = resolveRef(property.schema, schemas, trail).node ?? property.schema;
      rows.push({
        name,
        type: typeLabel(property.schema),
        required: property.required,
        ...(target.default !== undefined ? {default: target.default} : {}),
        constraints: constraintList(target),
        ...((property.schema.description ?? target.description)
          ? {description: property.schema.description ?? target.description}
          : {}),
        depth,
      });
      visit(property.schema, name, depth + 1, trail);
    }
  };
  visit(node, '', 0, []);
  return rows;
}

function resolveRef(
  node: SchemaNode,
  schemas: SchemaMap,
  path: readonly string[],
): {node?: SchemaNode; trail: readonly string[]} {
  if (!node.ref) return {node, trail: path};
  if (path.includes(node.ref)) return {trail: path};
  return {node: schemas[node.ref], trail: [...path, node.ref]};
}
