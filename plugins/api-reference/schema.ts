/** Reduces the model's (dereferenced) schemas to the `SchemaNode` shape the reference renders, and flattens them into field rows. */
import {withConventions} from './conventions';
import {toDescription, withDescription} from './description';
import {constraintList, typeLabel} from './labels';
import {enterRef} from './refs';
import type {FieldRow, JsonValue, PropertyNode, SchemaMap, SchemaNode} from './props';
import type {OpenApiDocument, SchemaObject} from './model';

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

/** A non-blank string, or undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function typeList(schema: SchemaObject): string[] {
  const types = Array.isArray(schema.type) ? [...schema.type] : schema.type ? [schema.type] : [];
  return types;
}

function asJson(value: unknown): JsonValue | undefined {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as JsonValue);
}

/** Merges `allOf` members into one object schema (the common use: composition of object schemas). */
function mergeAllOf(schema: SchemaObject): SchemaObject {
  const {allOf = [], ...rest} = schema;
  const merged: SchemaObject = {};
  const properties: Record<string, SchemaObject> = {};
  const required = new Set<string>();
  for (const member of [...allOf.map((m) => (m.allOf ? mergeAllOf(m) : m)), rest]) {
    const {properties: own = {}, required: names = [], ...others} = member;
    Object.assign(properties, own);
    for (const name of names) required.add(name);
    Object.assign(merged, others);
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}

/**
 * A schema as a SchemaNode. A use of a component schema becomes `{ref}` (with the description the use gives it,
 * when it differs from the component's), so each named schema is serialised once, in the page's schema map.
 */
export function toSchemaNode(document: OpenApiDocument, schema: SchemaObject): SchemaNode {
  const name = schema['x-schema-name'];
  if (name === undefined) return expandSchema(document, schema);
  const description = text(schema.description);
  return description && description !== document.components.schemas[name]?.description
    ? {ref: name, description: toDescription(description)}
    : {ref: name};
}

/** A schema's own SchemaNode, its fields expanded (named schemas inside it stay references). */
export function expandSchema(document: OpenApiDocument, input: SchemaObject): SchemaNode {
  const schema = input.allOf ? mergeAllOf(input) : input;
  const node: SchemaNode = {};
  const types = typeList(schema);
  const enumValues = schema.enum ?? ('const' in schema ? [schema.const] : undefined);
  if (schema.properties && !types.includes('object')) types.unshift('object');
  if (types.length > 0) node.type = types.join(' | ');
  if (text(schema.format)) node.format = schema.format;
  if (text(schema.title)) node.title = schema.title;
  Object.assign(node, withDescription(schema.description));
  if (enumValues) node.enum = enumValues.map((value) => asJson(value) ?? null);
  if (schema.default !== undefined) node.default = asJson(schema.default);
  const constraints = CONSTRAINT_KEYWORDS.filter(
    (keyword) => schema[keyword] !== undefined && schema[keyword] !== false,
  ).map(
    (keyword) =>
      `${keyword}: ${typeof schema[keyword] === 'string' ? schema[keyword] : JSON.stringify(schema[keyword])}`,
  );
  if (constraints.length > 0) node.constraints = constraints;
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    node.properties = Object.entries(schema.properties).map(([property, value]): PropertyNode => ({
      name: property,
      required: required.has(property),
      schema: toSchemaNode(document, value),
    }));
  }
  if (typeof schema.items === 'object') node.items = toSchemaNode(document, schema.items);
  if (typeof schema.additionalProperties === 'object')
    node.additionalProperties = toSchemaNode(document, schema.additionalProperties);
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const list = schema[kind];
    if (list && !enumValues) node.variants = {kind, schemas: list.map((member) => toSchemaNode(document, member))};
  }
  if (schema.readOnly === true) node.readOnly = true;
  if (schema.writeOnly === true) node.writeOnly = true;
  if (schema.deprecated === true) node.deprecated = true;
  Object.assign(node, withConventions(document, schema));
  return node;
}

/** Every component schema as a SchemaNode, by name. */
export function collectSchemas(document: OpenApiDocument): SchemaMap {
  return Object.fromEntries(
    Object.entries(document.components.schemas).map(([name, schema]) => [name, expandSchema(document, schema)]),
  );
}

/**
 * Flattens a schema into rows with dotted paths (`attendee_count.present_count`, `attendees[].user_id`),
 * descending into named schemas as well, up to `maxDepth` levels and never into a schema already on the path.
 */
export function flattenFields(node: SchemaNode, schemas: SchemaMap, maxDepth = 4): FieldRow[] {
  const rows: FieldRow[] = [];
  const visit = (current: SchemaNode, prefix: string, depth: number, path: readonly string[]): void => {
    const {node: resolved, trail} = enterRef(current, schemas, path);
    if (!resolved || depth >= maxDepth) return;
    if (resolved.items) {
      visit(resolved.items, `${prefix}[]`, depth, trail);
      return;
    }
    for (const property of resolved.properties ?? []) {
      const name = prefix ? `${prefix}.${property.name}` : property.name;
      const target = enterRef(property.schema, schemas, trail).node ?? property.schema;
      rows.push({
        name,
        type: typeLabel(property.schema),
        required: property.required,
        ...(target.default !== undefined ? {default: target.default} : {}),
        constraints: constraintList(target),
        ...(target.description ? {description: target.description} : {}),
        ...(target.conventions ? {conventions: target.conventions} : {}),
        depth,
      });
      visit(property.schema, name, depth + 1, trail);
    }
  };
  visit(node, '', 0, []);
  return rows;
}
