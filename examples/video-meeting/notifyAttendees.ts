import {ApiError, call} from './call';
import type {components} from './generated/push';

type AppPushRequest = components['schemas']['AppPushRequest'];
type Transaction = components['schemas']['Transaction'];

export interface Notice {
  title: string;
  body: string;
}

export interface Meeting {
  roomId: string;
  chatRoomUuid: string;
}

export async function notifyAttendees(
  recipientIds: string[],
  notice: Notice,
  meeting: Meeting,
): Promise<Transaction[]> {
  const request: AppPushRequest = {
    recipient_ids: recipientIds,
    push_type: 'FCM',
    title: notice.title,
    body: notice.body,
    data: {room_id: meeting.roomId, chat_room_uuid: meeting.chatRoomUuid, screen: 'meeting'},
  };
  const {status, body} = await call('push', 'POST', '/v1/push/send', request);
  if (status === 202) return body as Transaction[];
  if (status === 204) return [];
  throw new ApiError('POST /v1/push/send', status, body);
}
