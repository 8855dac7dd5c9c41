/**
 * Resolves what the API components show from an OpenAPI document. Pure functions over an already loaded (and,
 * for Korean, overlaid) document; every unknown id, schema or operation throws an error that names it.
 */
import {sample} from 'openapi-sampler';
import {EXAMPLE_API_ORIGINS} from '../../config/product';
import {codeSamples, type FormField, type SampleRequest} from './codeSamples';
import type {
  BodyData,
  EnumTableData,
  EnumValueRow,
  ErrorCodesData,
  ErrorRow,
  ExampleData,
  JsonValue,
  OperationCardData,
  OperationData,
  ParameterData,
  ReferenceData,
  ResponseData,
  SchemaTableData,
  SecurityData,
  SpecName,
  TagData,
} from './model';
import {referenceHref} from './pages';
import {collectSchemas, deref, flattenFields, isObj, str, toSchemaNode, type Obj} from './schema';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

export interface RawOperation {
  operationId: string;
  method: string;
  path: string;
  operation: Obj;
  /** Path-level parameters merged with the operation's (the operation's win). */
  parameters: Obj[];
}

export function operations(doc: Obj): RawOperation[] {
  const list: RawOperation[] = [];
  for (const [path, rawItem] of Object.entries(isObj(doc.paths) ? doc.paths : {})) {
    const item = deref(doc, rawItem);
    if (!isObj(item)) continue;
    const shared = (Array.isArray(item.parameters) ? item.parameters : []).map((p) => deref(doc, p)).filter(isObj);
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObj(operation)) continue;
      const own = (Array.isArray(operation.parameters) ? operation.parameters : [])
        .map((p) => deref(doc, p))
        .filter(isObj);
      const key = (p: Obj) => `${String(p.in)}:${String(p.name)}`;
      const ownKeys = new Set(own.map(key));
      list.push({
        operationId: str(operation.operationId) ?? `${method} ${path}`,
        method,
        path,
        operation,
        parameters: [...shared.filter((p) => !ownKeys.has(key(p))), ...own],
      });
    }
  }
  return list;
}

function known(list: readonly string[]): string {
  return list.length > 12 ? `${list.slice(0, 12).join(', ')}, …` : list.join(', ');
}

export function findOperation(doc: Obj, operationId: string): RawOperation | undefined {
  return operations(doc).find((op) => op.operationId === operationId);
}

export function operationCard(spec: SpecName, raw: RawOperation): OperationCardData {
  return {
    operationId: raw.operationId,
    method: raw.method,
    path: raw.path,
    summary: str(raw.operation.summary) ?? raw.operationId,
    href: referenceHref(spec, raw.operationId),
    ...(raw.operation.deprecated === true ? {deprecated: true} : {}),
  };
}

function componentSchema(doc: Obj, spec: SpecName, schema: string): Obj {
  const schemas = isObj(doc.components) && isObj(doc.components.schemas) ? doc.components.schemas : {};
  const found = schemas[schema];
  if (!isObj(found))
    throw new Error(`unknown schema "${schema}" in the ${spec} API; known schemas: ${known(Object.keys(schemas))}`);
  return found;
}

export function schemaTable(doc: Obj, spec: SpecName, schema: string): SchemaTableData {
  const raw = componentSchema(doc, spec, schema);
  const schemas = collectSchemas(doc);
  const rows = flattenFields({ref: schema}, schemas);
  if (rows.length === 0)
    throw new Error(`schema "${schema}" of the ${spec} API has no fields to tabulate (use <EnumTable> for enums)`);
  return {spec, schema, ...(str(raw.description) ? {description: raw.description as string} : {}), rows};
}

/** Per-value meanings from the schema's `x-enumDescriptions` map (every enum of the three specs has one; a test checks it). */
function enumDescriptions(schema: Obj, values: JsonValue[]): (string | undefined)[] {
  const source = schema['x-enumDescriptions'];
  return values.map((value) => (isObj(source) ? str(source[String(value)]) : undefined));
}

