import {ApiError, call} from './call';
import type {components} from './generated/media';

type Room = components['schemas']['Room'];
type RequesterRequest = components['schemas']['RequesterRequest'];

export type Closing = 'deleted' | 'ended' | 'already-ended';

export async function closeRoom(roomId: string, requesterId: string): Promise<Closing> {
  const path = `/v1/rooms/${encodeURIComponent(roomId)}`;
  const detail = await call('media', 'GET', path);
  const room = detail.body as Room | undefined;
  if (!detail.ok || !room) throw new ApiError(`GET ${path}`, detail.status, detail.body);
  if (room.room_status === 'ENDED') return 'already-ended';
  if (!room.attendees?.some((attendee) => attendee.user_id === requesterId && attendee.is_host)) {
    throw new Error(`${requesterId} is not the host of room ${roomId}`);
  }
  const request: RequesterRequest = {requester_id: requesterId};
  const [method, target, closing] =
    room.room_status === 'RESERVED'
      ? (['DELETE', path, 'deleted'] as const)
      : (['POST', `${path}/end`, 'ended'] as const);
  const {status, ok, body} = await call('media', method, target, request);
  if (!ok) throw new ApiError(`${method} ${target}`, status, body);
  return closing;
}

export async function deleteChatRoom(chatRoomUuid: string, operatorId: string): Promise<void> {
  const path = `/v1/chat-room/${encodeURIComponent(chatRoomUuid)}?user_id=${encodeURIComponent(operatorId)}`;
  const {status, ok, body} = await call('chat', 'DELETE', path);
  if (!ok && status !== 404) throw new ApiError(`DELETE ${path}`, status, body);
}
