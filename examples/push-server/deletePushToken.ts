import {ApiError, call} from './call';
import type {components} from './generated/push';

type PushError = components['schemas']['PushError'];

export async function deletePushToken(
  userId: string,
  pushToken: string,
): Promise<'deleted' | 'not-found' | 'no-content'> {
  const path = `/v1/push/token/${encodeURIComponent(pushToken)}?user_id=${encodeURIComponent(userId)}`;
  const {status, ok, body} = await call('push', 'DELETE', path);
  if (status === 204) return 'no-content';
  if (ok) return 'deleted';
  if (status === 422 && (body as PushError | undefined)?.code === 'T004') return 'not-found';
  throw new ApiError(`DELETE ${path}`, status, body);
}
