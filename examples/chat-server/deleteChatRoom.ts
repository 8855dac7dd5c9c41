import {ApiError, call} from './call';
import {chatRoomPath} from './chatRoom';

export async function deleteChatRoom(roomUuid: string, operatorId: string): Promise<'deleted' | 'not-found'> {
  const path = chatRoomPath(roomUuid, '', operatorId);
  const {status, ok, body} = await call('chat', 'DELETE', path);
  if (ok) return 'deleted';
  if (status === 404) return 'not-found';
  throw new ApiError(`DELETE ${path}`, status, body);
}
