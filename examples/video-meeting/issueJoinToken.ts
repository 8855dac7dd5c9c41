import {ApiError, call} from './call';
import type {components} from './generated/media';

type JoinTokenRequest = components['schemas']['JoinTokenRequest'];
type JoinTokenResponse = components['schemas']['JoinTokenResponse'];

// Issues the join token of one user; the backend hands it to that user's app only.
export async function issueJoinToken(roomId: string, userId: string, userName: string): Promise<string> {
  const request: JoinTokenRequest = {user_name: userName};
  const path = `/v1/rooms/${encodeURIComponent(roomId)}/attendees/${encodeURIComponent(userId)}/token`;
  const {status, body} = await call('media', 'POST', path, request);
  const token = (body as JoinTokenResponse | undefined)?.token;
  if (status !== 200 || !token) throw new ApiError(`POST ${path}`, status, body);
  return token;
}
