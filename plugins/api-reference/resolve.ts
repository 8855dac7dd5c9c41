/**
 * The props of the API components, computed from the spec model: pure functions over an `ApiModel` (already
 * dereferenced and, for Korean, overlaid). Every unknown id, schema or operation throws an error that names it.
 */
import {createSlugger} from '@docusaurus/utils';
import {sample} from 'openapi-sampler';
import {codeSamples, type FormField, type SampleRequest} from './codeSamples';
import type {
  BodyData,
  Description,
  EnumTableData,
  EnumValueRow,
  ErrorCodesData,
  ErrorRow,
  ExampleData,
  JsonValue,
  OperationCardData,
  OperationData,
  ParameterData,
  ParameterTableData,
  ReferenceData,
  ResponseData,
  SchemaTableData,
  SecurityData,
  TagData,
} from './props';
import {conventionNotes, schemaConventions, uniqueNotes, withConventions} from './conventions';
import {toDescription, withDescription} from './description';
import {collectSchemas, expandSchema, flattenFields, text, toSchemaNode} from './schema';
import type {
  ApiModel,
  ErrorCodeEntry,
  MediaTypeObject,
  OpenApiDocument,
  Operation,
  ParameterObject,
  SchemaObject,
  SpecSite,
} from './model';

function known(list: readonly string[]): string {
  return list.length > 12 ? `${list.slice(0, 12).join(', ')}, …` : list.join(', ');
}

export function findOperation(model: ApiModel, operationId: string): Operation | undefined {
  return model.operations.find((op) => op.operationId === operationId);
}

/** Where an operation is on its contract's reference page. */
function operationHref(site: SpecSite, operationId: string): string {
  return `${site.route}#operation/${operationId}`;
}

export function operationCard(model: ApiModel, {operationId, method, path, operation}: Operation): OperationCardData {
  return {
    operationId,
    method,
    path,
    summary: text(operation.summary) ?? operationId,
    href: operationHref(model.site, operationId),
    ...(operation.deprecated === true ? {deprecated: true} : {}),
  };
}

function componentSchema({name, document}: ApiModel, schema: string): SchemaObject {
  const found = document.components.schemas[schema];
  if (!found) {
    const names = Object.keys(document.components.schemas);
    throw new Error(`unknown schema "${schema}" in the ${name} API; known schemas: ${known(names)}`);
  }
  return found;
}

export function schemaTable(model: ApiModel, schema: string): SchemaTableData {
  const raw = componentSchema(model, schema);
  const rows = flattenFields({ref: schema}, collectSchemas(model.document));
  if (rows.length === 0)
    throw new Error(
      `schema "${schema}" of the ${model.name} API has no fields to tabulate (use <EnumTable> for enums)`,
    );
  return {
    spec: model.name,
    schema,
    ...withDescription(raw.description),
    ...withConventions(model.document, raw),
    rows,
  };
}

/** Per-value meanings from the schema's `x-enumDescriptions` map (every enum of the three specs has one; a test checks it). */
function enumDescriptions(schema: SchemaObject, values: JsonValue[]): {description?: Description}[] {
  const source = schema['x-enumDescriptions'] as Record<string, unknown> | undefined;
  return values.map((value) => withDescription(source?.[String(value)]));
}

export function enumTable(model: ApiModel, schema: string): EnumTableData {
  const raw = componentSchema(model, schema);
  const node = expandSchema(model.document, raw);
  let values: EnumValueRow[];
  if (raw.enum) {
    const list = raw.enum as JsonValue[];
    const meanings = enumDescriptions(raw, list);
    values = list.map((value, index) => ({value, ...meanings[index]}));
  } else if (raw.oneOf?.every((member) => 'const' in member)) {
    values = raw.oneOf.map((member) => {
      return {value: member.const as JsonValue, ...withDescription(text(member.description) ?? member.title)};
    });
  } else {
    throw new Error(`schema "${schema}" of the ${model.name} API is not an enum`);
  }
  return {
    spec: model.name,
    schema,
    type: node.type ?? 'string',
    ...(node.description ? {description: node.description} : {}),
    ...(node.conventions ? {conventions: node.conventions} : {}),
    ...(node.default !== undefined ? {default: node.default} : {}),
    values,
  };
}

// ---------------------------------------------------------------- errors

function errorRow(document: OpenApiDocument, entry: ErrorCodeEntry): ErrorRow {
  return {
    status: entry.httpStatus === undefined ? '' : String(entry.httpStatus),
    ...(entry.code !== undefined ? {code: entry.code} : {}),
    ...(text(entry.message) ? {message: entry.message} : {}),
    description: toDescription(entry.description),
    ...(entry.operations ? {operations: entry.operations} : {}),
    ...withConventions(document, entry),
  };
}

