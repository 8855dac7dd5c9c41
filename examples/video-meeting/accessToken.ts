const issuer = process.env.PASSPORT_ISSUER;
const basic = Buffer.from(`${process.env.CLIENT_ID}:${process.env.CLIENT_SECRET}`).toString('base64');

let cached: {token: string; expiresAt: number} | undefined;

// Returns the cached token, and gets a new one when it expires within 60 seconds.
export async function accessToken(): Promise<string> {
  if (cached && Date.now() < cached.expiresAt - 60_000) return cached.token;
  const response = await fetch(`${issuer}/oauth2/token`, {
    method: 'POST',
    headers: {Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({grant_type: 'client_credentials'}),
  });
  if (!response.ok) throw new Error(`Token request failed (${response.status})`);
  const {access_token, expires_in} = (await response.json()) as {access_token: string; expires_in: number};
  cached = {token: access_token, expiresAt: Date.now() + expires_in * 1000};
  return access_token;
}
