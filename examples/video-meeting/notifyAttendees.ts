import {ApiError, call} from './call';
import type {components} from './generated/push';

type AppPushRequest = components['schemas']['AppPushRequest'];
type Transaction = components['schemas']['Transaction'];

export interface Meeting {
  name: string;
  roomId: string;
  chatRoomUuid: string;
}

// Sends "your meeting starts soon" with what the app needs to open the meeting screen.
export async function notifyAttendees(recipientIds: string[], meeting: Meeting): Promise<Transaction[]> {
  const request: AppPushRequest = {
    recipient_ids: recipientIds,
    push_type: 'FCM',
    title: 'Your room starts soon',
    body: `${meeting.name} starts in 10 minutes.`,
    data: {room_id: meeting.roomId, chat_room_uuid: meeting.chatRoomUuid, screen: 'meeting'},
  };
  const {status, body} = await call('push', 'POST', '/v1/push/send', request);
  if (status === 202) return body as Transaction[];
  // 204: no data (no transaction), or the application's push client is not active or not registered.
  if (status === 204) return [];
  throw new ApiError('POST /v1/push/send', status, body);
}
