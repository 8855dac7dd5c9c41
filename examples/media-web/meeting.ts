import {joinRoom, type MediaRoom} from '@nuri/media-web';
import {fetchJoinToken, type AccessToken} from './join';

let current: MediaRoom | undefined;

export async function enterMeeting(roomId: string, stage: HTMLElement, accessToken: AccessToken): Promise<void> {
  const token = await fetchJoinToken(roomId, accessToken);
  current = await joinRoom({token, container: stage, audio: true, video: true});
}

export async function leaveMeeting(): Promise<void> {
  await current?.leave();
  current = undefined;
}
