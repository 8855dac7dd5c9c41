import {ApiError, call} from './call';
import type {components} from './generated/chat';

type CreateChatRoomRequest = components['schemas']['CreateChatRoomRequest'];
type ChatRoom = components['schemas']['ChatRoom'];

export async function createChatRoom(title: string, hostId: string, userIds: string[]): Promise<string> {
  const request: CreateChatRoomRequest = {
    chat_room_type: 'GROUP',
    title,
    operator_ids: [hostId],
    user_ids: userIds,
    is_public: false,
  };
  const {status, ok, body} = await call('chat', 'POST', '/v1/chat-room', request);
  const room = (body as {data?: ChatRoom} | undefined)?.data;
  if (!ok || !room?.room_uuid) throw new ApiError('POST /v1/chat-room', status, body);
  return room.room_uuid;
}
