import {ApiError, call} from './call';
import type {components} from './generated/media';

type CreateRoomRequest = components['schemas']['CreateRoomRequest'];
type CreateRoomResponse = components['schemas']['CreateRoomResponse'];

export interface CreatedRoom {
  roomId: string;
  hostToken?: string;
}

export async function createRoom(name: string, hostId: string, attendeeIds: string[]): Promise<CreatedRoom> {
  const request: CreateRoomRequest = {
    name,
    created_by: hostId,
    is_public: false,
    attendees: attendeeIds,
    is_token_receive: true,
  };
  const {status, ok, body} = await call('media', 'POST', '/v1/rooms', request);
  const room = body as CreateRoomResponse | undefined;
  if (!ok || !room?.room_id) throw new ApiError('POST /v1/rooms', status, body);
  return {roomId: room.room_id, hostToken: room.token};
}