/** An operation's rows of the error catalogue, without the list of operations each applies to. */
function operationErrors(document: OpenApiDocument, op: Operation): ErrorRow[] {
  return op.errors.map((entry) => {
    const {operations: _ignored, ...row} = errorRow(document, entry);
    return row;
  });
}

/**
 * `This chatroom is not found` as `this-chatroom-is-not-found`, by the rules Docusaurus gives heading ids (a fresh
 * slugger per message: a repeated message is an error of errorAnchors, not a `-1` suffix).
 */
function slug(text: string): string {
  return createSlugger().slug(text);
}

/**
 * The id of a catalogue row on the reference page: `error/<code>`, else `error/<status>-<message>`, else
 * `error/<status>`. Two rows with the same id fail the build: a link to one would land on the other.
 */
function errorAnchors(model: ApiModel, rows: ErrorRow[]): ErrorRow[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const key = row.code ?? [row.status, row.message === undefined ? '' : slug(row.message)].filter(Boolean).join('-');
    const anchor = `error/${key}`;
    if (key === '') throw new Error(`an error of the ${model.name} API has no code, status or message to name it`);
    if (seen.has(anchor))
      throw new Error(`the ${model.name} API's error catalogue has two rows with the anchor "${anchor}"`);
    seen.add(anchor);
    return {...row, anchor};
  });
}

/** The error catalogue as the reference page lists it: every row with its anchor (`errorAnchors`). */
export function referenceErrorCodes(model: ApiModel): ErrorCodesData {
  const table = errorCodes(model);
  return {...table, rows: errorAnchors(model, table.rows)};
}

export function errorCodes(model: ApiModel, operationId?: string): ErrorCodesData {
  const {document} = model;
  if (operationId === undefined)
    return {spec: model.name, rows: document['x-error-codes'].map((entry) => errorRow(document, entry))};
  const op = findOperation(model, operationId);
  if (!op) {
    const ids = model.operations.map((candidate) => candidate.operationId);
    throw new Error(`unknown operation "${operationId}" in the ${model.name} API; known operations: ${known(ids)}`);
  }
  return {spec: model.name, operation: operationId, rows: operationErrors(document, op)};
}

// ---------------------------------------------------------------- full operations

