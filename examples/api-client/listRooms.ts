import {ApiError, call} from './call';
import type {components} from './generated/media';

type Room = components['schemas']['Room'];

const {status, ok, body} = await call('media', 'GET', '/v1/rooms');
if (!ok) throw new ApiError('GET /v1/rooms', status, body);
for (const room of body as Room[]) console.log(room.room_id, room.room_status, room.name);
