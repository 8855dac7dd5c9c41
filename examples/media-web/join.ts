export type AccessToken = () => Promise<string>;

export interface Meeting {
  roomId: string;
  token?: string;
}

async function post<T>(path: string, accessToken: AccessToken, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await accessToken()}`,
      ...(body === undefined ? {} : {'Content-Type': 'application/json'}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} → ${response.status}`);
  return (await response.json()) as T;
}

export function createMeeting(name: string, attendeeIds: string[], accessToken: AccessToken): Promise<Meeting> {
  return post<Meeting>('/api/meetings', accessToken, {name, attendeeIds});
}

export async function fetchJoinToken(roomId: string, accessToken: AccessToken): Promise<string> {
  const {token} = await post<{token: string}>(`/api/meetings/${encodeURIComponent(roomId)}/join`, accessToken);
  return token;
}
