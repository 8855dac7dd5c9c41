import {ApiError, call} from './call';
import type {components} from './generated/media';

type CreateRoomRequest = components['schemas']['CreateRoomRequest'];
type CreateRoomResponse = components['schemas']['CreateRoomResponse'];

export interface CreatedRoom {
  roomId: string;
  // The creator's join token: only for the host's app.
  hostToken?: string;
}

// Creates the room for now: with is_token_receive, it is open for one hour from now.
export async function createRoom(name: string, hostId: string, attendeeIds: string[]): Promise<CreatedRoom> {
  const request: CreateRoomRequest = {
    name,
    created_by: hostId,
    is_public: false,
    attendees: attendeeIds,
    is_token_receive: true,
  };
  const {status, body} = await call('media', 'POST', '/v1/rooms', request);
  const room = body as CreateRoomResponse | undefined;
  if (status !== 200 || !room?.room_id) throw new ApiError('POST /v1/rooms', status, body);
  return {roomId: room.room_id, hostToken: room.token};
}
