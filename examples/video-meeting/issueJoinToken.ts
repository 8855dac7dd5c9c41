import {ApiError, call} from './call';
import type {components} from './generated/media';

type JoinTokenRequest = components['schemas']['JoinTokenRequest'];
type JoinTokenResponse = components['schemas']['JoinTokenResponse'];

export async function issueJoinToken(roomId: string, userId: string, userName: string): Promise<string> {
  const request: JoinTokenRequest = {user_name: userName};
  const path = `/v1/rooms/${encodeURIComponent(roomId)}/attendees/${encodeURIComponent(userId)}/token`;
  const {status, ok, body} = await call('media', 'POST', path, request);
  const token = (body as JoinTokenResponse | undefined)?.token;
  if (!ok || !token) throw new ApiError(`POST ${path}`, status, body);
  return token;
}
