/**
 * The authentication page's code (examples/api-client/: accessToken.ts and call.ts, which every example project
 * shares, and the listRooms.ts script) runs against a Prism mock of the media contract and the passport login
 * stand-in: the script is imported the way `tsx listRooms.ts` runs it, once per documented response of its call.
 */
import {expect, it, vi} from 'vitest';
import {API_BASE_URL_VARIABLES, EXAMPLE_IDS} from '../../config/product';
import {describeResponses, FAILS, useExampleRun} from '../support/example-runs';

const run = useExampleRun(['media']);

let apiError: abstract new (...args: never[]) => {status: number};

/** Runs the script from a fresh module registry, as a new process would, and returns what it printed. */
async function runListRooms(): Promise<string[]> {
  vi.resetModules();
  const printed: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...values: unknown[]) => {
    printed.push(values.join(' '));
  });
  try {
    ({ApiError: apiError} = await import('../../examples/api-client/call'));
    await import('../../examples/api-client/listRooms');
    return printed;
  } finally {
    log.mockRestore();
  }
}

describeResponses(
  'listRooms.ts handles every documented response',
  run,
  {
    listRooms: {
      operation: 'listRooms',
      run: runListRooms,
      responses: {'200': expect.arrayContaining([expect.stringContaining(EXAMPLE_IDS.mediaRoom)]), default: FAILS},
    },
  },
  () => apiError,
);

it('says which variable is missing instead of calling an undefined host', async () => {
  // This file mocks the media API only, so the chat API's variable is not set.
  expect(process.env[API_BASE_URL_VARIABLES.chat]).toBeUndefined();
  const {call} = await import('../../examples/api-client/call');
  await expect(call('chat', 'GET', '/v1/chat-room/list')).rejects.toThrow(`${API_BASE_URL_VARIABLES.chat} must be set`);
});
