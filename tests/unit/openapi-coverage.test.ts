import {describe, expect, it} from 'vitest';
import {
  errorCodesFor,
  listOperations,
  loadSpec,
  resolveRef,
  SPEC_NAMES,
  type OpenApiDocument,
  type ResponseObject,
  type SchemaObject,
} from '../../plugins/api-reference/spec';
import {INVENTORY} from './openapi/inventory';
import {operationParameters} from './openapi/walk';

const CONSTRAINT_KEYWORDS = ['minLength', 'maxLength', 'pattern'] as const;
const MEANINGFUL_FORMATS = new Set(['date-time', 'int64', 'duration']);

const sorted = <T>(items: T[]): T[] => [...items].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

function refName(ref: string | undefined): string | undefined {
  return ref?.split('/').pop();
}

function bodyOf(
  document: OpenApiDocument,
  requestBody: {$ref?: string; content?: Record<string, {schema?: SchemaObject}>},
) {
  const body = requestBody.$ref ? resolveRef<typeof requestBody>(document, requestBody.$ref) : requestBody;
  const [[type, media]] = Object.entries(body.content ?? {}) as [[string, {schema?: SchemaObject}]];
  if (type === 'multipart/form-data') return `multipart:${Object.keys(media.schema?.properties ?? {}).join(',')}`;
  return refName(media.schema?.$ref);
}

/** Every constraint keyword in the document, wherever it sits, as [field name, keyword, value]. */
function allConstraints(node: unknown, field = ''): [string, string, unknown][] {
  if (Array.isArray(node)) return node.flatMap((child) => allConstraints(child, field));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const own = CONSTRAINT_KEYWORDS.filter((keyword) => keyword in record).map(
    (keyword) => [field, keyword, record[keyword]] as [string, string, unknown],
  );
  const nested = Object.entries(record).flatMap(([key, value]) => {
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      return Object.entries(value).flatMap(([property, schema]) => allConstraints(schema, property));
    }
    if (key === 'example' || key === 'examples') return [];
    const name = typeof record.name === 'string' && key === 'schema' ? record.name : field;
    return allConstraints(value, name);
  });
  return [...own, ...nested];
}

