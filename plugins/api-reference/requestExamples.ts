/**
 * The requests a page's code blocks show, as the guides write them: a JSON body titled with its operation's method
 * and path (```json title="POST /v1/rooms"```; a title with a status, `→ 200`, or `응답`/`response` is a response),
 * and every `curl` of a shell block that calls a contract's base URL (`"$MEDIA_API_BASE_URL/v1/rooms"`) or example
 * origin, with its method, path, query and `-d` body. The remark plugin links each to its operation's try-it panel
 * (remark.ts); what a shell block computes at run time (`$ROOM_ID`, `$(jq …)`) is left to the panel's documented
 * example.
 */

export interface RequestExample {
  /** The contract whose base URL a curl calls; undefined for a titled body, which names a path of any contract. */
  spec?: string;
  method: string;
  /** The path as written: a title's template (`/v1/rooms/{roomId}`), a curl's with its values and variables. */
  path: string;
  query: [string, string][];
  /** The JSON body as written. */
  body?: string;
}

/** What a request example is matched by: each contract's name, example origin and base URL variable. */
export interface RequestSite {
  readonly name: string;
  readonly origin: string;
  readonly baseUrlVariable: string;
}

const REQUEST_TITLE = /^(GET|POST|PUT|PATCH|DELETE) (\/\S+)$/;

/** The `title="…"` of a code block's meta. */
function metaTitle(meta: string | null | undefined): string | undefined {
  return /(?:^|\s)title="([^"]*)"/.exec(meta ?? '')?.[1];
}

/** The request a JSON block shows, when its title names one (`POST /v1/rooms`). */
export function titledRequest(lang: string | null | undefined, meta: string | null | undefined, code: string) {
  const title = lang === 'json' ? REQUEST_TITLE.exec(metaTitle(meta) ?? '') : null;
  if (!title) return undefined;
  return {method: title[1]!, path: title[2]!, query: [], body: code} satisfies RequestExample;
}

// ---------------------------------------------------------------- shell words

type Token = {word: string} | {operator: string};

/** Reads `$( … )` from `index` (just after its opening parenthesis) to its closing one, as text. */
function substitution(text: string, index: number): number {
  let depth = 1;
  let i = index;
  while (i < text.length && depth > 0) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    i++;
  }
  return i;
}

/**
 * A shell block as words and operators (`|`, `;`, `&`, `(`, `)`, a line break), quotes removed: enough of the shell
 * to find each command's words. A `$(` outside quotes opens a command of its own, so a curl inside one
 * (`ROOM_ID=$(curl …)`) starts a command; inside double quotes it stays text.
 */
export function shellTokens(text: string): Token[] {
  const tokens: Token[] = [];
  let word: string | undefined;
  const end = () => {
    if (word !== undefined) tokens.push({word});
    word = undefined;
  };
  let i = 0;
  while (i < text.length) {
    const character = text[i]!;
    if (character === '\\' && text[i + 1] === '\n') {
      i += 2;
    } else if (character === ' ' || character === '\t') {
      end();
      i++;
    } else if (character === '#' && word === undefined) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (character === '\n' || character === ';' || character === '|' || character === '&' || character === ')') {
      end();
      tokens.push({operator: character});
      i++;
    } else if (character === '$' && text[i + 1] === '(') {
      end();
      tokens.push({operator: '('});
      i += 2;
    } else if (character === "'") {
      const close = text.indexOf("'", i + 1);
      const stop = close === -1 ? text.length : close;
      word = (word ?? '') + text.slice(i + 1, stop);
      i = stop + 1;
    } else if (character === '"') {
      let value = '';
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && '"\\$`\n'.includes(text[i + 1] ?? '')) {
          if (text[i + 1] !== '\n') value += text[i + 1];
          i += 2;
        } else if (text[i] === '$' && text[i + 1] === '(') {
          const stop = substitution(text, i + 2);
          value += text.slice(i, stop);
          i = stop;
        } else {
          value += text[i];
          i++;
        }
      }
      word = (word ?? '') + value;
      i++;
    } else if (character === '\\') {
      word = (word ?? '') + (text[i + 1] ?? '');
      i += 2;
    } else {
      word = (word ?? '') + character;
      i++;
    }
  }
  end();
  return tokens;
}

/** The commands of a shell block: runs of words between operators. */
function commands(text: string): string[][] {
  const found: string[][] = [[]];
  for (const token of shellTokens(text)) {
    if ('word' in token) found.at(-1)!.push(token.word);
    else if (found.at(-1)!.length > 0) found.push([]);
  }
  return found.filter((words) => words.length > 0);
}

// ---------------------------------------------------------------- curl

/** curl's options that take a value, among those the guides use. */
const VALUED = new Set([
  '-X',
  '--request',
  '-H',
  '--header',
  '-u',
  '--user',
  '-o',
  '--output',
  '-w',
  '--write-out',
  '-F',
  '--form',
  '-d',
  '--data',
  '--data-raw',
  '--data-binary',
  '--url-query',
]);
const DATA = new Set(['-d', '--data', '--data-raw', '--data-binary']);

/** The contract a URL calls, and the rest of the URL after its base. */
function calledBase(url: string, sites: readonly RequestSite[]): {spec: string; rest: string} | undefined {
  for (const site of sites) {
    for (const base of [`$${site.baseUrlVariable}`, `\${${site.baseUrlVariable}}`, site.origin]) {
      const rest = url.startsWith(base) ? url.slice(base.length) : undefined;
      // `$MEDIA_API_BASE_URL_2` is another variable: the base must end where the path starts.
      if (rest !== undefined && (rest === '' || rest.startsWith('/') || rest.startsWith('?')))
        return {spec: site.name, rest};
    }
  }
  return undefined;
}

function queryPairs(text: string): [string, string][] {
  return text
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return [name, value.join('=')];
    });
}

/** Every curl of a shell block that calls one of the contracts, in order. */
export function curlRequests(code: string, sites: readonly RequestSite[]): RequestExample[] {
  const found: RequestExample[] = [];
  for (const words of commands(code)) {
    if (words[0] !== 'curl') continue;
    let method: string | undefined;
    let body: string | undefined;
    let sends = false;
    const extraQuery: [string, string][] = [];
    let called: {spec: string; rest: string} | undefined;
    for (let i = 1; i < words.length; i++) {
      const word = words[i]!;
      if (VALUED.has(word)) {
        const value = words[++i] ?? '';
        if (word === '-X' || word === '--request') method = value.toUpperCase();
        if (DATA.has(word)) body = value;
        if (DATA.has(word) || word === '-F' || word === '--form') sends = true;
        if (word === '--url-query') extraQuery.push(...queryPairs(value));
      } else if (!word.startsWith('-')) {
        called ??= calledBase(word, sites);
      }
    }
    if (!called) continue;
    const [path = '', query = ''] = called.rest.split('?', 2);
    found.push({
      spec: called.spec,
      method: method ?? (sends ? 'POST' : 'GET'),
      path: path || '/',
      query: [...queryPairs(query), ...extraQuery],
      ...(body !== undefined ? {body} : {}),
    });
  }
  return found;
}
