import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse, stringify} from 'yaml';
import {applyOverlay, type OverlayDocument} from './overlay';

export {applyOverlay, selectTargets, type OverlayAction, type OverlayDocument} from './overlay';

/** The three API contracts, by file name under `openapi/`. */
export const SPEC_NAMES = ['media', 'chat', 'push'] as const;
export type SpecName = (typeof SPEC_NAMES)[number];
export type SpecLocale = 'ko' | 'en';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One entry of the root `x-error-codes` list (its shape is described at the top of each spec file). */
export interface ErrorCodeEntry {
  /** Service error code (`FAILED_PRECONDITION`, `A009`...); absent for chat errors and push's 204. */
  code?: string;
  /** HTTP status, present only where the product specification states one. */
  httpStatus?: number;
  /** Exact message text the service returns (chat only); never translated. */
  message?: string;
  /** What the error means, in the loaded locale. */
  description: string;
  /** operationIds the entry applies to; absent means every operation of the spec. */
  operations?: string[];
}

export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  required?: string[];
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  allOf?: SchemaObject[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  contentMediaType?: string;
  [extension: string]: unknown;
}

export interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
  example?: unknown;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, {summary?: string; value: unknown}>;
}

export interface RequestBodyObject {
  $ref?: string;
  required?: boolean;
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
}

export type PathItemObject = {parameters?: ParameterObject[]} & Partial<Record<HttpMethod, OperationObject>>;

export interface TagObject {
  name: string;
  'x-displayName': string;
  description: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: {title: string; version: string; summary?: string; description?: string};
  servers?: {url: string; description?: string}[];
  security?: Record<string, string[]>[];
  tags: TagObject[];
  paths: Record<string, PathItemObject>;
  components: {
    securitySchemes?: Record<string, {type: string; scheme?: string; bearerFormat?: string; description?: string}>;
    parameters?: Record<string, ParameterObject>;
    requestBodies?: Record<string, RequestBodyObject>;
    responses?: Record<string, ResponseObject>;
    schemas: Record<string, SchemaObject>;
  };
  'x-error-codes': ErrorCodeEntry[];
}

/** An operation with where it lives; path-level parameters are not merged in. */
export interface OperationEntry {
  operationId: string;
  method: HttpMethod;
  path: string;
  operation: OperationObject;
}

const OPENAPI_DIR = path.resolve(__dirname, '../../../openapi');

export function specFile(name: SpecName): string {
  return path.join(OPENAPI_DIR, `${name}.yaml`);
}

export function overlayFile(name: SpecName, locale: Exclude<SpecLocale, 'en'>): string {
  return path.join(OPENAPI_DIR, 'overlays', `${name}.${locale}.yaml`);
}

function readYaml<T>(file: string): T {
  return parse(readFileSync(file, 'utf8')) as T;
}

export function readOverlay(name: SpecName, locale: Exclude<SpecLocale, 'en'> = 'ko'): OverlayDocument {
  return readYaml<OverlayDocument>(overlayFile(name, locale));
}

const loaded = new Map<string, OpenApiDocument>();

/**
 * The contract `name` as a plain object: the canonical English document for 'en', the document with its
 * Korean overlay applied for 'ko'. `$ref`s are kept (all of them are local `#/components/...` pointers;
 * see `resolveRef` and `dereference`). Files are read once per process; each call returns a fresh copy
 * the caller may change.
 */
export function loadSpec(name: SpecName, locale: SpecLocale): OpenApiDocument {
  const key = `${name}.${locale}`;
  let document = loaded.get(key);
  if (!document) {
    const english = readYaml<OpenApiDocument>(specFile(name));
    document = locale === 'en' ? english : applyOverlay(english, readOverlay(name, locale));
    loaded.set(key, document);
  }
  return structuredClone(document);
}

/** The contract as YAML text in the given locale, for a "download the specification" link. */
export function specYaml(name: SpecName, locale: SpecLocale): string {
  return stringify(loadSpec(name, locale), {lineWidth: 0});
}

export function isSpecName(value: string): value is SpecName {
  return (SPEC_NAMES as readonly string[]).includes(value);
}

/** Every operation of the document, in path order. */
export function listOperations(document: OpenApiDocument): OperationEntry[] {
  return Object.entries(document.paths).flatMap(([pathName, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{operationId: operation.operationId, method, path: pathName, operation}] : [];
    }),
  );
}

/** The error catalogue entries that apply to `operationId`, or all of them without one. */
export function errorCodesFor(document: OpenApiDocument, operationId?: string): ErrorCodeEntry[] {
  return document['x-error-codes'].filter(
    (entry) => !operationId || !entry.operations || entry.operations.includes(operationId),
  );
}

/** The value a local JSON pointer (`#/components/schemas/Room`) designates. */
export function resolveRef<T = unknown>(document: OpenApiDocument, ref: string): T {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
    if (node === undefined) throw new Error(`Unresolved reference ${ref}`);
  }
  return node as T;
}

/**
 * A copy of `value` (any part of `document`) with every `$ref` replaced by its target. Sibling keys of
 * a `$ref` (a 3.1 `description` next to it) win over the target's. A resolved component schema keeps
 * its name as `x-schema-name` so a renderer can label it. The contracts have no recursive schemas.
 */
export function dereference<T>(document: OpenApiDocument, value: T): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const {$ref, ...rest} = node as Record<string, unknown>;
    const own = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, walk(child)]));
    if (typeof $ref !== 'string') return own;
    const target = walk(resolveRef(document, $ref)) as Record<string, unknown>;
    const schemaName = /^#\/components\/schemas\/(.+)$/.exec($ref)?.[1];
    return {...target, ...(schemaName ? {'x-schema-name': schemaName} : {}), ...own};
  };
  return walk(value) as T;
}
