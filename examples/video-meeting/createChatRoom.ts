import {ApiError, call} from './call';
import type {components} from './generated/chat';

type CreateChatRoomRequest = components['schemas']['CreateChatRoomRequest'];
type ChatRoom = components['schemas']['ChatRoom'];

// Creates the meeting's group chat room. The host operates it, so only the host can delete it.
export async function createChatRoom(title: string, hostId: string, userIds: string[]): Promise<string> {
  const request: CreateChatRoomRequest = {
    chat_room_type: 'GROUP',
    title,
    operator_ids: [hostId],
    user_ids: userIds,
    is_public: false,
  };
  const {status, body} = await call('chat', 'POST', '/v1/chat-room', request);
  // 400 and 500 carry {status: 'error', data: message}; ApiError keeps the body.
  const room = (body as {data?: ChatRoom} | undefined)?.data;
  if (status !== 200 || !room?.room_uuid) throw new ApiError('POST /v1/chat-room', status, body);
  return room.room_uuid;
}
