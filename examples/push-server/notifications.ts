import {ApiError, call} from './call';
import type {components} from './generated/push';

type NotificationRequest = components['schemas']['NotificationRequest'];
type PushError = components['schemas']['PushError'];

function sendPath(applicationId: string): string {
  return `/v1/console/push/send?application_id=${encodeURIComponent(applicationId)}`;
}

export async function createNotification(
  applicationId: string,
  notification: NotificationRequest,
): Promise<'created' | 'no-content'> {
  const {status, ok, body} = await call('push', 'POST', sendPath(applicationId), notification);
  if (status === 204) return 'no-content';
  if (ok) return 'created';
  throw new ApiError(`POST ${sendPath(applicationId)}`, status, body);
}

export async function cancelNotifications(
  applicationId: string,
  requestUuids: string[],
): Promise<'cancelled' | 'too-late' | 'no-content'> {
  const {status, ok, body} = await call('push', 'DELETE', sendPath(applicationId), {request_uuids: requestUuids});
  if (status === 204) return 'no-content';
  if (ok) return 'cancelled';
  if (status === 422 && (body as PushError | undefined)?.code === 'A010') return 'too-late';
  throw new ApiError(`DELETE ${sendPath(applicationId)}`, status, body);
}
