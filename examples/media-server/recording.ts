import {ApiError, call} from './call';
import type {components} from './generated/media';

type RecordRequest = components['schemas']['RecordRequest'];
type Recording = components['schemas']['Recording'];

function roomPath(roomId: string, action: string): string {
  return `/v1/rooms/${encodeURIComponent(roomId)}/${action}`;
}

export async function startRecording(roomId: string, requesterId: string, layout: string): Promise<void> {
  const request: RecordRequest = {requester_id: requesterId, layout};
  const {status, ok, body} = await call('media', 'POST', roomPath(roomId, 'record'), request);
  if (!ok) throw new ApiError(`POST ${roomPath(roomId, 'record')}`, status, body);
}

export async function stopRecording(roomId: string, requesterId: string): Promise<void> {
  const {status, ok, body} = await call('media', 'POST', roomPath(roomId, 'stop-record'), {requester_id: requesterId});
  if (!ok) throw new ApiError(`POST ${roomPath(roomId, 'stop-record')}`, status, body);
}

export async function listRecordings(roomId: string): Promise<Recording[]> {
  const {status, ok, body} = await call('media', 'GET', roomPath(roomId, 'recordings'));
  if (!ok) throw new ApiError(`GET ${roomPath(roomId, 'recordings')}`, status, body);
  return body as Recording[];
}
