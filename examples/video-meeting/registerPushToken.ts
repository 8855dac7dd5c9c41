import {ApiError, call} from './call';
import type {components} from './generated/push';

type PushTokenRequest = components['schemas']['PushTokenRequest'];
type PushError = components['schemas']['PushError'];

export type Registration = 'registered' | 'already-registered' | 'no-content';

export async function registerPushToken(userId: string, pushType: string, pushToken: string): Promise<Registration> {
  const request: PushTokenRequest = {user_id: userId, push_type: pushType, push_token: pushToken};
  const {status, ok, body} = await call('push', 'POST', '/v1/push/token', request);
  if (status === 204) return 'no-content';
  if (ok) return 'registered';
  if (status === 422 && (body as PushError | undefined)?.code === 'T001') return 'already-registered';
  throw new ApiError('POST /v1/push/token', status, body);
}