function pretty(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

function sampled(document: OpenApiDocument, schema: SchemaObject, request: boolean): unknown {
  try {
    return sample(schema as never, {skipReadOnly: request, skipWriteOnly: !request, quiet: true}, document as never);
  } catch {
    return undefined;
  }
}

/** Spec examples of a media type object, or one generated from its schema when the spec has none. */
function mediaExamples(
  document: OpenApiDocument,
  media: MediaTypeObject,
  mediaType: string,
  request: boolean,
): ExampleData[] {
  const language = mediaType.includes('json') ? 'json' : mediaType.includes('yaml') ? 'yaml' : 'text';
  if (mediaType.startsWith('multipart/') || mediaType === 'application/octet-stream') return [];
  if (media.example !== undefined) return [{value: pretty(media.example), language}];
  if (media.examples) {
    return Object.entries(media.examples).flatMap(([name, example]) =>
      example.value === undefined
        ? []
        : [
            {
              name,
              ...(text(example.summary) ? {summary: example.summary} : {}),
              value: pretty(example.value),
              language,
            },
          ],
    );
  }
  const {schema} = media;
  if (schema?.example !== undefined) return [{value: pretty(schema.example), language}];
  if (schema?.examples && schema.examples.length > 0) return [{value: pretty(schema.examples[0]), language}];
  const generated = schema === undefined ? undefined : sampled(document, schema, request);
  return generated === undefined ? [] : [{value: pretty(generated), language}];
}

function bodies(
  document: OpenApiDocument,
  content: Record<string, MediaTypeObject> | undefined,
  request: boolean,
): BodyData[] {
  return Object.entries(content ?? {}).map(([mediaType, media]) => ({
    mediaType,
    ...(media.schema !== undefined ? {schema: toSchemaNode(document, media.schema)} : {}),
    examples: mediaExamples(document, media, mediaType, request),
  }));
}

function securityOf(document: OpenApiDocument, op: Operation): SecurityData[] {
  const requirements = op.operation.security ?? document.security ?? [];
  const schemes = document.components.securitySchemes ?? {};
  return requirements.flatMap((requirement) =>
    Object.entries(requirement).map(([name, scopes]) => {
      const scheme = schemes[name];
      if (!scheme) throw new Error(`operation "${op.operationId}" uses the undefined security scheme "${name}"`);
      let kind: string = scheme.type;
      if (scheme.type === 'http') {
        const format = 'bearerFormat' in scheme ? text(scheme.bearerFormat) : undefined;
        kind = `HTTP ${scheme.scheme}${format ? ` (${format})` : ''}`;
      } else if (scheme.type === 'apiKey') kind = `API key (${String(scheme.in)}: ${String(scheme.name)})`;
      return {
        name,
        kind,
        ...withDescription(scheme.description),
        scopes: scopes.map(String),
      };
    }),
  );
}

export function exampleValue(
  document: OpenApiDocument,
  parameter: Pick<ParameterObject, 'example' | 'examples' | 'schema'>,
) {
  if (parameter.example !== undefined) return parameter.example;
  const [first] = Object.values(parameter.examples ?? {});
  if (first?.value !== undefined) return first.value;
  const {schema} = parameter;
  if (schema) {
    if (schema.example !== undefined) return schema.example;
    if (schema.examples && schema.examples.length > 0) return schema.examples[0];
    if (schema.default !== undefined) return schema.default;
    if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  }
  return schema === undefined ? undefined : sampled(document, schema, true);
}

export function serverUrl(document: OpenApiDocument): string {
  const [server] = document.servers ?? [];
  let url = text(server?.url) ?? '/';
  for (const [name, variable] of Object.entries(server?.variables ?? {}))
    url = url.replaceAll(`{${name}}`, String(variable.default));
  return url.replace(/\/$/, '');
}

/** The example fields of a form body: a file field's value is the example file's name. */
export function formFields(document: OpenApiDocument, requestMedia: MediaTypeObject | undefined): FormField[] {
  const properties = requestMedia?.schema?.properties ?? {};
  return Object.entries(properties).map(([name, property]) => {
    const file =
      property.format === 'binary' || property.contentMediaType !== undefined || property.contentEncoding !== undefined;
    return {
      name,
      file,
      value: file
        ? name.replace(/_file$/, '') + (name.includes('key') ? '.p8' : name.includes('certificate') ? '.p12' : '')
        : String(exampleValue(document, {schema: property}) ?? ''),
    };
  });
}

function sampleRequest(
  document: OpenApiDocument,
  site: SpecSite,
  op: Operation,
  security: SecurityData[],
  requestBody: BodyData | undefined,
  requestMedia: MediaTypeObject | undefined,
): SampleRequest {
  let path = op.path;
  const query: [string, string][] = [];
  for (const parameter of op.parameters) {
    const value = exampleValue(document, parameter);
    if (parameter.in === 'path')
      path = path.replaceAll(`{${parameter.name}}`, encodeURIComponent(String(value ?? parameter.name)));
    else if (
      parameter.in === 'query' &&
      value !== undefined &&
      (parameter.required === true || parameter.example !== undefined || parameter.schema !== undefined)
    ) {
      for (const item of Array.isArray(value) ? value : [value]) query.push([parameter.name, String(item)]);
    }
  }
  const request: SampleRequest = {
    method: op.method,
    url: new URL(`${serverUrl(document)}${path}`, site.origin).toString(),
    query,
    bearer: security.some((s) => /bearer/i.test(s.kind)),
    accessToken: site.accessToken,
    baseUrlVariable: site.baseUrlVariable,
  };
  if (requestBody) {
    const {mediaType} = requestBody;
    if (mediaType.startsWith('multipart/') || mediaType === 'application/x-www-form-urlencoded') {
      request.body = {mediaType, form: formFields(document, requestMedia)};
    } else {
      const example = requestBody.examples[0]?.value;
      let json: JsonValue | undefined;
      try {
        json = example === undefined ? undefined : (JSON.parse(example) as JsonValue);
      } catch {
        json = undefined;
      }
      request.body = json !== undefined ? {mediaType, json} : {mediaType, text: example ?? ''};
    }
  }
  return request;
}

function parameterData(document: OpenApiDocument, parameter: ParameterObject): ParameterData {
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.required === true,
    ...(parameter.deprecated === true ? {deprecated: true} : {}),
    ...withDescription(parameter.description),
    schema: toSchemaNode(document, parameter.schema ?? {}),
    ...withConventions(document, parameter),
  };
}

