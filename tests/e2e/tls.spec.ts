/**
 * The server as deployed (deploy/nginx/https.conf.template): `npm run serve:prod` with a certificate serves HTTPS
 * with HTTP/2, and plain HTTP only redirects there. The certificate is self-signed, made with openssl for this run
 * and trusted by these requests alone; the headers are held to deploy/headers.json and to the suite's plain-HTTP
 * nginx, which must send the same ones except Strict-Transport-Security.
 */
import {spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import zlib from 'node:zlib';
import {builtFile, expect, rawGet, startScript, stopScript, test} from './support';
import {BUILD} from '../support/site';
import {readHeaderRules} from '../../scripts/serve-headers';

// The suite's nginx is on E2E_PORT; servers.spec.ts takes the ports 10 and 11 above it, this spec 12 and 13.
const HTTP_PORT = Number(process.env.E2E_PORT ?? 4173) + 12;
const HTTPS_PORT = HTTP_PORT + 1;
const HTTP_ORIGIN = `http://127.0.0.1:${HTTP_PORT}`;
const rules = readHeaderRules();

interface Http2Response {
  readonly status: number;
  readonly headers: http2.IncomingHttpHeaders;
  readonly body: Buffer;
  /** The negotiated application protocol (ALPN) and TLS version. */
  readonly alpn: string | false | undefined;
  readonly tlsVersion: string | null;
}

let certificate: Buffer;

/** A GET over HTTPS with HTTP/2 to the server's loopback address, for the certificate's host name. */
function http2Get(pathname: string, headers: Record<string, string> = {}): Promise<Http2Response> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${HTTPS_PORT}`, {ca: certificate, servername: 'localhost'});
    session.on('error', reject);
    const request = session.request({':path': pathname, ':authority': `localhost:${HTTPS_PORT}`, ...headers});
    const chunks: Buffer[] = [];
    let responseHeaders: http2.IncomingHttpHeaders = {};
    request.on('response', (received) => (responseHeaders = received));
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', reject);
    request.on('end', () => {
      resolve({
        status: Number(responseHeaders[':status']),
        headers: responseHeaders,
        body: Buffer.concat(chunks),
        alpn: session.alpnProtocol,
        tlsVersion: (session.socket as tls.TLSSocket).getProtocol(),
      });
      session.close();
    });
    request.end();
  });
}

/** A TLS handshake with the given client settings: what was agreed, or the error that refused it. */
function handshake(options: tls.ConnectionOptions): Promise<{version: string | null; cipher: string} | Error> {
  return new Promise((resolve) => {
    const socket = tls.connect({
      host: '127.0.0.1',
      port: HTTPS_PORT,
      ca: certificate,
      servername: 'localhost',
      ...options,
    });
    socket.once('secureConnect', () => {
      resolve({version: socket.getProtocol(), cipher: socket.getCipher().standardName});
      socket.end();
    });
    socket.once('error', (error) => resolve(error));
  });
}

async function untilServing(timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await http2Get('/')).status === 200) return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.describe('npm run serve:prod with TLS, as deployed', () => {
  test.describe.configure({mode: 'serial'});
  let dir: string;
  let server: ChildProcess;

  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-tls-'));
    const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
    const made = spawnSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
        ...['-keyout', key, '-out', cert],
      ],
      {encoding: 'utf8'},
    );
    expect(made.status, made.stderr).toBe(0);
    certificate = fs.readFileSync(cert);
    server = startScript('serve-prod.ts', HTTP_PORT, {
      TLS_CERTIFICATE: cert,
      TLS_CERTIFICATE_KEY: key,
      HTTPS_PORT: String(HTTPS_PORT),
    });
    await untilServing();
  });
  test.afterAll(async () => {
    await stopScript(server);
    fs.rmSync(dir, {recursive: true, force: true});
  });

  test('plain HTTP answers every path with a 301 to the same path and query over HTTPS, without HSTS', async () => {
    for (const url of ['/', '/en/api-media?tab=curl', '/no-such-page', '/en/api-media.html', '//evil.example/x']) {
      const response = await rawGet(HTTP_ORIGIN, url);
      expect(response.status, url).toBe(301);
      expect(response.headers.location, url).toBe(`https://localhost:${HTTPS_PORT}${url}`);
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      for (const [name, value] of Object.entries(rules.everyResponse))
        expect(response.headers[name.toLowerCase()], `${name} on ${url}`).toBe(value);
    }
  });

  test('a page is served as built, over HTTP/2 and TLS 1.3, Brotli-compressed', async () => {
    const response = await http2Get('/en/api-media', {'accept-encoding': 'br, gzip'});
    expect(response.status).toBe(200);
    expect(response.alpn).toBe('h2');
    expect(response.tlsVersion).toBe('TLSv1.3');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(response.body).toString();
    expect(html).toBe(fs.readFileSync(path.join(BUILD, 'en/api-media.html'), 'utf8'));
    expect(html).toMatch(/<html[^>]* lang="?en/);
  });

  test('every HTTPS response carries the headers of plain HTTP, and HSTS', async ({baseURL}) => {
    const kinds = {
      'a page': '/en/api-media',
      'a script bundle': builtFile('assets/js', /^main\.[0-9a-f]+\.js$/),
      'an unknown path (404)': '/en/no-such-page',
      'a redirect (301)': '/en/api-media.html',
    };
    for (const [kind, url] of Object.entries(kinds)) {
      const [overTls, plain] = await Promise.all([http2Get(url), rawGet(baseURL!, url)]);
      expect(overTls.status, kind).toBe(plain.status);
      for (const [name, value] of Object.entries(rules.httpsOnly))
        expect(overTls.headers[name.toLowerCase()], `${name} on ${kind}`).toBe(value);
      for (const name of ['content-security-policy', 'cache-control', ...Object.keys(rules.everyResponse)]) {
        const header = name.toLowerCase();
        expect(overTls.headers[header], `${name} on ${kind}`).toBe(plain.headers[header]);
        expect(overTls.headers[header], `${name} on ${kind}`).toBeTruthy();
      }
      if (plain.status === 301) expect(overTls.headers.location, kind).toBe(plain.headers.location);
    }
  });

  test('TLS 1.2 agrees on a forward-secret AEAD cipher; TLS 1.1 and below are refused', async () => {
    const tls12 = await handshake({maxVersion: 'TLSv1.2', ALPNProtocols: ['http/1.1']});
    expect(tls12).not.toBeInstanceOf(Error);
    expect(tls12).toMatchObject({version: 'TLSv1.2', cipher: expect.stringMatching(/^TLS_ECDHE_.*_(GCM|POLY1305)_/)});
    // The client offers TLS 1.1 at OpenSSL's lowest security level, so only the server can refuse it.
    const tls11 = await handshake({minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0'});
    expect(tls11).toMatchObject({code: 'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION'});
  });
});
