import {ApiError, call} from './call';
import {chatRoomPath, dataOf} from './chatRoom';
import type {components} from './generated/chat';

type RoomUserProfile = components['schemas']['RoomUserProfile'];

export async function listChatRoomUsers(roomUuid: string): Promise<string[]> {
  const path = chatRoomPath(roomUuid, '/users');
  const {status, ok, body} = await call('chat', 'GET', path);
  const users = dataOf<RoomUserProfile[]>(body);
  if (!ok || !users) throw new ApiError(`GET ${path}`, status, body);
  return users.flatMap((user) => (user.user_id ? [user.user_id] : []));
}