export function enumTable(doc: Obj, spec: SpecName, schema: string): EnumTableData {
  const raw = deref(doc, componentSchema(doc, spec, schema)) as Obj;
  const node = toSchemaNode(doc, raw);
  let values: EnumValueRow[];
  if (Array.isArray(raw.enum)) {
    const list = raw.enum as JsonValue[];
    const meanings = enumDescriptions(raw, list);
    values = list.map((value, index) => ({value, ...(meanings[index] ? {description: meanings[index]} : {})}));
  } else if (Array.isArray(raw.oneOf) && raw.oneOf.every((member) => isObj(member) && 'const' in member)) {
    values = (raw.oneOf as Obj[]).map((member) => ({
      value: member.const as JsonValue,
      ...((str(member.description) ?? str(member.title))
        ? {description: (str(member.description) ?? str(member.title)) as string}
        : {}),
    }));
  } else {
    throw new Error(`schema "${schema}" of the ${spec} API is not an enum`);
  }
  return {
    spec,
    schema,
    type: node.type ?? 'string',
    ...(node.description ? {description: node.description} : {}),
    ...(node.default !== undefined ? {default: node.default} : {}),
    values,
  };
}

// ---------------------------------------------------------------- errors

/** An error catalogue written into the spec as `x-error-codes` (root, info or components), if any. */
function errorCatalogue(doc: Obj): ErrorRow[] | undefined {
  const source =
    doc['x-error-codes'] ??
    (isObj(doc.info) ? doc.info['x-error-codes'] : undefined) ??
    (isObj(doc.components) ? doc.components['x-error-codes'] : undefined);
  if (!Array.isArray(source) && !isObj(source)) return undefined;
  const entries = Array.isArray(source)
    ? source
    : Object.entries(source).map(([code, value]) => (isObj(value) ? {code, ...value} : {code, description: value}));
  return entries.filter(isObj).map((entry) => {
    const status = entry.status ?? entry.httpStatus ?? entry['http-status'];
    const operationsList = Array.isArray(entry.operations)
      ? entry.operations.filter((id): id is string => typeof id === 'string')
      : undefined;
    const description = str(entry.description) ?? str(entry.meaning);
    return {
      status: status === undefined ? '' : String(status),
      ...(entry.code !== undefined ? {code: String(entry.code)} : {}),
      ...(description && str(entry.message) ? {message: entry.message as string} : {}),
      description: description ?? str(entry.message) ?? '',
      ...(operationsList ? {operations: operationsList} : {}),
    };
  });
}

function isErrorStatus(status: string): boolean {
  return status === 'default' || /^[45]/.test(status);
}

/** Error codes named in a response's examples (`code` or `error_code` fields). */
function exampleCodes(doc: Obj, response: Obj): string[] {
  const codes = new Set<string>();
  const content = isObj(response.content) ? response.content : {};
  for (const media of Object.values(content)) {
    if (!isObj(media)) continue;
    const values: unknown[] = [];
    if (media.example !== undefined) values.push(media.example);
    if (isObj(media.examples))
      for (const example of Object.values(media.examples)) values.push((deref(doc, example) as Obj | undefined)?.value);
    for (const value of values) {
      const code = isObj(value) ? (value.code ?? value.error_code) : undefined;
      if (typeof code === 'string' || typeof code === 'number') codes.add(String(code));
    }
  }
  return [...codes];
}

function operationErrorsFromResponses(doc: Obj, raw: RawOperation): ErrorRow[] {
  const rows: ErrorRow[] = [];
  const responses = isObj(raw.operation.responses) ? raw.operation.responses : {};
  for (const [status, value] of Object.entries(responses)) {
    if (!isErrorStatus(status)) continue;
    const response = deref(doc, value) as Obj;
    const description = str(response.description) ?? '';
    const codes = exampleCodes(doc, response);
    if (codes.length === 0) rows.push({status, description, operations: [raw.operationId]});
    for (const code of codes) rows.push({status, code, description, operations: [raw.operationId]});
  }
  return rows;
}

