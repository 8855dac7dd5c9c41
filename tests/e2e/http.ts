import http from 'node:http';

export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** The body as sent (not decompressed). */
  readonly body: Buffer;
}

/**
 * A GET with the request path sent byte for byte. Browsers and Playwright's request API normalise paths
 * (`/a/../b`, `%2e%2e`) before sending, so hostile paths have to go out this way to reach the server at all.
 */
export function rawGet(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({host: hostname, port, path, method: 'GET', headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Requests both servers (nginx and `npm start`'s Node server) answer with a 301, and where to. */
export const REDIRECTS = [
  ['/en/api-media.html', '/en/api-media'],
  ['/api-media/index.html', '/api-media'],
  ['/index.html', '/'],
  ['/en/index.html', '/en/'],
  ['/en/api-media/', '/en/api-media'],
  ['/api-media-concept/?tab=1', '/api-media-concept?tab=1'],
  ['/en/sdk/xr-sdk.html?from=mail', '/en/sdk/xr-sdk?from=mail'],
  ['//en//api-media', '/en/api-media'],
  ['/en', '/en/'],
  ['/chat-server-api-bff', '/chat-server-api'],
  ['/en/chat-server-api-bff?x=1', '/en/chat-server-api?x=1'],
] as const;
