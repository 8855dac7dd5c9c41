/**
 * `npm run serve` (and so `npm start`): serves build/ without nginx at http://localhost:$PORT (default 3000), for a
 * machine that only has Node. Like production, each locale answers an unknown path with its own not-found page:
 * `docusaurus serve` always sends build/404.html, the Korean one, also to English readers.
 *
 * serve-handler (the library `docusaurus serve` uses) looks the not-found page up at <public>/404.html; its
 * documented file-system methods are given per request, so an English path reads build/en/404.html instead.
 * Redirects are nginx's (redirectTarget): serve-handler's own clean URLs would send `/en/` to `/en`, while the
 * English landing page is `/en/`. Headers are nginx's too (scripts/serve-headers.ts: deploy/headers.json and the
 * build's CSP), added when a response's status is known, so an author previews what production enforces.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';
import {readRedirects, redirectTarget} from '../postbuild/redirects';
import {readCsp, readHeaderRules, responseHeaders} from './serve-headers';

const root = path.resolve(__dirname, '..');
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));
// The redirects and the CSP the build's post-build pipeline wrote (postbuild/run.ts), as nginx gets them.
const generatedDir = path.resolve(process.env.NGINX_GENERATED ?? path.join(root, 'deploy/nginx/generated'));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';

/** The not-found page of the locale a path belongs to; Korean (the default locale) unless it is under /en. */
export function notFoundPageFor(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0]!;
  return /^\/en(\/|$)/.test(pathname) ? path.join(buildDir, 'en/404.html') : path.join(buildDir, '404.html');
}

function fail(message: string): never {
  console.error(`serve: ${message}`);
  process.exit(1);
}

if (!fs.existsSync(path.join(buildDir, 'index.html'))) fail('no build; run `npm run build` first');
if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`PORT must be a TCP port, not "${process.env.PORT}"`);

const defaultNotFound = path.join(buildDir, '404.html');
for (const file of ['redirects.json', 'csp.json'])
  if (!fs.existsSync(path.join(generatedDir, file))) fail(`no ${generatedDir}/${file}; run \`npm run build\``);
const redirects = readRedirects(generatedDir);
const headerRules = readHeaderRules();
const csp = readCsp(generatedDir);

/** A request's path as nginx's `$uri` holds it: without the query, percent-decoded where that is valid. */
function decodedPath(url: string): string {
  const pathname = url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Every response, whoever writes it (serve-handler or this file), gets the production headers for its status as its
 * head is written; an explicit `writeHead` and an implicit one (`end()` after setting `statusCode`) both pass here.
 */
class SiteResponse extends http.ServerResponse {
  override writeHead(statusCode: number, ...rest: unknown[]): this {
    const facts = {
      pathname: decodedPath(this.req.url ?? '/'),
      status: statusCode,
      https: 'encrypted' in this.req.socket,
    };
    for (const [name, value] of Object.entries(responseHeaders(headerRules, csp, facts))) this.setHeader(name, value);
    return super.writeHead(statusCode, ...(rest as [http.OutgoingHttpHeaders?]));
  }
}

/** The landing pages' files are no routes of their own (as in nginx): /index, /404 and their English twins. */
const NOT_ROUTES = /^(\/en)?\/(404|index)$/;

function sendFile(response: http.ServerResponse, status: number, file: string): void {
  response.writeHead(status, {'Content-Type': 'text/html; charset=utf-8'});
  fs.createReadStream(file).pipe(response);
}

const server = http.createServer({ServerResponse: SiteResponse}, (request, response) => {
  const notFound = notFoundPageFor(request.url ?? '/');
  const [pathname = '/', query] = (request.url ?? '/').split(/\?(.*)/s, 2);
  const target = redirectTarget(pathname, redirects);
  if (target !== undefined) {
    response.writeHead(301, {Location: query === undefined ? target : `${target}?${query}`});
    response.end();
    return;
  }
  if (pathname === '/en/') return sendFile(response, 200, path.join(buildDir, 'en/index.html'));
  if (NOT_ROUTES.test(pathname)) return sendFile(response, 404, notFound);
  const localised = (file: fs.PathLike) => (file === defaultNotFound ? notFound : file);
  // serve-handler awaits `lstat` (its default is the promisified one); its typings name the callback form.
  const lstat = (file: fs.PathLike) => fs.promises.lstat(localised(file));
  handler(
    request,
    response,
    {public: buildDir, cleanUrls: true, trailingSlash: false, directoryListing: false},
    {
      lstat: lstat as unknown as typeof fs.lstat,
      createReadStream: ((file: fs.PathLike, options?: Parameters<typeof fs.createReadStream>[1]) =>
        fs.createReadStream(localised(file), options)) as typeof fs.createReadStream,
    },
  ).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});

server.listen(port, host, () =>
  console.log(`serve: http://${host}:${port}/ (${path.relative(root, buildDir) || '.'})`),
);
