import {ApiError, call} from './call';
import {dataOf, type ChatRoom, type ChatSort} from './chatRoom';

export async function listChatRooms(sort: ChatSort = 'TITLE_ASC'): Promise<ChatRoom[]> {
  const path = `/v1/chat-room/list?sort_enum=${sort}`;
  const {status, ok, body} = await call('chat', 'GET', path);
  const rooms = dataOf<ChatRoom[]>(body);
  if (!ok || !rooms) throw new ApiError(`GET ${path}`, status, body);
  return rooms;
}

export async function listOpenChatRooms(sort: ChatSort = 'TITLE_ASC'): Promise<ChatRoom[]> {
  return (await listChatRooms(sort)).filter((room) => room.chat_room_type === 'OPEN');
}
