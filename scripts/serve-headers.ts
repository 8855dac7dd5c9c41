/**
 * The site's response headers, from one source for both servers (deploy/README.md, rules 4 and 6):
 * deploy/headers.json (the security headers, the HTTPS-only Strict-Transport-Security and the cache rule) and the
 * build's Content-Security-Policy, which the post-build's CSP step (postbuild/csp.ts) writes twice from the
 * same hashes: as nginx's `$csp` in csp.conf and as `policy` in csp.json. `npm run serve:prod` renders the rules into
 * nginx's headers.conf (`nginxHeaders`); `npm run serve` sends them from Node (`responseHeaders`), so an author who
 * previews locally sees what production enforces.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface HeaderRules {
  /** Sent with every response, errors and redirects included. */
  readonly everyResponse: Readonly<Record<string, string>>;
  /** Sent only over TLS: over plain HTTP a browser ignores them, and the HTTP server only redirects to HTTPS. */
  readonly httpsOnly: Readonly<Record<string, string>>;
  readonly cacheControl: {
    /** The content-hashed bundles: `paths` a regular expression (from `^`) on the decoded path, for these statuses. */
    readonly immutable: {readonly paths: string; readonly statuses: readonly number[]; readonly value: string};
    /** Everything else: pages, search files, images, not-found pages, redirects. */
    readonly otherwise: string;
  };
}

/** What a response's headers depend on. */
export interface ResponseFacts {
  /** The path as served, percent-decoded (nginx's `$uri`). */
  readonly pathname: string;
  readonly status: number;
  readonly https: boolean;
}

export const HEADERS_FILE = path.resolve(__dirname, '../deploy/headers.json');

/** A value nginx takes inside double quotes as it is: no quote, backslash, variable or control character. */
const NGINX_SAFE = /^[^"\\$\p{Cc}]+$/u;
const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;

function checkHeaders(headers: unknown, where: string): Record<string, string> {
  if (typeof headers !== 'object' || headers === null) throw new Error(`${where} must be an object of headers`);
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name)) throw new Error(`${where}: "${name}" is not a header name`);
    if (typeof value !== 'string' || !NGINX_SAFE.test(value))
      throw new Error(`${where}.${name} must be a string without quotes, backslashes, $ or control characters`);
  }
  return headers as Record<string, string>;
}

/** deploy/headers.json, checked: a typo there must stop both servers rather than send a broken header. */
export function readHeaderRules(file: string = HEADERS_FILE): HeaderRules {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<HeaderRules>;
  const where = path.basename(file);
  const everyResponse = checkHeaders(raw.everyResponse, `${where} everyResponse`);
  const httpsOnly = checkHeaders(raw.httpsOnly, `${where} httpsOnly`);
  const {immutable, otherwise} = raw.cacheControl ?? {};
  const cacheValues = checkHeaders({immutable: immutable?.value, otherwise}, `${where} cacheControl`);
  if (typeof immutable?.paths !== 'string' || !immutable.paths.startsWith('^') || !NGINX_SAFE.test(immutable.paths))
    throw new Error(`${where} cacheControl.immutable.paths must be a regular expression that starts with ^`);
  new RegExp(immutable.paths); // throws on an expression JavaScript does not take
  if (!Array.isArray(immutable.statuses) || !immutable.statuses.every((status) => Number.isInteger(status)))
    throw new Error(`${where} cacheControl.immutable.statuses must list HTTP statuses`);
  return {
    everyResponse,
    httpsOnly,
    cacheControl: {
      immutable: {paths: immutable.paths, statuses: immutable.statuses, value: cacheValues.immutable!},
      otherwise: cacheValues.otherwise!,
    },
  };
}

/** The build's Content-Security-Policy, as csp.json holds it beside nginx's csp.conf. */
export function readCsp(generatedDir: string): string {
  const {policy} = JSON.parse(fs.readFileSync(path.join(generatedDir, 'csp.json'), 'utf8')) as {policy?: unknown};
  if (typeof policy !== 'string' || !NGINX_SAFE.test(policy)) throw new Error(`${generatedDir}/csp.json has no policy`);
  return policy;
}

/** The Cache-Control of a response: immutable for a content-hashed bundle that is served, else revalidated. */
export function cacheControl(rules: HeaderRules, {pathname, status}: Pick<ResponseFacts, 'pathname' | 'status'>) {
  const {immutable, otherwise} = rules.cacheControl;
  return immutable.statuses.includes(status) && new RegExp(immutable.paths).test(pathname)
    ? immutable.value
    : otherwise;
}

/** Every header of deploy/headers.json and the CSP that a response carries, by name. */
export function responseHeaders(rules: HeaderRules, csp: string, facts: ResponseFacts): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    ...rules.everyResponse,
    ...(facts.https ? rules.httpsOnly : {}),
    'Cache-Control': cacheControl(rules, facts),
  };
}

/** nginx's name for the variable that holds a header's value (`Strict-Transport-Security` → `$nuri_strict_…`). */
const variableOf = (name: string) => `$nuri_${name.toLowerCase().replaceAll('-', '_')}`;

/**
 * The rules as nginx configuration for the `http` context, where every server and location inherits them (none
 * of them adds a header of its own, which would drop the inherited ones). `$csp` is csp.conf's. An empty value
 * is not sent, so the HTTPS-only headers are mapped from `$https`; the cache rule is mapped from the final status
 * and `$uri`, as the response leaves (after `try_files` and `error_page`).
 */
export function nginxHeaders(rules: HeaderRules): string {
  const {immutable, otherwise} = rules.cacheControl;
  const httpsOnly = Object.entries(rules.httpsOnly);
  const lines = [
    '# Generated by scripts/serve-headers.ts from deploy/headers.json; included in the `http` context.',
    ...httpsOnly.map(([name, value]) => `map $https ${variableOf(name)} {\n  on "${value}";\n  default "";\n}`),
    `map "$status:$uri" $nuri_cache_control {`,
    `  default "${otherwise}";`,
    `  "~^(${immutable.statuses.join('|')}):${immutable.paths.slice(1)}" "${immutable.value}";`,
    '}',
    'add_header Content-Security-Policy $csp always;',
    ...Object.entries(rules.everyResponse).map(([name, value]) => `add_header ${name} "${value}" always;`),
    ...httpsOnly.map(([name]) => `add_header ${name} ${variableOf(name)} always;`),
    'add_header Cache-Control $nuri_cache_control always;',
  ];
  return `${lines.join('\n')}\n`;
}

// `tsx scripts/serve-headers.ts` prints headers.conf, for a production host's nginx (deploy/README.md).
if (require.main === module) process.stdout.write(nginxHeaders(readHeaderRules()));
