/**
 * A link that opens an operation's try-it panel with a request loaded: the reference page at the operation's
 * anchor, with the operation, the JSON body and parameter values in its query
 * (`/restAPI/media-rest-api?try-it=createRoom&body=%7B…%7D#operation/createRoom`). The build writes these links under
 * the guides' request examples (requestExamples.ts); the reference's try-it control reads them when the page
 * opens (theme/TryIt). Without JavaScript the link is a plain link to the operation. Whatever the query holds is
 * read as hostile data: a value of the wrong shape, length or characters loads nothing (`readTryItLink`).
 */

/** The query parameter naming the operation whose panel the link opens. */
export const TRY_IT_PARAMETER = 'try-it';
/** The query parameter holding the JSON body; every other is a parameter of the operation, by its name. */
export const BODY_PARAMETER = 'body';

/**
 * The longest body a link carries: ten times the longest request the guides show. Its URL stays well under the
 * 8 KB request line that nginx accepts by default, even for a body all in Hangul (nine bytes a syllable).
 */
export const MAX_LINKED_BODY = 2_000;
/** The longest parameter value a link carries. */
export const MAX_LINKED_VALUE = 200;
/** A query longer than this is not one the build writes, and is not read at all. */
const MAX_QUERY = 4 * (MAX_LINKED_BODY * 9 + 1_000);

/** What a link loads into the panel: the body (JSON text), and parameter values by name. */
export interface LinkedRequest {
  body?: string;
  parameters: Record<string, string>;
}

/** What the page's address says for one operation: a request to load, or a link whose request was refused. */
export type LinkRead = {kind: 'request'; request: LinkedRequest} | {kind: 'refused'};

/** The query names the link uses besides the operation's parameters, which no parameter may take. */
const RESERVED = new Set([TRY_IT_PARAMETER, BODY_PARAMETER]);

// Control characters; a JSON text keeps them out of its strings, a value has no business with them.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** The body as the panel shows it (two-space JSON, as the reference's examples), or undefined when it is not JSON. */
function jsonText(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return undefined;
  }
}

/**
 * The link to `operationId` on the reference page at `route`, with `request` loaded: the body compact (the panel
 * spaces it again), the parameters in the order given. Throws for a request the panel would refuse, so that the
 * build does not write a link that loads nothing.
 */
export function tryItHref(route: string, operationId: string, request: LinkedRequest): string {
  const query = new URLSearchParams({[TRY_IT_PARAMETER]: operationId});
  if (request.body !== undefined) {
    let compact: string;
    try {
      compact = JSON.stringify(JSON.parse(request.body));
    } catch {
      throw new Error(`the body for ${operationId} is not JSON`);
    }
    if (compact.length > MAX_LINKED_BODY)
      throw new Error(`the body for ${operationId} is ${compact.length} characters; a link carries ${MAX_LINKED_BODY}`);
    query.set(BODY_PARAMETER, compact);
  }
  for (const [name, value] of Object.entries(request.parameters)) {
    if (RESERVED.has(name)) throw new Error(`${operationId} has a parameter named "${name}", which the link uses`);
    if (value.length > MAX_LINKED_VALUE || CONTROL_CHARACTER.test(value))
      throw new Error(`the value of ${operationId}'s parameter ${name} cannot go into a link`);
    query.set(name, value);
  }
  return `${route}?${query.toString()}#operation/${operationId}`;
}

/**
 * What the address's query (`location.search`) loads into the panel of `operationId`, whose parameters are
 * `parameterNames`: undefined when the address names another operation or none. Refused, loading nothing, when the
 * body is not JSON or too long, or a parameter value too long or with control characters.
 */
export function readTryItLink(
  search: string,
  operationId: string,
  parameterNames: readonly string[],
): LinkRead | undefined {
  if (search.length > MAX_QUERY) return search.includes(`${TRY_IT_PARAMETER}=`) ? {kind: 'refused'} : undefined;
  const query = new URLSearchParams(search);
  if (query.get(TRY_IT_PARAMETER) !== operationId) return undefined;
  const request: LinkedRequest = {parameters: {}};
  const body = query.get(BODY_PARAMETER);
  if (body !== null) {
    const text = body.length <= MAX_LINKED_BODY ? jsonText(body) : undefined;
    if (text === undefined) return {kind: 'refused'};
    request.body = text;
  }
  for (const name of parameterNames) {
    const value = query.get(name);
    if (value === null || RESERVED.has(name)) continue;
    if (value.length > MAX_LINKED_VALUE || CONTROL_CHARACTER.test(value)) return {kind: 'refused'};
    request.parameters[name] = value;
  }
  return {kind: 'request', request};
}

/** The query without what a link for the panel put there: read once, it is not read again on a reload. */
export function withoutTryItLink(search: string, parameterNames: readonly string[]): string {
  const query = new URLSearchParams(search);
  for (const name of [...RESERVED, ...parameterNames]) query.delete(name);
  const rest = query.toString();
  return rest === '' ? '' : `?${rest}`;
}
