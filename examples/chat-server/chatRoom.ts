import type {components} from './generated/chat';

export type ChatRoom = components['schemas']['ChatRoom'];
export type ChatSort = components['schemas']['ChatSort'];

export function chatRoomPath(roomUuid: string, action = '', userId?: string): string {
  const query = userId === undefined ? '' : `?user_id=${encodeURIComponent(userId)}`;
  return `/v1/chat-room/${encodeURIComponent(roomUuid)}${action}${query}`;
}

export function dataOf<T>(body: unknown): T | undefined {
  const envelope = body as {status?: string; data?: T} | undefined;
  return envelope?.status === 'success' ? envelope.data : undefined;
}
