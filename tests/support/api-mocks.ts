/**
 * Local mock servers of the three API contracts, for tests that run reader code against them (the vitest suites
 * and the e2e specs): Prism in mock mode on each `openapi/<name>.yaml` (requests are validated against the
 * contract, `--errors` answers an invalid one with an error and an `sl-violations` header; responses come from the
 * contract's examples, chosen with the `Prefer` header), and the token and JWKS endpoints of the passport login,
 * whose API has no contract here.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {exportJWK, generateKeyPair, SignJWT} from 'jose';
import {SPEC_NAMES, specFile, type SpecName} from './api';
import {ROOT} from './site';

const PRISM = path.join(ROOT, 'node_modules/.bin/prism');
/** A guard against a mock that never starts, not a wait: Prism takes 17–21 s to listen at a load average of 17. */
const STARTUP_MS = 120_000;

export interface ApiMocks {
  /** Base URL of each started service's mock, e.g. `http://127.0.0.1:40123`. */
  readonly baseUrls: Partial<Record<SpecName, string>>;
  /** The passport login issuer: `POST /oauth2/token` with client credentials answers a token. */
  readonly passportIssuer: string;
  /** The token requests the issuer answered. */
  readonly tokenRequests: () => number;
  /** An access token of a signed-in user, signed with the key the issuer's JWKS publishes. */
  readonly userToken: (sub: string, name: string) => Promise<string>;
  stop(): Promise<void>;
}

/** A port no one listens on right now, from the system. */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startPrism(name: SpecName): Promise<{url: string; process: ChildProcess}> {
  const port = await freePort();
  const child = spawn(PRISM, ['mock', '--errors', '-h', '127.0.0.1', '-p', String(port), specFile(name)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`prism (${name}) did not start:\n${output}`)), STARTUP_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`prism (${name}) exited with ${code}:\n${output}`));
    });
  });
  // Keep draining its log so that a full pipe never blocks it.
  child.stdout.resume();
  child.stderr.resume();
  return {url: `http://127.0.0.1:${port}`, process: child};
}

/**
 * The passport login endpoints the examples use, as the authentication pages describe them: the token endpoint
 * with client credentials (the client ID and any secret in Basic auth: readers run the pages with their placeholder
 * secret), and the JWKS with which a backend verifies the access token of a signed-in user (RS256); `userToken`
 * issues such a token, as the passport login would after sign-in.
 */
async function startPassport(clientId: string) {
  let requests = 0;
  const {publicKey, privateKey} = await generateKeyPair('RS256');
  const jwks = JSON.stringify({keys: [{...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256', use: 'sig'}]});
  const basic = (header = '') => Buffer.from(header.replace(/^Basic /, ''), 'base64').toString();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'GET' && request.url === '/oauth2/jwks') {
        response.writeHead(200, {'Content-Type': 'application/json'});
        response.end(jwks);
        return;
      }
      const valid =
        request.method === 'POST' &&
        request.url === '/oauth2/token' &&
        basic(request.headers.authorization).startsWith(`${clientId}:`) &&
        new URLSearchParams(body).get('grant_type') === 'client_credentials';
      if (valid) requests += 1;
      response.writeHead(valid ? 200 : 401, {'Content-Type': 'application/json'});
      response.end(
        JSON.stringify(
          valid
            ? {access_token: 'eyJhbGciOi.mock.token', token_type: 'Bearer', expires_in: 3600}
            : {error: 'invalid_client'},
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const userToken = (sub: string, name: string) =>
    new SignJWT({name})
      .setProtectedHeader({alg: 'RS256', kid: 'test'})
      .setSubject(sub)
      .setIssuer(url)
      .setAudience(clientId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  return {url, server, requests: () => requests, userToken};
}

/** Starts the passport stand-in and a mock of each of `specs` (all three unless a test needs fewer). */
export async function startApiMocks(clientId: string, specs: readonly SpecName[] = SPEC_NAMES): Promise<ApiMocks> {
  const [passport, ...prisms] = await Promise.all([startPassport(clientId), ...specs.map((name) => startPrism(name))]);
  const baseUrls = Object.fromEntries(specs.map((name, index) => [name, prisms[index]!.url]));
  return {
    baseUrls,
    passportIssuer: passport.url,
    tokenRequests: passport.requests,
    userToken: passport.userToken,
    async stop() {
      await Promise.all(
        prisms.map(
          ({process: child}) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill();
            }),
        ),
      );
      await new Promise<void>((resolve) => passport.server.close(() => resolve()));
    },
  };
}
