import {toString} from 'hast-util-to-string';
import {describe, expect, it} from 'vitest';
import type {Description, ErrorCodesData, OperationData} from '../../plugins/api-reference/props';
import {
  enumTable,
  errorCodes,
  findOperation,
  operationCard,
  operationData,
  parameterTable,
  reference,
  referenceErrorCodes,
  schemaTable,
} from '../../plugins/api-reference/resolve';
import {typeLabel} from '../../plugins/api-reference/labels';
import {flattenFields, toSchemaNode} from '../../plugins/api-reference/schema';
import {enterRef, resolveRef} from '../../plugins/api-reference/refs';
import {toDescription} from '../../plugins/api-reference/description';
import {buildModel, type ApiModel, type WrittenDocument} from '../support/api';

/** The text of a description (the props carry it parsed, or as its text when it is one plain paragraph). */
const plain = (description: Description | undefined) =>
  typeof description === 'object' ? toString(description) : description;

/** A small OpenAPI document with the features the resolver must handle: refs, allOf, enums, an error catalogue. */
const doc: WrittenDocument = {
  openapi: '3.1.0',
  info: {title: 'Rooms', version: '1.0.0'},
  servers: [{url: '/'}],
  security: [{bearerAuth: []}],
  tags: [{name: 'Rooms', 'x-displayName': 'Room management', description: 'Rooms.'}],
  'x-error-codes': [
    {code: 'FAILED_PRECONDITION', description: 'Wrong state.'},
    {code: 'A011', httpStatus: 422, description: 'Too early.', operations: ['createRoom']},
  ],
  paths: {
    '/v1/rooms/{roomId}': {
      parameters: [
        {name: 'roomId', in: 'path', required: true, schema: {type: 'string', minLength: 3}, example: 'room-1'},
      ],
      get: {
        operationId: 'getRoom',
        tags: ['Rooms'],
        summary: 'Get a room',
        parameters: [{$ref: '#/components/parameters/asc'}],
        responses: {
          '200': {
            description: 'The room.',
            content: {'application/json': {schema: {$ref: '#/components/schemas/Room'}}},
          },
        },
      },
    },
    '/v1/rooms': {
      post: {
        operationId: 'createRoom',
        tags: ['Rooms'],
        summary: 'Create a room',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {$ref: '#/components/schemas/CreateRoomRequest'},
              example: {name: 'Daily', is_public: true},
            },
          },
        },
        responses: {'200': {description: 'Created.'}},
      },
    },
  },
  components: {
    parameters: {asc: {name: 'asc', in: 'query', schema: {type: 'boolean', default: false}}},
    securitySchemes: {bearerAuth: {type: 'http', scheme: 'bearer', bearerFormat: 'JWT'}},
    schemas: {
      RoomStatus: {
        type: 'string',
        description: 'State: `RESERVED` (booked), `ENDED` (over).',
        enum: ['RESERVED', 'ENDED'],
      },
      Count: {type: 'object', properties: {present_count: {type: 'integer', format: 'int32', minimum: 0}}},
      Room: {
        type: 'object',
        required: ['room_id'],
        properties: {
          room_id: {type: 'string', description: 'Id of the room.'},
          room_status: {$ref: '#/components/schemas/RoomStatus'},
          attendee_count: {$ref: '#/components/schemas/Count'},
          attendees: {type: 'array', items: {type: 'object', properties: {user_id: {type: 'string'}}}},
        },
      },
      CreateRoomRequest: {
        allOf: [
          {type: 'object', required: ['name'], properties: {name: {type: 'string', maxLength: 10}}},
          {properties: {is_public: {type: 'boolean', default: true}}},
        ],
      },
    },
  },
};

const model = await buildModel('media', 'en', structuredClone(doc));

const operationDataOf = (api: ApiModel, id: string): OperationData => operationData(api, findOperation(api, id)!);

