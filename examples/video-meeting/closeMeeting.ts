import {ApiError, call} from './call';
import type {components} from './generated/media';

type Room = components['schemas']['Room'];
type RequesterRequest = components['schemas']['RequesterRequest'];

export type Closing = 'deleted' | 'ended' | 'already-ended';

// Closes the room the way its state allows: a RESERVED room (nobody joined) is deleted, a MEETING is ended.
export async function closeRoom(roomId: string, requesterId: string): Promise<Closing> {
  const path = `/v1/rooms/${encodeURIComponent(roomId)}`;
  const detail = await call('media', 'GET', path);
  const room = detail.body as Room | undefined;
  if (detail.status !== 200 || !room) throw new ApiError(`GET ${path}`, detail.status, detail.body);
  if (room.room_status === 'ENDED') return 'already-ended';
  // Only the host may delete or end a room; ask the room rather than assume who it is.
  if (!room.attendees?.some((attendee) => attendee.user_id === requesterId && attendee.is_host)) {
    throw new Error(`${requesterId} is not the host of room ${roomId}`);
  }
  const request: RequesterRequest = {requester_id: requesterId};
  const [method, target, closing] =
    room.room_status === 'RESERVED'
      ? (['DELETE', path, 'deleted'] as const)
      : (['POST', `${path}/end`, 'ended'] as const);
  const {status, body} = await call('media', method, target, request);
  if (status !== 200) throw new ApiError(`${method} ${target}`, status, body);
  return closing;
}

// Deletes the meeting's chat room as its operator; a room that is gone already (404) is fine.
export async function deleteChatRoom(chatRoomUuid: string, operatorId: string): Promise<void> {
  const path = `/v1/chat-room/${encodeURIComponent(chatRoomUuid)}?user_id=${encodeURIComponent(operatorId)}`;
  const {status, body} = await call('chat', 'DELETE', path);
  if (status !== 200 && status !== 404) throw new ApiError(`DELETE ${path}`, status, body);
}
