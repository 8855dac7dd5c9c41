import {ApiError, call} from './call';
import {dataOf, type ChatRoom, type ChatSort} from './chatRoom';

export async function listMyChatRooms(userId: string, sort: ChatSort = 'TITLE_ASC'): Promise<ChatRoom[]> {
  const path = `/v1/chat-room/my-list?user_id=${encodeURIComponent(userId)}&sort_enum=${sort}`;
  const {status, ok, body} = await call('chat', 'GET', path);
  const rooms = dataOf<ChatRoom[]>(body);
  if (!ok || !rooms) throw new ApiError(`GET ${path}`, status, body);
  return rooms;
}
