import {ApiError, call} from './call';
import type {components} from './generated/push';

type PushTokenRequest = components['schemas']['PushTokenRequest'];
type PushError = components['schemas']['PushError'];

// `no-content` is a 204: no data, or the application's push client is not active or not registered.
export type Registration = 'registered' | 'already-registered' | 'no-content';

// Registers the FCM token that the app sent for the signed-in user.
export async function registerPushToken(userId: string, pushToken: string): Promise<Registration> {
  const request: PushTokenRequest = {user_id: userId, push_type: 'FCM', push_token: pushToken};
  const {status, body} = await call('push', 'POST', '/v1/push/token', request);
  if (status === 200) return 'registered';
  if (status === 204) return 'no-content';
  // T001: the token is registered already, which is what this step wants.
  if (status === 422 && (body as PushError | undefined)?.code === 'T001') return 'already-registered';
  throw new ApiError('POST /v1/push/token', status, body);
}