/** The codes an operation lists in its own `x-error-codes` (codes or catalogue-shaped entries). */
function operationCodeList(raw: RawOperation): string[] | undefined {
  const list = raw.operation['x-error-codes'];
  if (!Array.isArray(list)) return undefined;
  return list.map((entry) => (isObj(entry) ? String(entry.code) : String(entry)));
}

export function operationErrors(doc: Obj, raw: RawOperation): ErrorRow[] {
  const catalogue = errorCatalogue(doc);
  if (catalogue) {
    const listed = operationCodeList(raw);
    // An entry without `operations` applies to every operation of the API.
    const matching = catalogue.filter((entry) =>
      listed
        ? entry.code !== undefined && listed.includes(entry.code)
        : (entry.operations?.includes(raw.operationId) ?? true),
    );
    return matching.map(({operations: _ignored, ...row}) => row);
  }
  return operationErrorsFromResponses(doc, raw).map(({operations: _ignored, ...row}) => row);
}

export function errorCodes(doc: Obj, spec: SpecName, operationId?: string): ErrorCodesData {
  if (operationId !== undefined) {
    const raw = findOperation(doc, operationId);
    if (!raw)
      throw new Error(
        `unknown operation "${operationId}" in the ${spec} API; known operations: ${known(operations(doc).map((op) => op.operationId))}`,
      );
    return {spec, operation: operationId, rows: operationErrors(doc, raw)};
  }
  const catalogue = errorCatalogue(doc);
  if (catalogue) return {spec, rows: catalogue};
  const merged = new Map<string, ErrorRow>();
  for (const raw of operations(doc)) {
    for (const row of operationErrorsFromResponses(doc, raw)) {
      const key = `${row.status}|${row.code ?? ''}|${row.description}`;
      const existing = merged.get(key);
      if (existing) existing.operations = [...(existing.operations ?? []), raw.operationId];
      else merged.set(key, row);
    }
  }
  const rows = [...merged.values()].sort(
    (a, b) => a.status.localeCompare(b.status) || (a.code ?? '').localeCompare(b.code ?? ''),
  );
  return {spec, rows};
}

// ---------------------------------------------------------------- full operations