/** An operation's parameters, or without one the API's shared parameters with the operations that take each. */
export function parameterTable(model: ApiModel, operationId?: string): ParameterTableData {
  const {document, name: spec} = model;
  if (operationId !== undefined) {
    const op = findOperation(model, operationId);
    if (!op) {
      const ids = model.operations.map((candidate) => candidate.operationId);
      throw new Error(`unknown operation "${operationId}" in the ${spec} API; known operations: ${known(ids)}`);
    }
    return {spec, operation: operationId, rows: op.parameters.map((parameter) => parameterData(document, parameter))};
  }
  const shared = Object.values(document.components.parameters ?? {});
  if (shared.length === 0) throw new Error(`the ${spec} API has no shared parameters (components.parameters)`);
  const rows = shared.map((parameter) => ({
    ...parameterData(document, parameter),
    usedBy: model.operations
      .filter((op) => op.parameters.some((own) => own.in === parameter.in && own.name === parameter.name))
      .map(({operationId: id}) => ({operationId: id, href: operationHref(model.site, id)})),
  }));
  return {spec, rows};
}

export function operationData(model: ApiModel, op: Operation): OperationData {
  const {document} = model;
  const {operation} = op;
  const security = securityOf(document, op);
  const parameters = op.parameters.map((parameter) => parameterData(document, parameter));
  const rawBody = operation.requestBody;
  let requestBody: BodyData | undefined;
  let requestMedia: MediaTypeObject | undefined;
  const [first] = rawBody ? bodies(document, rawBody.content, true) : [];
  if (rawBody && first) {
    requestBody = {
      ...first,
      ...withDescription(rawBody.description),
      required: rawBody.required === true,
      ...withConventions(document, rawBody),
    };
    requestMedia = rawBody.content?.[first.mediaType];
  }
  const responses: ResponseData[] = Object.entries(operation.responses).map(([status, response]) => ({
    status,
    ...withDescription(response.description),
    ...withConventions(document, response),
    bodies: bodies(document, response.content, false),
  }));
  return {
    ...operationCard(model, op),
    ...withDescription(operation.description),
    tags: operation.tags ?? [],
    security,
    parameters,
    ...(requestBody ? {requestBody} : {}),
    responses,
    samples: codeSamples(sampleRequest(document, model.site, op, security, requestBody, requestMedia)),
    errors: operationErrors(document, op),
    assumptions: operationAssumptions(document, op),
  };
}

/**
 * What the operation's page assumes beyond the specification, each convention once: the marks on its parameters,
 * its request body, its responses (and the schemas of all three), and its rows of the error catalogue.
 */
function operationAssumptions(document: OpenApiDocument, {operation, parameters, errors}: Operation) {
  const schemas = (content: Record<string, MediaTypeObject> | undefined) =>
    Object.values(content ?? {}).flatMap((media) => schemaConventions(document, media.schema));
  return uniqueNotes([
    ...parameters.flatMap((parameter) => [
      ...conventionNotes(document, parameter),
      ...schemaConventions(document, parameter.schema),
    ]),
    ...conventionNotes(document, operation.requestBody),
    ...schemas(operation.requestBody?.content),
    ...Object.values(operation.responses).flatMap((response) => [
      ...conventionNotes(document, response),
      ...schemas(response.content),
    ]),
    ...errors.flatMap((entry) => conventionNotes(document, entry)),
  ]);
}

/** `tag/<anchor>`: the tag itself, with whitespace turned into hyphens so the id stays a single token. */
export function tagAnchor(tag: string): string {
  return tag.trim().replace(/\s+/g, '-');
}

export interface Reference {
  page: Omit<ReferenceData, 'downloads'>;
  tags: TagData[];
}

/** The whole reference of a spec: page data and its operations grouped under their first tag, in spec order. */
export function reference(model: ApiModel, defaultTag: string): Reference {
  const {document} = model;
  const declared = document.tags ?? [];
  const groups = new Map<string, OperationData[]>(declared.map((tag) => [tag.name, []]));
  for (const op of model.operations) {
    const tag = op.operation.tags?.[0] ?? defaultTag;
    if (!groups.has(tag)) groups.set(tag, []);
    groups.get(tag)!.push(operationData(model, op));
  }
  const tags: TagData[] = [...groups.entries()]
    .filter(([, list]) => list.length > 0)
    .map(([name, list]) => {
      const tag = declared.find((candidate) => candidate.name === name);
      return {
        name,
        anchor: tagAnchor(name),
        displayName: text(tag?.['x-displayName']) ?? name,
        ...withDescription(tag?.description),
        operations: list,
      };
    });
  const servers = (document.servers ?? []).map((server) => ({
    url: server.url,
    ...(text(server.description) ? {description: server.description} : {}),
  }));
  const {info} = document;
  return {
    page: {
      spec: model.name,
      title: text(info.title) ?? model.name,
      ...(text(info.version) ? {version: info.version} : {}),
      ...withDescription(info.description),
      servers,
      schemas: collectSchemas(document),
    },
    tags,
  };
}
