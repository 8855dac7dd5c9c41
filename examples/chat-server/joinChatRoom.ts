import {ApiError, call} from './call';
import {chatRoomPath} from './chatRoom';

export async function joinChatRoom(roomUuid: string, userId: string): Promise<'joined' | 'already-joined'> {
  const path = chatRoomPath(roomUuid, '/join', userId);
  const {status, ok, body} = await call('chat', 'POST', path);
  if (ok) return 'joined';
  if (status === 409) return 'already-joined';
  throw new ApiError(`POST ${path}`, status, body);
}
