/**
 * The web join's pieces that need no browser (examples/media-web/ and the example SDK package): the SDK package is
 * the one config/product.ts names and the type check resolves its import to the one declaration; the server knows
 * the user only from a passport login access token it verified. tests/e2e/web-join.spec.ts runs the whole join in
 * Chromium.
 */
import fs from 'node:fs';
import type {IncomingMessage} from 'node:http';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {EXAMPLE_HOSTS, EXAMPLE_SDK_PACKAGES, EXAMPLE_TOKENS, EXAMPLE_USER_IDS} from '../../config/product';
import {signedInUser} from '../../examples/media-web/signedInUser';
import {useExampleRun} from '../support/example-runs';
import {ROOT} from '../support/site';

const SDK = path.join(ROOT, 'examples/nuri-media-web');
const run = useExampleRun(['media']);

const request = (authorization?: string) =>
  ({headers: authorization === undefined ? {} : {authorization}}) as IncomingMessage;

describe('the example SDK', () => {
  it('is the package config/product.ts names, with one declaration', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(SDK, 'package.json'), 'utf8'));
    expect(manifest.name).toBe(EXAMPLE_SDK_PACKAGES.mediaWeb);
    expect(manifest.exports['.'].types).toBe('./index.d.ts');
    const tsconfig = fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8');
    expect(tsconfig).toContain(`"${EXAMPLE_SDK_PACKAGES.mediaWeb}": ["./examples/nuri-media-web/index.d.ts"]`);
  });
});

describe('the server and the dev proxy', () => {
  it('meet at one address: the proxy’s default target is the port the server listens on by default', () => {
    const read = (file: string) => fs.readFileSync(path.join(ROOT, 'examples/media-web', file), 'utf8');
    const {port} = new URL(EXAMPLE_HOSTS.readerDevBackend);
    expect(read('vite.config.ts')).toContain(`'/api': process.env.API_ORIGIN ?? '${EXAMPLE_HOSTS.readerDevBackend}'`);
    expect(read('server.ts')).toContain(`server.listen(Number(process.env.PORT ?? ${port}))`);
  });
});

describe('signedInUser', () => {
  const [user] = EXAMPLE_USER_IDS;

  it('is the subject and name of a passport login access token', async () => {
    const token = await run.mocks.userToken(user, '김민준');
    expect(await signedInUser(request(`Bearer ${token}`))).toEqual({id: user, name: '김민준'});
  });

  it('is nobody without a bearer token, or with a token the passport login did not sign', async () => {
    expect(await signedInUser(request())).toBeUndefined();
    expect(await signedInUser(request('Basic dXNlcjpwYXNz'))).toBeUndefined();
    expect(await signedInUser(request(`Bearer ${EXAMPLE_TOKENS.accessToken}`))).toBeUndefined();
  });

  it('is nobody with a token for another client', async () => {
    const token = await run.mocks.userToken(user, '김민준');
    const clientId = process.env.CLIENT_ID;
    process.env.CLIENT_ID = 'cl_other';
    try {
      expect(await signedInUser(request(`Bearer ${token}`))).toBeUndefined();
    } finally {
      process.env.CLIENT_ID = clientId;
    }
  });
});
