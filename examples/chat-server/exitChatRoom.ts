import {ApiError, call} from './call';
import {chatRoomPath} from './chatRoom';

export async function exitChatRoom(roomUuid: string, userId: string): Promise<'left' | 'not-joined'> {
  const path = chatRoomPath(roomUuid, '/exit', userId);
  const {status, ok, body} = await call('chat', 'POST', path);
  if (ok) return 'left';
  if (status === 409) return 'not-joined';
  throw new ApiError(`POST ${path}`, status, body);
}
