/** Helpers the OpenAPI unit tests share: finding examples and human-readable text in a document. */
import type {ApiModel, MediaTypeObject, SchemaObject} from '../../../plugins/api-reference/model';

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
export function collectExamples(model: ApiModel): {cases: ExampleCase[]; missing: string[]} {
  const cases: ExampleCase[] = [];
  const missing: string[] = [];
  for (const {operationId, operation, parameters} of model.operations) {
    for (const parameter of parameters) {
      const where = `${operationId} parameter ${parameter.name}`;
      if (parameter.example === undefined) missing.push(where);
      else cases.push({where, schema: parameter.schema ?? {}, value: parameter.example});
    }
    const bodies = [
      ...(operation.requestBody ? [[`${operationId} request`, operation.requestBody] as const] : []),
      ...Object.entries(operation.responses).map(
        ([status, response]) => [`${operationId} response ${status}`, response] as const,
      ),
    ];
    for (const [where, body] of bodies) {
      // A body whose content the contract does not publish says why instead of showing an invented example.
      const unpublished = 'x-no-example' in body && typeof body['x-no-example'] === 'string';
      for (const [type, media] of Object.entries(body.content ?? {})) {
        const found = mediaExamples(`${where} ${type}`, media);
        if (found.length === 0 && !unpublished) missing.push(`${where} ${type}`);
        cases.push(...found);
      }
    }
  }
  return {cases, missing};
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
