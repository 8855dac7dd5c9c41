import {ApiError, call} from './call';

export type Query = Record<string, string | number | boolean | undefined>;

export async function applicationApi(
  applicationId: string,
  method: string,
  path: string,
  query: Query = {},
  body?: unknown,
): Promise<unknown> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const target = `/v1/application/${encodeURIComponent(applicationId)}${path}${search.size ? `?${search}` : ''}`;
  const response = await call('media', method, target, body);
  if (!response.ok) throw new ApiError(`${method} ${target}`, response.status, response.body);
  return response.body;
}