function pretty(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

function sampled(doc: Obj, schema: unknown, request: boolean): unknown {
  try {
    return sample(schema as never, {skipReadOnly: request, skipWriteOnly: !request, quiet: true}, doc as never);
  } catch {
    return undefined;
  }
}

/** Spec examples of a media type object, or one generated from its schema when the spec has none. */
function mediaExamples(doc: Obj, media: Obj, mediaType: string, request: boolean): ExampleData[] {
  const language = mediaType.includes('json') ? 'json' : mediaType.includes('yaml') ? 'yaml' : 'text';
  if (mediaType.startsWith('multipart/') || mediaType === 'application/octet-stream') return [];
  if (media.example !== undefined) return [{value: pretty(media.example), language}];
  if (isObj(media.examples)) {
    return Object.entries(media.examples).flatMap(([name, raw]) => {
      const example = deref(doc, raw);
      if (!isObj(example) || example.value === undefined) return [];
      return [
        {
          name,
          ...(str(example.summary) ? {summary: example.summary as string} : {}),
          value: pretty(example.value),
          language,
        },
      ];
    });
  }
  const schema = deref(doc, media.schema);
  if (isObj(schema) && schema.example !== undefined) return [{value: pretty(schema.example), language}];
  if (isObj(schema) && Array.isArray(schema.examples) && schema.examples.length > 0)
    return [{value: pretty(schema.examples[0]), language}];
  const generated = media.schema === undefined ? undefined : sampled(doc, media.schema, request);
  return generated === undefined ? [] : [{value: pretty(generated), language}];
}

function bodies(doc: Obj, content: unknown, request: boolean): BodyData[] {
  if (!isObj(content)) return [];
  return Object.entries(content).map(([mediaType, raw]) => {
    const media = isObj(raw) ? raw : {};
    return {
      mediaType,
      ...(media.schema !== undefined ? {schema: toSchemaNode(doc, media.schema)} : {}),
      examples: mediaExamples(doc, media, mediaType, request),
    };
  });
}

function securityOf(doc: Obj, raw: RawOperation): SecurityData[] {
  const requirements = Array.isArray(raw.operation.security)
    ? raw.operation.security
    : Array.isArray(doc.security)
      ? doc.security
      : [];
  const schemes = isObj(doc.components) && isObj(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const list: SecurityData[] = [];
  for (const requirement of requirements) {
    if (!isObj(requirement)) continue;
    for (const [name, scopes] of Object.entries(requirement)) {
      const scheme = deref(doc, schemes[name]);
      if (!isObj(scheme))
        throw new Error(`operation "${raw.operationId}" uses the undefined security scheme "${name}"`);
      let kind = String(scheme.type);
      if (scheme.type === 'http')
        kind = `HTTP ${String(scheme.scheme ?? '')}${str(scheme.bearerFormat) ? ` (${scheme.bearerFormat as string})` : ''}`;
      else if (scheme.type === 'apiKey') kind = `API key (${String(scheme.in)}: ${String(scheme.name)})`;
      list.push({
        name,
        kind,
        ...(str(scheme.description) ? {description: scheme.description as string} : {}),
        scopes: Array.isArray(scopes) ? scopes.map(String) : [],
      });
    }
  }
  return list;
}

function exampleValue(doc: Obj, parameter: Obj): unknown {
  if (parameter.example !== undefined) return parameter.example;
  if (isObj(parameter.examples)) {
    const first = deref(doc, Object.values(parameter.examples)[0]);
    if (isObj(first) && first.value !== undefined) return first.value;
  }
  const schema = deref(doc, parameter.schema);
  if (isObj(schema)) {
    if (schema.example !== undefined) return schema.example;
    if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
    if (schema.default !== undefined) return schema.default;
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  }
  return parameter.schema === undefined ? undefined : sampled(doc, parameter.schema, true);
}

function serverUrl(doc: Obj): string {
  const server = Array.isArray(doc.servers) ? doc.servers.find(isObj) : undefined;
  let url = str(server?.url) ?? '/';
  if (server && isObj(server.variables)) {
    for (const [name, variable] of Object.entries(server.variables)) {
      if (isObj(variable) && variable.default !== undefined)
        url = url.replaceAll(`{${name}}`, String(variable.default));
    }
  }
  return url.replace(/\/$/, '');
}

function sampleRequest(
  doc: Obj,
  spec: SpecName,
  raw: RawOperation,
  security: SecurityData[],
  requestBody: BodyData | undefined,
  requestMedia: Obj | undefined,
): SampleRequest {
  let path = raw.path;
  const query: [string, string][] = [];
  for (const parameter of raw.parameters) {
    const value = exampleValue(doc, parameter);
    if (parameter.in === 'path')
      path = path.replaceAll(`{${String(parameter.name)}}`, encodeURIComponent(String(value ?? parameter.name)));
    else if (
      parameter.in === 'query' &&
      value !== undefined &&
      (parameter.required === true || parameter.example !== undefined || isObj(parameter.schema))
    ) {
      for (const item of Array.isArray(value) ? value : [value]) query.push([String(parameter.name), String(item)]);
    }
  }
  const request: SampleRequest = {
    method: raw.method,
    url: new URL(`${serverUrl(doc)}${path}`, EXAMPLE_API_ORIGINS[spec]).toString(),
    query,
    bearer: security.some((s) => /bearer/i.test(s.kind)),
  };
  if (requestBody) {
    const {mediaType} = requestBody;
    if (mediaType.startsWith('multipart/') || mediaType === 'application/x-www-form-urlencoded') {
      const schema = deref(doc, requestMedia?.schema);
      const properties = isObj(schema) && isObj(schema.properties) ? schema.properties : {};
      const form: FormField[] = Object.entries(properties).map(([name, rawProperty]) => {
        const property = deref(doc, rawProperty) as Obj;
        const file =
          property.format === 'binary' ||
          property.contentMediaType !== undefined ||
          property.contentEncoding !== undefined;
        return {
          name,
          file,
          value: file
            ? name.replace(/_file$/, '') + (name.includes('key') ? '.p8' : name.includes('certificate') ? '.p12' : '')
            : String(exampleValue(doc, {schema: property}) ?? ''),
        };
      });
      request.body = {mediaType, form};
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

export function operationData(doc: Obj, spec: SpecName, raw: RawOperation): OperationData {
  const {operation} = raw;
  const security = securityOf(doc, raw);
  const parameters: ParameterData[] = raw.parameters.map((parameter) => ({
    name: String(parameter.name),
    in: String(parameter.in),
    required: parameter.required === true,
    ...(parameter.deprecated === true ? {deprecated: true} : {}),
    ...(str(parameter.description) ? {description: parameter.description as string} : {}),
    schema: toSchemaNode(doc, parameter.schema ?? {}),
  }));
  const rawBody = deref(doc, operation.requestBody);
  let requestBody: BodyData | undefined;
  let requestMedia: Obj | undefined;
  if (isObj(rawBody)) {
    const [first] = bodies(doc, rawBody.content, true);
    if (first) {
      requestBody = {
        ...first,
        ...(str(rawBody.description) ? {description: rawBody.description as string} : {}),
        required: rawBody.required === true,
      };
      requestMedia = isObj(rawBody.content) ? (rawBody.content[first.mediaType] as Obj) : undefined;
    }
  }
  const responses: ResponseData[] = Object.entries(isObj(operation.responses) ? operation.responses : {}).map(
    ([status, value]) => {
      const response = deref(doc, value) as Obj;
      return {
        status,
        ...(str(response.description) ? {description: response.description as string} : {}),
        bodies: bodies(doc, response.content, false),
      };
    },
  );
  return {
    ...operationCard(spec, raw),
    ...(str(operation.description) ? {description: operation.description as string} : {}),
    tags: Array.isArray(operation.tags) ? operation.tags.map(String) : [],
    security,
    parameters,
    ...(requestBody ? {requestBody} : {}),
    responses,
    samples: codeSamples(sampleRequest(doc, spec, raw, security, requestBody, requestMedia)),
    errors: operationErrors(doc, raw),
  };
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
export function reference(doc: Obj, spec: SpecName, defaultTag: string): Reference {
  const info = isObj(doc.info) ? doc.info : {};
  const declared = (Array.isArray(doc.tags) ? doc.tags : []).filter(isObj);
  const groups = new Map<string, OperationData[]>(declared.map((tag) => [String(tag.name), []]));
  for (const raw of operations(doc)) {
    const tag =
      Array.isArray(raw.operation.tags) && raw.operation.tags.length > 0 ? String(raw.operation.tags[0]) : defaultTag;
    if (!groups.has(tag)) groups.set(tag, []);
    groups.get(tag)!.push(operationData(doc, spec, raw));
  }
  const tags: TagData[] = [...groups.entries()]
    .filter(([, list]) => list.length > 0)
    .map(([name, list]) => {
      const tag = declared.find((candidate) => candidate.name === name) ?? {};
      const description = str(tag.description);
      return {
        name,
        anchor: tagAnchor(name),
        displayName: str(tag['x-displayName']) ?? name,
        ...(description ? {description} : {}),
        operations: list,
      };
    });
  const servers = (Array.isArray(doc.servers) ? doc.servers : []).filter(isObj).map((server) => ({
    url: String(server.url),
    ...(str(server.description) ? {description: server.description as string} : {}),
  }));
  return {
    page: {
      spec,
      title: str(info.title) ?? spec,
      ...(str(info.version) ? {version: info.version as string} : {}),
      ...(str(info.description) ? {description: info.description as string} : {}),
      servers,
      schemas: collectSchemas(doc),
    },
    tags,
  };
}
