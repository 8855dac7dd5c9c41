import {accessToken} from './accessToken';

const baseUrlVariables = {
  media: 'MEDIA_API_BASE_URL',
  chat: 'CHAT_API_BASE_URL',
  push: 'PUSH_API_BASE_URL',
} as const;

export type Service = keyof typeof baseUrlVariables;

export interface ApiResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly request: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${request} → ${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);
    this.name = 'ApiError';
  }
}

export async function call(service: Service, method: string, path: string, body?: unknown): Promise<ApiResponse> {
  const baseUrl = process.env[baseUrlVariables[service]];
  if (!baseUrl) throw new Error(`${baseUrlVariables[service]} must be set`);
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await accessToken()}`,
      ...(json ? {'Content-Type': 'application/json'} : {}),
    },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  const text = await response.text();
  const isJson = response.headers.get('Content-Type')?.includes('json') ?? false;
  return {
    status: response.status,
    ok: response.ok,
    body: text === '' ? undefined : isJson ? JSON.parse(text) : text,
  };
}
