/**
 * What the vitest suites (tests/code, tests/content, tests/contract) share, in one module: compiling an MDX page the way the docs plugin does, reading the code
 * blocks and headings of a Markdown doc, the JSON Schema validator, and walking an OpenAPI document for its examples and
 * its human-readable text. Facts about the site that the e2e suite needs too (root, locales, docs trees, example
 * values, the specification's routes, the mock servers of the three API contracts) are in the other modules of
 * tests/support/.
 */
import {compile} from '@mdx-js/mdx';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {remarkApiReference} from '../../plugins/api-reference/remark';
import {API_REFERENCE, type ApiModel, type MediaTypeObject, type Operation, type SchemaObject} from './api';
import {ROOT} from './site';

// ---------------------------------------------------------------- MDX pages

/** Compiles an MDX page with the API remark plugin, as a Korean (docs/) or English (i18n/en/) page. */
export async function compilePage(source: string, locale: 'ko' | 'en'): Promise<string> {
  const file =
    locale === 'en' ? '/site/i18n/en/docusaurus-plugin-content-docs/current/guide.mdx' : '/site/docs/guide.mdx';
  return String(await compile({value: source, path: file}, {remarkPlugins: [remarkApiReference(API_REFERENCE, ROOT)]}));
}

// ---------------------------------------------------------------- Markdown docs
// Small, dependency-free readers for the parts of a Markdown doc that the content tests check.

export interface CodeBlock {
  readonly lang: string;
  readonly meta: string;
  readonly code: string;
}

const FENCE = /^(```+|~~~+)\s*([\w-]*)\s*(.*)$/;

/** Fenced code blocks with their language and meta string (e.g. `title="POST /v1/rooms"`). */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let open: {fence: string; lang: string; meta: string; lines: string[]} | undefined;
  for (const line of markdown.split('\n')) {
    if (open) {
      if (line.trim().startsWith(open.fence) && line.trim().replace(/[`~]/g, '') === '') {
        blocks.push({lang: open.lang, meta: open.meta, code: open.lines.join('\n')});
        open = undefined;
      } else open.lines.push(line);
      continue;
    }
    const match = FENCE.exec(line.trim());
    if (match) open = {fence: match[1]!, lang: match[2]!, meta: match[3]!, lines: []};
  }
  return blocks;
}

/** The levels of the `##` and `###` headings outside code blocks, in order (e.g. [2, 3, 3, 2]). */
export function headingOutline(markdown: string): number[] {
  const outline: number[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1];
      else if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = undefined;
      continue;
    }
    if (fence) continue;
    const heading = /^(#{2,3})\s+\S/.exec(line);
    if (heading) outline.push(heading[1]!.length);
  }
  return outline;
}

/** The value of `title="..."` in a code block's meta string. */
export function metaTitle(meta: string): string | undefined {
  return /title="([^"]*)"/.exec(meta)?.[1];
}

// ---------------------------------------------------------------- JSON Schema

/** The JSON Schema validator for OpenAPI 3.1 schemas (draft 2020-12) with the formats the specs use. */
export const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats(ajv);
ajv.addFormat('int64', {type: 'number', validate: (value: number) => Number.isSafeInteger(value)});

// ---------------------------------------------------------------- OpenAPI documents

/** Keys whose string values are prose for readers (and are translated by the overlays). */
export const TEXT_KEYS = new Set(['title', 'summary', 'description', 'x-displayName', 'reason']);
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

/**
 * A JSON body of a documented API shown in prose carries its operation in the block title:
 * `title="POST /v1/rooms"` for a request body, `title="POST /v1/rooms 응답"` (`… response` in English) for the
 * success response where the specification gives no status, `title="POST /v1/push/send → 202"` for a response
 * whose status it gives (push's 202, the error statuses).
 */
export const BODY_TITLE = /^(GET|POST|PUT|PATCH|DELETE) (\/\S+)(?: → (\d{3})| (응답|response))?$/;

/** The schema of the body a block title (`BODY_TITLE`) names, among `operations`. */
export function bodySchema(operations: readonly Operation[], title: string): SchemaObject {
  const [, method, route, exactStatus, response] = BODY_TITLE.exec(title)!;
  const entry = operations.find((candidate) => candidate.method === method!.toLowerCase() && candidate.path === route);
  if (!entry) throw new Error(`no documented operation ${method} ${route}`);
  // The success response with a JSON body: the one 2xx response of the operation that has one.
  const success = Object.keys(entry.operation.responses).filter(
    (key) => /^2/.test(key) && entry.operation.responses[key]?.content?.['application/json'],
  );
  if (response && success.length !== 1) throw new Error(`${method} ${route} has ${success.length} JSON 2xx responses`);
  const status = exactStatus ?? (response ? success[0] : undefined);
  const body = status ? entry.operation.responses[status] : entry.operation.requestBody;
  const schema = body?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${route} has no JSON ${status ? `${status} response` : 'request'} body`);
  return schema;
}

/** The documented operation a request calls, literal paths before templated ones (undefined: none). */
export function operationAt(operations: readonly Operation[], method: string, pathname: string): Operation | undefined {
  return operations
    .filter((op) => op.method === method.toLowerCase())
    .filter((op) => new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname))
    .sort((a, b) => a.path.split('{').length - b.path.split('{').length)[0];
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
