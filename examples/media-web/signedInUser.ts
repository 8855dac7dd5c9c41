import type {IncomingMessage} from 'node:http';
import {createRemoteJWKSet, jwtVerify} from 'jose';

export interface User {
  id: string;
  name: string;
}

let keys: ReturnType<typeof createRemoteJWKSet> | undefined;

export async function signedInUser(request: IncomingMessage): Promise<User | undefined> {
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  const {PASSPORT_ISSUER, CLIENT_ID} = process.env;
  if (!token || !PASSPORT_ISSUER || !CLIENT_ID) return undefined;
  keys ??= createRemoteJWKSet(new URL(`${PASSPORT_ISSUER}/oauth2/jwks`));
  try {
    const {payload} = await jwtVerify(token, keys, {
      issuer: PASSPORT_ISSUER,
      audience: CLIENT_ID,
      algorithms: ['RS256'],
      clockTolerance: 60,
    });
    if (typeof payload.sub !== 'string') return undefined;
    return {id: payload.sub, name: typeof payload.name === 'string' ? payload.name : payload.sub};
  } catch {
    return undefined;
  }
}
