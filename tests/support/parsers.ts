/**
 * Parsers for the blocks that hold data rather than a program: HTTP messages (Node's own llhttp), CSV (d3-dsv),
 * URLs (WHATWG URL), route lists, and Mermaid diagrams (mermaid's own parser, in Node with a DOM from linkedom).
 * Each returns the problems it found; an empty list means the text parsed.
 */
import {createRequire} from 'node:module';
import {csvParseRows} from 'd3-dsv';
import {parseHTML} from 'linkedom';

const require = createRequire(import.meta.url);

interface HttpParser {
  initialize(type: number, resource: object): void;
  execute(data: Buffer): number | Error;
  [key: number]: unknown;
}
interface HttpParserClass {
  new (): HttpParser;
  REQUEST: number;
  RESPONSE: number;
  kOnHeadersComplete: number;
  kOnBody: number;
  kOnMessageComplete: number;
}

/**
 * An HTTP/1.1 message as a page shows it: a request or status line, header fields, and after a blank line an
 * optional body (which may be a description in parentheses; only the head is held to the grammar). Node's HTTP
 * parser (llhttp, through the `_http_common` module that node:http uses) reads it as it reads the network.
 */
export function httpMessageProblems(text: string): string[] {
  const {HTTPParser} = require('_http_common') as {HTTPParser: HttpParserClass};
  const head = text.split(/\n\n/)[0]!;
  const parser = new HTTPParser();
  parser.initialize(/^HTTP\/\d/.test(head) ? HTTPParser.RESPONSE : HTTPParser.REQUEST, {});
  let complete = false;
  parser[HTTPParser.kOnHeadersComplete] = () => {
    complete = true;
    // 1: there is no body to read: the head is all a page's message is held to.
    return 1;
  };
  parser[HTTPParser.kOnBody] = () => undefined;
  parser[HTTPParser.kOnMessageComplete] = () => undefined;
  const result = parser.execute(Buffer.from(`${head.replace(/\n/g, '\r\n')}\r\n\r\n`));
  if (result instanceof Error) return [`${(result as Error & {code?: string}).code ?? 'HPE'}: ${result.message}`];
  return complete ? [] : ['the message head is incomplete'];
}

/** CSV as RFC 4180 reads it: every record has the header's number of fields. */
export function csvProblems(text: string): string[] {
  const rows = csvParseRows(text);
  const width = rows[0]?.length ?? 0;
  if (width < 2) return ['no header with two or more fields'];
  return rows.flatMap((row, index) =>
    row.length === width ? [] : [`record ${index + 1} has ${row.length} fields, the header ${width}`],
  );
}

/** One absolute URL (a line of its own, as a reader pastes it into a browser or a package manager). */
export function urlProblems(text: string): string[] {
  if (!/^\S+$/.test(text.trim())) return ['not a single URL'];
  try {
    const url = new URL(text.trim());
    return /^https?:$/.test(url.protocol) ? [] : [`unexpected scheme ${url.protocol}`];
  } catch (error) {
    return [(error as Error).message];
  }
}

/** `METHOD /path  # comment` lines: a list of routes, each method one of HTTP's. */
export function routeListProblems(text: string): {routes: {method: string; path: string}[]; problems: string[]} {
  const routes: {method: string; path: string}[] = [];
  const problems: string[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    const match = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\s+(\/[\w{}/.-]*)(?:\s+#\s.*)?$/.exec(line);
    if (match) routes.push({method: match[1]!, path: match[2]!});
    else problems.push(`line ${index + 1} is not \`METHOD /path  # comment\`: ${line}`);
  }
  return {routes, problems};
}

let mermaid: Promise<{parse(text: string): Promise<unknown>}> | undefined;

/** A Mermaid diagram as mermaid's parser reads it (its DOMPurify needs a window, which linkedom gives). */
export async function mermaidProblems(text: string): Promise<string[]> {
  mermaid ??= (async () => {
    const {window} = parseHTML('<!doctype html><html><body></body></html>');
    Object.assign(globalThis, {window, document: window.document});
    return (await import('mermaid')).default;
  })();
  try {
    await (await mermaid).parse(text);
    return [];
  } catch (error) {
    return [String((error as Error).message ?? error).split('\n')[0]!];
  }
}
