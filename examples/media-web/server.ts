import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {createRoom} from './createRoom';
import {issueJoinToken} from './issueJoinToken';
import {signedInUser} from './signedInUser';

class BadRequest extends Error {}

async function readMeeting(request: IncomingMessage): Promise<{name: string; attendeeIds: string[]}> {
  let raw = '';
  for await (const chunk of request) raw += chunk;
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new BadRequest('body is not JSON');
  }
  const {name, attendeeIds} = (body ?? {}) as {name?: unknown; attendeeIds?: unknown};
  if (typeof name !== 'string' || name.trim() === '') throw new BadRequest('name must be a non-empty string');
  if (!Array.isArray(attendeeIds) || !attendeeIds.every((id) => typeof id === 'string' && id !== '')) {
    throw new BadRequest('attendeeIds must be a list of user IDs');
  }
  return {name: name.trim(), attendeeIds};
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {'Content-Type': 'application/json'});
  response.end(JSON.stringify(body));
}

const server = createServer(async (request, response) => {
  try {
    const user = await signedInUser(request);
    if (!user) return send(response, 401, {error: 'sign in first'});
    const pathname = (request.url ?? '/').split('?')[0];
    const join = /^\/api\/meetings\/([^/]+)\/join$/.exec(pathname ?? '');

    if (request.method === 'POST' && pathname === '/api/meetings') {
      const {name, attendeeIds} = await readMeeting(request);
      const room = await createRoom(name, user.id, attendeeIds);
      return send(response, 201, {roomId: room.roomId, token: room.hostToken});
    }
    if (request.method === 'POST' && join) {
      const token = await issueJoinToken(decodeURIComponent(join[1]!), user.id, user.name);
      return send(response, 200, {token});
    }
    send(response, 404, {error: 'not found'});
  } catch (error) {
    if (error instanceof BadRequest) return send(response, 400, {error: error.message});
    console.error(error);
    send(response, 502, {error: 'the media API call failed'});
  }
});

server.listen(Number(process.env.PORT ?? 8787));