describe('API reference resolver', () => {
  it('finds an operation card with a link to its anchor on the reference page', () => {
    expect(operationCard(model, findOperation(model, 'createRoom')!)).toEqual({
      operationId: 'createRoom',
      method: 'post',
      path: '/v1/rooms',
      summary: 'Create a room',
      href: '/restAPI/media-rest-api#operation/createRoom',
    });
  });

  it('flattens a schema table with nested dotted paths, required markers and constraints', () => {
    const rows = schemaTable(model, 'Room').rows;
    expect(rows.map((row) => row.name)).toEqual([
      'room_id',
      'room_status',
      'attendee_count',
      'attendee_count.present_count',
      'attendees',
      'attendees[].user_id',
    ]);
    expect(rows[0]).toMatchObject({type: 'string', required: true});
    expect(plain(rows[0]!.description)).toBe('Id of the room.');
    expect(rows[1]!.constraints).toEqual(['enum: "RESERVED", "ENDED"']);
    expect(rows[3]).toMatchObject({type: 'integer (int32)', constraints: ['minimum: 0']});
  });

  it('merges allOf members, keeping required fields and defaults', () => {
    const rows = schemaTable(model, 'CreateRoomRequest').rows;
    expect(rows).toMatchObject([
      {name: 'name', required: true, constraints: ['maxLength: 10']},
      {name: 'is_public', required: false, default: true},
    ]);
  });

  it('shows no meaning for an enum value the spec does not explain', () => {
    expect(enumTable(model, 'RoomStatus').values).toEqual([{value: 'RESERVED'}, {value: 'ENDED'}]);
  });

  it('reads enum meanings from the x-enumDescriptions map', async () => {
    const withMap: WrittenDocument = {
      openapi: '3.1.0',
      info: {title: 'Sorting', version: '1.0.0'},
      paths: {},
      'x-error-codes': [],
      components: {
        schemas: {
          Sort: {
            type: 'string',
            enum: ['ASC', 'DESC'],
            'x-enumDescriptions': {ASC: 'Oldest first.', DESC: 'Newest first.'},
          },
        },
      },
    };
    const {values} = enumTable(await buildModel('chat', 'en', withMap), 'Sort');
    expect(values.map(({value, description}) => [value, plain(description)])).toEqual([
      ['ASC', 'Oldest first.'],
      ['DESC', 'Newest first.'],
    ]);
  });

  it('fails on a reference to nothing, naming where it is', async () => {
    const dangling = structuredClone(doc) as {components: {schemas: Record<string, unknown>}};
    delete dangling.components.schemas.Count;
    await expect(buildModel('media', 'en', dangling)).rejects.toThrow(
      /the media API does not bundle: .*#\/components\/schemas\/Room\/properties\/attendee_count/,
    );
  });

  it("lists an operation's errors from the catalogue, including entries that apply to every operation", () => {
    const data: ErrorCodesData = errorCodes(model, 'createRoom');
    expect(data.rows.map((row) => row.code)).toEqual(['FAILED_PRECONDITION', 'A011']);
    expect(errorCodes(model, 'getRoom').rows.map((row) => row.code)).toEqual(['FAILED_PRECONDITION']);
  });

  it("anchors the reference catalogue's rows by code, else status and message, else status; others have no anchor", async () => {
    const rows = (entries: unknown[]) =>
      buildModel('chat', 'en', {...structuredClone(doc), 'x-error-codes': entries}).then((chat) =>
        referenceErrorCodes(chat).rows.map((row) => row.anchor),
      );
    await expect(
      rows([
        {code: 'A011', httpStatus: 422, description: 'Too early.'},
        {httpStatus: 404, message: 'This chatroom is not found', description: 'No room.'},
        {httpStatus: 500, description: 'Failed.'},
      ]),
    ).resolves.toEqual(['error/A011', 'error/404-this-chatroom-is-not-found', 'error/500']);
    await expect(
      rows([
        {httpStatus: 500, description: 'Failed.'},
        {httpStatus: 500, description: 'Failed again.'},
      ]),
    ).rejects.toThrow(/two rows with the anchor "error\/500"/);
    expect(errorCodes(model).rows.every((row) => row.anchor === undefined)).toBe(true);
  });

  it("tabulates an operation's parameters, or the shared ones with the operations that take them", () => {
    expect(parameterTable(model, 'getRoom').rows.map((row) => `${row.in}:${row.name}`)).toEqual([
      'path:roomId',
      'query:asc',
    ]);
    expect(parameterTable(model).rows).toEqual([
      {
        name: 'asc',
        in: 'query',
        required: false,
        schema: {type: 'boolean', default: false},
        usedBy: [{operationId: 'getRoom', href: '/restAPI/media-rest-api#operation/getRoom'}],
      },
    ]);
  });

  it('fails with a clear message on an unknown schema, enum or operation', () => {
    expect(() => schemaTable(model, 'Nope')).toThrow(
      /unknown schema "Nope" in the media API; known schemas: RoomStatus/,
    );
    expect(() => enumTable(model, 'Room')).toThrow(/"Room" of the media API is not an enum/);
    expect(() => errorCodes(model, 'nope')).toThrow(/unknown operation "nope"/);
    expect(() => parameterTable(model, 'nope')).toThrow(/unknown operation "nope"/);
  });

  it('groups the reference by tag with stable anchors and keeps named schemas as references', () => {
    const {tags, page} = reference(model, 'Other');
    expect(tags.map((tag) => [tag.anchor, tag.displayName, tag.operations.map((op) => op.operationId)])).toEqual([
      ['Rooms', 'Room management', ['getRoom', 'createRoom']],
    ]);
    const getRoom = tags[0]!.operations[0] as OperationData;
    expect(getRoom.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:roomId', 'query:asc']);
    expect(getRoom.responses[0]!.bodies[0]!.schema).toEqual({ref: 'Room'});
    expect(Object.keys(page.schemas)).toContain('Room');
    expect(getRoom.security).toEqual([{name: 'bearerAuth', kind: 'HTTP bearer (JWT)', scopes: []}]);
  });

  it('generates a response example from the schema when the spec has none', () => {
    const getRoom = reference(model, 'Other').tags[0]!.operations[0]!;
    expect(JSON.parse(getRoom.responses[0]!.bodies[0]!.examples[0]!.value)).toMatchObject({
      room_id: expect.any(String),
      room_status: 'RESERVED',
    });
  });

  it('labels types of references, arrays and formats', () => {
    const {document} = model;
    expect(typeLabel(toSchemaNode(document, {type: 'array', items: document.components.schemas.Room}))).toBe('Room[]');
    expect(typeLabel(toSchemaNode(document, {type: 'string', format: 'date-time'}))).toBe('string (date-time)');
    expect(typeLabel(toSchemaNode(document, {type: ['string', 'null']}))).toBe('string | null');
  });

  it('stops flattening at a schema that contains itself', () => {
    const tree = {ref: 'Node'};
    const schemas = {Node: {type: 'object', properties: [{name: 'child', required: false, schema: {ref: 'Node'}}]}};
    expect(flattenFields(tree, schemas).map((row) => row.name)).toEqual(['child']);
  });

  it('resolves a reference to its named schema, with the description of the use when it has one', () => {
    const own = toDescription('The host.');
    const schemas = {User: {type: 'object', description: toDescription('A user.')}};
    expect(resolveRef({ref: 'User'}, schemas)).toEqual(schemas.User);
    expect(resolveRef({ref: 'User', description: own}, schemas)).toEqual({type: 'object', description: own});
    expect(enterRef({ref: 'User'}, schemas, ['Room'])).toEqual({node: schemas.User, trail: ['Room', 'User']});
    expect(enterRef({ref: 'User'}, schemas, ['User'])).toEqual({trail: ['User']});
  });
});

describe('conventions a contract marks', () => {
  type Node = Record<string, unknown>;
  /** The object at `keys` of a written document (a list's entries by index). */
  const at = (node: Node, ...keys: string[]): Node => keys.reduce<Node>((parent, key) => parent[key] as Node, node);
  /** The small document with a catalogue and marks on a status, a parameter, a field, an error and a body. */
  const marked = structuredClone(doc);
  marked['x-conventions'] = {
    status: {kind: 'example', reason: 'The specification gives no success status; these docs show `200`.'},
    required: {kind: 'recommendation', reason: 'These docs always send it.'},
    values: {kind: 'example', reason: "The values are these docs'."},
  };
  at(marked, 'paths', '/v1/rooms/{roomId}', 'get', 'responses', '200')['x-convention'] = 'status';
  at(marked, 'paths', '/v1/rooms', 'post', 'requestBody')['x-convention'] = 'required';
  at(marked, 'components', 'parameters', 'asc')['x-convention'] = 'required';
  at(marked, 'components', 'schemas', 'RoomStatus')['x-convention'] = 'values';
  at(marked, 'x-error-codes', '1')['x-convention'] = ['values', 'status'];

  it('gives each marked node its notes, with kind and reason in the locale', async () => {
    const model = await buildModel('media', 'en', structuredClone(marked));
    const getRoom = operationDataOf(model, 'getRoom');
    expect(getRoom.responses[0]!.conventions).toEqual([{id: 'status', kind: 'example', reason: expect.anything()}]);
    expect(plain(getRoom.responses[0]!.conventions![0]!.reason)).toBe(
      'The specification gives no success status; these docs show 200.',
    );
    expect(getRoom.parameters.find((p) => p.name === 'asc')!.conventions!.map((n) => n.id)).toEqual(['required']);
    expect(
      schemaTable(model, 'Room')
        .rows.find((row) => row.name === 'room_status')!
        .conventions!.map((n) => n.id),
    ).toEqual(['values']);
    expect(enumTable(model, 'RoomStatus').conventions!.map((n) => n.kind)).toEqual(['example']);
    expect(errorCodes(model, 'createRoom').rows[1]!.conventions!.map((n) => n.id)).toEqual(['values', 'status']);
    expect(operationDataOf(model, 'createRoom').requestBody!.conventions!.map((n) => n.kind)).toEqual([
      'recommendation',
    ]);
  });

  it("lists an operation's assumptions once each: its parameters', bodies' and their schemas', responses', errors'", async () => {
    const model = await buildModel('media', 'en', structuredClone(marked));
    expect(operationDataOf(model, 'getRoom').assumptions.map((note) => note.id)).toEqual([
      'required',
      'status',
      'values',
    ]);
    expect(operationDataOf(model, 'createRoom').assumptions.map((note) => note.id)).toEqual([
      'required',
      'values',
      'status',
    ]);
  });

  it('has no assumptions where nothing is marked', () => {
    expect(operationDataOf(model, 'getRoom').assumptions).toEqual([]);
  });

  it('fails on a mark that names no convention of the catalogue', async () => {
    const dangling = structuredClone(marked);
    at(dangling, 'components', 'schemas', 'RoomStatus')['x-convention'] = 'nope';
    const model = await buildModel('media', 'en', dangling);
    expect(() => enumTable(model, 'RoomStatus')).toThrow(
      /unknown convention "nope"; x-conventions has status, required, values/,
    );
  });
});
