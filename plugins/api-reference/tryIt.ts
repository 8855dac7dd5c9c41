/**
 * The try-it panel's module of one contract (tryItProps.ts): each operation's documented request and the
 * contract's validators of its parameters and body, compiled by Ajv's standalone code generator at build time. The
 * browser then checks a request with plain functions: no `new Function`, so the CSP stays without `unsafe-eval`,
 * and no schema compiler in the page. The plugin writes it as a generated file, which the panel imports when a
 * reader opens it; the tests compile the same source.
 */
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import addFormats from 'ajv-formats';
import {createRequire} from 'node:module';
import type {ApiModel, Operation, SchemaObject} from './model';
import {yamlPath} from './published';
import {exampleValue, formFields, operationData, serverUrl} from './resolve';
import type {NotBeforeNow, TryItOperation, TryItParameter, TryItSpec} from './tryItProps';

/** Annotation keywords the checks do not need, and the contracts' own extensions. */
const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'externalDocs', 'xml', 'discriminator']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

/** The schema without annotations: the validator keeps only what it checks (property names stay as they are). */
export function checkedSchema(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    if (SCHEMA_MAPS.has(key) && value && typeof value === 'object')
      kept[key] = Object.fromEntries(Object.entries(value).map(([name, member]) => [name, checkedSchema(member)]));
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) kept[key] = value.map(checkedSchema);
    else kept[key] = typeof value === 'object' ? checkedSchema(value) : value;
  }
  return kept;
}

function parameterType(schema: SchemaObject | undefined): string {
  const type = Array.isArray(schema?.type) ? schema.type.find((t) => t !== 'null') : schema?.type;
  return typeof type === 'string' ? type : 'string';
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.map(String).join(',') : String(value);
}

/** The parameters as one object schema, by name (the panel checks the fields' values together). */
function parametersSchema(op: Operation): unknown {
  const names = new Set<string>();
  for (const parameter of op.parameters) {
    if (names.has(parameter.name))
      throw new Error(`operation "${op.operationId}" has two parameters named "${parameter.name}"`);
    names.add(parameter.name);
  }
  return {
    type: 'object',
    properties: Object.fromEntries(op.parameters.map((p) => [p.name, checkedSchema(p.schema ?? {})])),
    required: op.parameters.filter((p) => p.required === true).map((p) => p.name),
  };
}

/** The first example a response's first media type gives (`example`, else the first of `examples`). */
function documentedExamples(op: Operation): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [status, response] of Object.entries(op.operation.responses)) {
    const media = Object.values(response.content ?? {})[0];
    const value = media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
    if (value !== undefined) found[status] = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  }
  return found;
}

/**
 * The body's `x-not-before-now` rule, checked against the rest of the contract so that the panel never applies a
 * rule whose error or condition the contract does not have.
 */
function notBeforeNow(op: Operation, schema: SchemaObject | undefined): NotBeforeNow | undefined {
  const marked = Object.entries(schema?.properties ?? {}).filter(([, property]) => property['x-not-before-now']);
  if (marked.length === 0) return undefined;
  const where = `operation "${op.operationId}"`;
  if (marked.length > 1) throw new Error(`${where}: the try-it panel checks one x-not-before-now field, not several`);
  const [field, property] = marked[0]!;
  const {error, when = {}} = property['x-not-before-now']!;
  if (property.type !== 'string') throw new Error(`${where}: x-not-before-now on "${field}", which is not a string`);
  if (!op.errors.some((entry) => entry.code === error))
    throw new Error(`${where}: x-not-before-now names ${error}, which its error catalogue does not give it`);
  for (const [name, value] of Object.entries(when)) {
    const condition = schema?.properties?.[name];
    if (!condition || (condition.enum && !condition.enum.includes(value)))
      throw new Error(`${where}: x-not-before-now's condition ${name}: ${value} is not a value of the body`);
  }
  return {field, when, error};
}

