let cached: {token: string; expiresAt: number} | undefined;

export async function accessToken(): Promise<string> {
  if (cached && Date.now() < cached.expiresAt - 60_000) return cached.token;
  const {PASSPORT_ISSUER, CLIENT_ID, CLIENT_SECRET} = process.env;
  if (!PASSPORT_ISSUER || !CLIENT_ID || !CLIENT_SECRET) {
    throw new Error('PASSPORT_ISSUER, CLIENT_ID and CLIENT_SECRET must be set');
  }
  const response = await fetch(`${PASSPORT_ISSUER}/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({grant_type: 'client_credentials'}),
  });
  if (!response.ok) throw new Error(`POST ${PASSPORT_ISSUER}/oauth2/token → ${response.status}`);
  const {access_token, expires_in} = (await response.json()) as {access_token: string; expires_in: number};
  cached = {token: access_token, expiresAt: Date.now() + expires_in * 1000};
  return access_token;
}
