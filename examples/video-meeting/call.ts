import {accessToken} from './accessToken';

// The services' base URLs, from the same environment variables as the curl commands.
const baseUrls = {
  media: process.env.MEDIA_API_BASE_URL,
  chat: process.env.CHAT_API_BASE_URL,
  push: process.env.PUSH_API_BASE_URL,
};

export type Service = keyof typeof baseUrls;

export interface ApiResponse {
  status: number;
  // Parsed JSON, plain text, or undefined when the response has no body (e.g. push's 204).
  body: unknown;
}

// A response the step does not expect. Each step decides which statuses are not failures.
export class ApiError extends Error {
  constructor(
    readonly request: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${request} failed (${status}): ${typeof body === 'string' ? body : JSON.stringify(body)}`);
    this.name = 'ApiError';
  }
}

// Calls a platform API with the backend's access token. Returns every status, so the caller handles each one.
export async function call(service: Service, method: string, path: string, body?: unknown): Promise<ApiResponse> {
  const baseUrl = baseUrls[service];
  if (!baseUrl) throw new Error(`Set the ${service} API base URL in the environment`);
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await accessToken()}`,
      ...(body === undefined ? {} : {'Content-Type': 'application/json'}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const isJson = response.headers.get('Content-Type')?.includes('json') ?? false;
  return {status: response.status, body: text === '' ? undefined : isJson ? JSON.parse(text) : text};
}
