import {ApiError, call} from './call';
import type {components} from './generated/push';

type AppPushRequest = components['schemas']['AppPushRequest'];
type Transaction = components['schemas']['Transaction'];

export async function sendAppPush(request: AppPushRequest): Promise<Transaction[]> {
  const {status, body} = await call('push', 'POST', '/v1/push/send', request);
  if (status === 202) return body as Transaction[];
  if (status === 204) return [];
  throw new ApiError('POST /v1/push/send', status, body);
}
