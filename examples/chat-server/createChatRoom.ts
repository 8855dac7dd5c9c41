import {ApiError, call} from './call';
import {dataOf, type ChatRoom} from './chatRoom';
import type {components} from './generated/chat';

type CreateChatRoomRequest = components['schemas']['CreateChatRoomRequest'];

export async function createChatRoom(request: CreateChatRoomRequest): Promise<ChatRoom> {
  const {status, ok, body} = await call('chat', 'POST', '/v1/chat-room', request);
  const room = dataOf<ChatRoom>(body);
  if (!ok || !room?.room_uuid) throw new ApiError('POST /v1/chat-room', status, body);
  return room;
}