function tryItOperation(model: ApiModel, op: Operation): TryItOperation {
  const {document} = model;
  const data = operationData(model, op);
  const parameters: TryItParameter[] = op.parameters.map((parameter) => {
    if (parameter.in !== 'path' && parameter.in !== 'query' && parameter.in !== 'header')
      throw new Error(`operation "${op.operationId}": the try-it panel has no field for ${parameter.in} parameters`);
    return {
      name: parameter.name,
      in: parameter.in,
      required: parameter.required === true,
      type: parameterType(parameter.schema),
      example: asText(exampleValue(document, parameter)),
    };
  });
  const request = data.requestBody;
  let body: TryItOperation['body'];
  let rule: NotBeforeNow | undefined;
  if (request) {
    const media = op.operation.requestBody?.content?.[request.mediaType];
    body =
      request.mediaType.startsWith('multipart/') || request.mediaType === 'application/x-www-form-urlencoded'
        ? {mediaType: request.mediaType, form: formFields(document, media)}
        : {mediaType: request.mediaType, json: request.examples[0]?.value ?? ''};
    rule = notBeforeNow(op, media?.schema);
  }
  return {
    method: op.method,
    path: `${serverUrl(document)}${op.path}`,
    bearer: data.security.some((security) => /bearer/i.test(security.kind)),
    parameters,
    ...(body ? {body} : {}),
    bodyRequired: op.operation.requestBody?.required === true,
    examples: documentedExamples(op),
    ...(rule ? {notBeforeNow: rule} : {}),
  };
}

/** The installed Prism's version: the mock command runs the Prism the site's tests run. */
function prismVersion(): string {
  const {version} = createRequire(__filename)('@stoplight/prism-cli/package.json') as {version: string};
  return version;
}

export function tryItSpec(model: ApiModel): TryItSpec {
  return {
    origin: model.site.origin,
    baseUrlVariable: model.site.baseUrlVariable,
    accessToken: model.site.accessToken,
    yamlPath: yamlPath(model.name, model.locale, model.locale),
    prismVersion: prismVersion(),
    operations: Object.fromEntries(model.operations.map((op) => [op.operationId, tryItOperation(model, op)])),
  };
}

/** JavaScript names of the compiled functions (operationIds are identifiers; a test checks the module compiles). */
const parameterExport = (operationId: string) => `parameters_${operationId}`;
const bodyExport = (operationId: string) => `body_${operationId}`;

/**
 * The module's CommonJS source: Ajv's standalone output (which `require`s its runtime helpers and ajv-formats'
 * formats, bundled with the module), then the data and the maps of validators.
 */
export function tryItModuleSource(model: ApiModel): string {
  const ajv = new Ajv2020({code: {source: true}, allErrors: true, strict: true});
  addFormats(ajv);
  const mapping: Record<string, string> = {};
  const bodies: string[] = [];
  for (const op of model.operations) {
    ajv.addSchema(parametersSchema(op) as object, parameterExport(op.operationId));
    mapping[parameterExport(op.operationId)] = parameterExport(op.operationId);
    const media = Object.values(op.operation.requestBody?.content ?? {})[0];
    if (media?.schema) {
      ajv.addSchema(checkedSchema(media.schema) as object, bodyExport(op.operationId));
      mapping[bodyExport(op.operationId)] = bodyExport(op.operationId);
      bodies.push(op.operationId);
    }
  }
  const validators = standaloneCode(ajv, mapping);
  const map = (ids: readonly string[], name: (id: string) => string) =>
    `{${ids.map((id) => `${JSON.stringify(id)}: exports.${name(id)}`).join(', ')}}`;
  return [
    validators,
    `exports.spec = ${JSON.stringify(tryItSpec(model))};`,
    `exports.parameters = ${map(
      model.operations.map((op) => op.operationId),
      parameterExport,
    )};`,
    `exports.bodies = ${map(bodies, bodyExport)};`,
    '',
  ].join('\n');
}

/** The generated file of a contract's module, under the plugin's generated folder. */
export const tryItModuleFile = (spec: string): string => `try-it-${spec}.cjs`;