describe.each(SPEC_NAMES)('the %s contract covers the product specification', (name) => {
  const document = loadSpec(name, 'en');
  const inventory = INVENTORY[name];
  const operations = listOperations(document);
  const schemas = document.components.schemas;

  it('has exactly the endpoints of the specification, with their operationIds', () => {
    const actual = operations.map(({operationId, method, path}) => ({operationId, method, path}));
    const expected = inventory.endpoints.map(({operationId, method, path}) => ({operationId, method, path}));
    expect(sorted(actual)).toEqual(sorted(expected));
  });

  it('has exactly the path and query parameters of each endpoint, with their defaults', () => {
    for (const {operationId, path, operation} of operations) {
      const actual = operationParameters(document, path, operation.parameters).map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        required: parameter.required ?? false,
        ...(parameter.schema?.default !== undefined ? {default: parameter.schema.default} : {}),
      }));
      const expected = inventory.endpoints.find((endpoint) => endpoint.operationId === operationId)?.parameters;
      expect(sorted(actual), operationId).toEqual(sorted([...(expected ?? [])]));
    }
  });

  it('takes the request body of the specification on each endpoint', () => {
    for (const {operationId, operation} of operations) {
      const expected = inventory.endpoints.find((endpoint) => endpoint.operationId === operationId)?.body;
      const actual = operation.requestBody ? bodyOf(document, operation.requestBody) : undefined;
      expect(actual, operationId).toBe(expected);
    }
  });

  it('names exactly the schemas of the specification', () => {
    const expected = [...Object.keys(inventory.schemas), ...Object.keys(inventory.enums)];
    expect(Object.keys(schemas).sort()).toEqual(expected.sort());
  });

  it('gives every schema exactly its fields, required fields and defaults', () => {
    for (const [schemaName, fact] of Object.entries(inventory.schemas)) {
      const schema = schemas[schemaName]!;
      expect(Object.keys(schema.properties ?? {}).sort(), schemaName).toEqual([...fact.fields].sort());
      expect([...(schema.required ?? [])].sort(), `${schemaName} required`).toEqual([...(fact.required ?? [])].sort());
      const defaults = Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([, property]) => property.default !== undefined)
          .map(([property, value]) => [property, value.default]),
      );
      expect(defaults, `${schemaName} defaults`).toEqual(fact.defaults ?? {});
    }
  });

  it('types every field and describes it', () => {
    for (const [schemaName, schema] of Object.entries(schemas)) {
      for (const [property, value] of Object.entries(schema.properties ?? {})) {
        const described = value.$ref ? resolveRef<SchemaObject>(document, value.$ref) : value;
        if (!(schemaName === 'ChatResponse' && property === 'data')) {
          expect(described.type, `${schemaName}.${property} type`).toBeDefined();
        }
        expect(described.description, `${schemaName}.${property} description`).toBeTruthy();
      }
    }
  });

  it('lists every enum value of the specification and no other', () => {
    for (const [schemaName, fact] of Object.entries(inventory.enums)) {
      expect(schemas[schemaName]?.enum, schemaName).toEqual(fact.values);
      expect(schemas[schemaName]?.default, `${schemaName} default`).toBe(fact.default);
    }
  });

  it('carries every validation constraint of the specification and no other', () => {
    for (const [schemaName, property, keyword, value] of inventory.constraints) {
      expect(schemas[schemaName]?.properties?.[property]?.[keyword], `${schemaName}.${property}`).toBe(value);
    }
    const allowed = inventory.constraints.map(([, property, keyword, value]) =>
      JSON.stringify([property, keyword, value]),
    );
    const found = allConstraints(document).map((constraint) => JSON.stringify(constraint));
    expect(found.filter((constraint) => !allowed.includes(constraint))).toEqual([]);
  });

  it('formats times, byte sizes and durations as the specification says', () => {
    const found: [string, string, string][] = Object.entries(schemas).flatMap(([schemaName, schema]) =>
      Object.entries(schema.properties ?? {})
        .filter(([, property]) => property.format && MEANINGFUL_FORMATS.has(property.format))
        .map(([property, value]) => [schemaName, property, value.format!] as [string, string, string]),
    );
    expect(sorted(found)).toEqual(sorted(inventory.formats));
  });

  it('catalogues exactly the errors of the specification', () => {
    const found = document['x-error-codes'].map(({code, httpStatus, message}) => ({
      ...(code ? {code} : {}),
      ...(httpStatus ? {httpStatus} : {}),
      ...(message ? {message} : {}),
    }));
    expect(sorted(found)).toEqual(sorted(inventory.errors));
  });

  it('documents every catalogued HTTP status on the operations it applies to', () => {
    const operationIds = operations.map(({operationId}) => operationId);
    for (const {operationId, operation} of operations) {
      for (const entry of errorCodesFor(document, operationId)) {
        const status = entry.httpStatus ? String(entry.httpStatus) : 'default';
        expect(operation.responses[status], `${operationId} ${entry.code ?? entry.message} → ${status}`).toBeDefined();
      }
    }
    for (const entry of document['x-error-codes']) {
      expect(operationIds, entry.code ?? entry.message).toEqual(expect.arrayContaining(entry.operations ?? []));
    }
  });

  it('files every operation under exactly one declared tag, and uses every tag', () => {
    const declared = document.tags.map((tag) => tag.name);
    for (const {operationId, operation} of operations) {
      expect(operation.tags, operationId).toHaveLength(1);
      expect(declared, operationId).toContain(operation.tags[0]);
    }
    expect(new Set(operations.map(({operation}) => operation.tags[0]))).toEqual(new Set(declared));
  });

  it('requires a bearer JWT on every operation', () => {
    expect(document.security).toEqual([{bearerAuth: []}]);
    expect(document.components.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    for (const {operationId, operation} of operations) expect(operation.security, operationId).toBeUndefined();
  });
});

describe('error bodies', () => {
  const errorSchema = {media: 'MediaFailure', chat: 'ChatError', push: 'PushError'} as const;

  it.each(SPEC_NAMES)('every %s error response uses the error body of its service', (name) => {
    const document = loadSpec(name, 'en');
    for (const {operationId, operation} of listOperations(document)) {
      for (const [status, raw] of Object.entries(operation.responses)) {
        if (/^[23]/.test(status)) continue;
        const response = raw.$ref ? resolveRef<ResponseObject>(document, raw.$ref) : raw;
        const schema = response.content?.['application/json']?.schema;
        expect(refName(schema?.$ref), `${operationId} ${status}`).toBe(errorSchema[name]);
      }
    }
  });

  it('push answers 204 on every operation: no data, or the client is not active or registered', () => {
    const document = loadSpec('push', 'en');
    for (const {operationId, operation} of listOperations(document)) {
      expect(operation.responses['204'], operationId).toEqual({$ref: '#/components/responses/NoContent'});
    }
  });
});

it('operationIds are unique across the three contracts', () => {
  const ids = SPEC_NAMES.flatMap((name) => listOperations(loadSpec(name, 'en')).map(({operationId}) => operationId));
  expect(new Set(ids).size).toBe(ids.length);
});
