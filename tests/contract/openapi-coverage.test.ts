import {describe, expect, it} from 'vitest';
import {buildModel, loadApi, readSpec, SPEC_NAMES, type RequestBodyObject} from '../support/api';
import {conventionFindings, marksOf} from './conventions';
import {INVENTORY} from './inventory';

const CONSTRAINT_KEYWORDS = ['minLength', 'maxLength', 'pattern'] as const;
const MEANINGFUL_FORMATS = new Set(['date-time', 'int64', 'duration']);

const sorted = <T>(items: T[]): T[] => [...items].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

function bodyOf(body: RequestBodyObject) {
  const [[type, media]] = Object.entries(body.content ?? {}) as [
    [string, NonNullable<RequestBodyObject['content']>[string]],
  ];
  if (type === 'multipart/form-data') return `multipart:${Object.keys(media.schema?.properties ?? {}).join(',')}`;
  return media.schema?.['x-schema-name'];
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

const models = await Promise.all(SPEC_NAMES.map((name) => loadApi(name, 'en')));

describe.each(models.map((model) => [model.name, model] as const))(
  'the %s contract covers the product specification',
  (name, {document, operations}) => {
    const inventory = INVENTORY[name];
    const schemas = document.components.schemas;

    it('has exactly the endpoints of the specification, with their operationIds', () => {
      const actual = operations.map(({operationId, method, path}) => ({operationId, method, path}));
      const expected = inventory.endpoints.map(({operationId, method, path}) => ({operationId, method, path}));
      expect(sorted(actual)).toEqual(sorted(expected));
    });

    it('has exactly the path and query parameters of each endpoint, with their defaults', () => {
      for (const {operationId, parameters} of operations) {
        const actual = parameters.map((parameter) => ({
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
        const actual = operation.requestBody ? bodyOf(operation.requestBody) : undefined;
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
        expect([...(schema.required ?? [])].sort(), `${schemaName} required`).toEqual(
          [...(fact.required ?? [])].sort(),
        );
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
        for (const [property, described] of Object.entries(schema.properties ?? {})) {
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
      // Where the contract writes them: a shared schema's constraints count once, not at every use.
      const found = allConstraints(readSpec(name, 'en')).map((constraint) => JSON.stringify(constraint));
      expect(found.filter((constraint) => !allowed.includes(constraint))).toEqual([]);
    });

    it('formats times, byte sizes and durations as the specification says, or marks the format as its own', () => {
      const found = Object.entries(schemas).flatMap(([schemaName, schema]) =>
        Object.entries(schema.properties ?? {})
          .filter(([, property]) => property.format && MEANINGFUL_FORMATS.has(property.format))
          .filter(([, property]) => property['x-convention'] === undefined)
          .map(([property, value]) => ({schema: schemaName, property, format: value.format!})),
      );
      expect(sorted(found)).toEqual(sorted(inventory.formats.map(({where: _where, ...format}) => format)));
    });

    it('ties each error to the operations the specification ties it to, unless the list is marked', () => {
      for (const entry of document['x-error-codes']) {
        const fact = inventory.errors.find(
          (candidate) =>
            candidate.code === entry.code &&
            candidate.httpStatus === entry.httpStatus &&
            candidate.message === entry.message,
        );
        if (fact?.operations && entry['x-convention'] === undefined)
          expect(sorted(entry.operations ?? []), entry.code ?? entry.message).toEqual(sorted(fact.operations.ids));
      }
    });

    it('catalogues exactly the errors of the specification', () => {
      const found = document['x-error-codes'].map(({code, httpStatus, message}) => ({
        ...(code ? {code} : {}),
        ...(httpStatus ? {httpStatus} : {}),
        ...(message ? {message} : {}),
      }));
      expect(sorted(found)).toEqual(sorted(inventory.errors.map(({operations: _operations, ...error}) => error)));
    });

    it('documents every catalogued HTTP status on the operations it applies to', () => {
      const operationIds = operations.map(({operationId}) => operationId);
      for (const {operationId, operation, errors} of operations) {
        for (const entry of errors) {
          const status = entry.httpStatus ? String(entry.httpStatus) : 'default';
          expect(
            operation.responses[status],
            `${operationId} ${entry.code ?? entry.message} → ${status}`,
          ).toBeDefined();
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
  },
);

describe.each(models.map((model) => [model.name, model] as const))(
  'the %s contract marks what the specification does not give',
  (name, model) => {
    const written = readSpec(name, 'en');
    const catalogue = model.document['x-conventions'] ?? {};

    it('marks every status, required, format, enum, enum-like example value and error mapping it adds', () => {
      expect(conventionFindings(model, written, INVENTORY[name]).unmarked).toEqual([]);
    });

    it('marks nothing the specification gives', () => {
      expect(conventionFindings(model, written, INVENTORY[name]).overmarked).toEqual([]);
    });

    it('names only conventions of its catalogue, and uses each one', () => {
      const marks = marksOf(written);
      expect(marks.filter(({id}) => !(id in catalogue)).map(({id, where}) => `${where}: ${id}`)).toEqual([]);
      const used = new Set(marks.map(({id}) => id));
      expect(Object.keys(catalogue).filter((id) => !used.has(id))).toEqual([]);
    });

    it('gives each convention a kind the marker knows and a reason', () => {
      for (const [id, entry] of Object.entries(catalogue)) {
        expect(['example', 'recommendation'], id).toContain(entry.kind);
        expect(entry.reason.trim(), id).not.toBe('');
      }
    });
  },
);

describe('a convention whose mark is removed', () => {
  type Node = Record<string, unknown>;
  /** The object at `keys` of a written contract (a key of a list is an entry's `code`). */
  const at = (written: Node, ...keys: string[]): Node =>
    keys.reduce<Node>(
      (node, key) => (Array.isArray(node) ? (node as Node[]).find((entry) => entry.code === key) : node[key]) as Node,
      written,
    );

  /** The unmarked findings of a copy of a contract without the marks at `paths`. */
  async function withoutMarks(name: 'chat' | 'push', paths: string[][]) {
    const written = readSpec(name, 'en');
    for (const keys of paths) delete at(written, ...keys)['x-convention'];
    const model = await buildModel(name, 'en', structuredClone(written));
    return conventionFindings(model, written, INVENTORY[name]).unmarked;
  }

  it('is listed where it is used: a shared parameter on each operation that takes it', async () => {
    expect(await withoutMarks('chat', [['components', 'parameters', 'user_id']])).toEqual([
      'joinChatRoom: query user_id required',
      'exitChatRoom: query user_id required',
      'listMyChatRooms: query user_id required',
    ]);
  });

  it('is listed for a success status, an error mapping and an example value', async () => {
    const unmarked = await withoutMarks('push', [
      ['paths', '/v1/push/token', 'get', 'responses', '200'],
      ['x-error-codes', 'T003'],
      ['components', 'schemas', 'Transaction', 'properties', 'status'],
    ]);
    expect(unmarked).toEqual([
      'x-error-codes T003: operations',
      'listPushTokens: status 200',
      'sendAppPush: 202 example status: ACCEPTED',
    ]);
  });
});

describe('error bodies', () => {
  const errorSchema = {media: 'MediaFailure', chat: 'ChatError', push: 'PushError'} as const;

  it.each(models.map((model) => [model.name, model] as const))(
    'every %s error response uses the error body of its service',
    (name, {operations}) => {
      for (const {operationId, operation} of operations) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (/^[23]/.test(status)) continue;
          const schema = response.content?.['application/json']?.schema;
          expect(schema?.['x-schema-name'], `${operationId} ${status}`).toBe(errorSchema[name]);
        }
      }
    },
  );

  it('push answers 204 on every operation: no data, or the client is not active or registered', () => {
    const {document, operations} = models[2]!;
    for (const {operationId, operation} of operations) {
      expect(operation.responses['204'], operationId).toEqual(document.components.responses?.NoContent);
    }
  });
});

it('operationIds are unique across the three contracts', () => {
  const ids = models.flatMap(({operations}) => operations.map(({operationId}) => operationId));
  expect(new Set(ids).size).toBe(ids.length);
});
