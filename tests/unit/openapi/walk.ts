/** Helpers the OpenAPI unit tests share: finding examples and human-readable text in a document. */
import {
  dereference,
  listOperations,
  resolveRef,
  type MediaTypeObject,
  type OpenApiDocument,
  type ParameterObject,
  type RequestBodyObject,
  type ResponseObject,
  type SchemaObject,
} from '../../../plugins/api-reference/spec';

/** Keys whose string values are prose for readers (and are translated by the overlays). */
export const TEXT_KEYS = new Set(['title', 'summary', 'description', 'x-displayName']);
/** Keys whose values are maps of reader-facing texts (an enum value's meaning). */
const TEXT_MAP_KEYS = new Set(['x-enumDescriptions']);
/** Keys whose values are sample payloads, which are not prose. */
const EXAMPLE_KEYS = new Set(['example', 'value']);

export const HANGUL = /[\uAC00-\uD7A3]/;

export interface ExampleCase {
  where: string;
  schema: SchemaObject;
  value: unknown;
}

function deref<T extends {$ref?: string}>(document: OpenApiDocument, node: T): T {
  return node.$ref ? resolveRef<T>(document, node.$ref) : node;
}

/** Parameters of an operation, path-level ones included, with references resolved. */
export function operationParameters(document: OpenApiDocument, path: string, operationParams?: ParameterObject[]) {
  const pathParams = document.paths[path]?.parameters ?? [];
  return [...pathParams, ...(operationParams ?? [])].map((parameter) => deref(document, parameter));
}

function mediaExamples(where: string, media: MediaTypeObject): ExampleCase[] {
  if (!media.schema) return [];
  const named = Object.entries(media.examples ?? {}).map(([key, example]) => ({
    where: `${where} example ${key}`,
    schema: media.schema!,
    value: example.value,
  }));
  return media.example === undefined ? named : [{where, schema: media.schema, value: media.example}, ...named];
}

/** Every request body, response body and parameter of every operation, and whether it has an example. */
export function collectExamples(document: OpenApiDocument): {cases: ExampleCase[]; missing: string[]} {
  const cases: ExampleCase[] = [];
  const missing: string[] = [];
  for (const {operationId, path, operation} of listOperations(document)) {
    for (const parameter of operationParameters(document, path, operation.parameters)) {
      const where = `${operationId} parameter ${parameter.name}`;
      if (parameter.example === undefined) missing.push(where);
      else cases.push({where, schema: parameter.schema ?? {}, value: parameter.example});
    }
    const bodies: [string, RequestBodyObject | ResponseObject][] = [
      ...(operation.requestBody
        ? [[`${operationId} request`, operation.requestBody] as [string, RequestBodyObject]]
        : []),
      ...Object.entries(operation.responses).map(
        ([status, response]) => [`${operationId} response ${status}`, response] as [string, ResponseObject],
      ),
    ];
    for (const [where, body] of bodies) {
      const resolved = deref(document, body);
      // A body whose content the contract does not publish says why instead of showing an invented example.
      const unpublished = typeof (resolved as {'x-no-example'?: unknown})['x-no-example'] === 'string';
      for (const [type, media] of Object.entries(resolved.content ?? {})) {
        const found = mediaExamples(`${where} ${type}`, media);
        if (found.length === 0 && !unpublished) missing.push(`${where} ${type}`);
        cases.push(...found);
      }
    }
  }
  return {cases: cases.map((c) => ({...c, schema: dereference(document, c.schema)})), missing};
}

/** JSON paths of every reader-facing text that has no Hangul (used on the Korean documents). */
export function untranslatedTexts(node: unknown, at = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((child, index) => untranslatedTexts(child, `${at}[${index}]`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (EXAMPLE_KEYS.has(key)) return [];
    if (TEXT_KEYS.has(key) && typeof value === 'string') return HANGUL.test(value) ? [] : [`${at}.${key}`];
    if (TEXT_MAP_KEYS.has(key)) {
      return Object.entries(value as Record<string, string>).flatMap(([name, text]) =>
        HANGUL.test(text) ? [] : [`${at}.${key}.${name}`],
      );
    }
    return untranslatedTexts(value, `${at}.${key}`);
  });
}

/** A copy with every reader-facing text blanked: what must be identical in both languages. */
export function withoutTexts(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutTexts);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      TEXT_KEYS.has(key) && typeof value === 'string'
        ? ''
        : TEXT_MAP_KEYS.has(key)
          ? Object.keys(value as Record<string, string>)
          : EXAMPLE_KEYS.has(key)
            ? value
            : withoutTexts(value),
    ]),
  );
}

/** Leaf key paths of an overlay `update` object, e.g. ['responses', '200', 'description']. */
export function leafPaths(update: unknown, prefix: string[] = []): string[][] {
  if (typeof update !== 'object' || update === null || Array.isArray(update)) return [prefix];
  return Object.entries(update).flatMap(([key, value]) => leafPaths(value, [...prefix, key]));
}
