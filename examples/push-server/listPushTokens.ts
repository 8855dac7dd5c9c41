import {ApiError, call} from './call';
import type {components} from './generated/push';

type PushTokenList = components['schemas']['PushTokenList'];

export async function listPushTokens(userId: string): Promise<PushTokenList | undefined> {
  const path = `/v1/push/token?user_id=${encodeURIComponent(userId)}`;
  const {status, ok, body} = await call('push', 'GET', path);
  if (status === 204) return undefined;
  if (ok) return body as PushTokenList;
  throw new ApiError(`GET ${path}`, status, body);
}
