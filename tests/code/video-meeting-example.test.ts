/**
 * The video meeting tutorial runs: its code (examples/video-meeting/, which the page shows) and the page's curl
 * commands, against Prism mocks of the three contracts. Every request must pass the contract's validation, every
 * response must match the contract, and each step must handle every response its calls document.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {
  API_BASE_URL_VARIABLES,
  DEFAULT_SITE_URL,
  EXAMPLE_API_ORIGINS,
  EXAMPLE_HOSTS,
  EXAMPLE_MOCK_ORIGINS,
  EXAMPLE_USER_IDS,
} from '../../config/product';
import {loadApi, SPEC_NAMES, yamlPath, type Operation, type SpecName} from '../support/api';
import {ajv, type ApiMocks, codeBlocks, startApiMocks} from '../support/unit';
import {ROOT} from '../support/site';

/** The tutorial's host and attendee: the site's example users (config/product.ts). */
const [HOST, ATTENDEE] = EXAMPLE_USER_IDS;

const EXAMPLE = path.join(ROOT, 'examples/video-meeting');
const PAGES = [
  'docs/console/tutorial-video-meeting.md',
  'i18n/en/docusaurus-plugin-content-docs/current/console/tutorial-video-meeting.md',
];
const CLIENT = {id: 'cl_8c1f2e', secret: 'test-secret'};

const models = Object.fromEntries(
  await Promise.all(SPEC_NAMES.map(async (name) => [name, await loadApi(name, 'en')] as const)),
) as Record<SpecName, Awaited<ReturnType<typeof loadApi>>>;

/** The contract's operation behind a request, literal paths before templated ones. */
function operationOf(service: SpecName, method: string, pathname: string): Operation {
  const matches = models[service].operations
    .filter((op) => op.method === method.toLowerCase())
    .filter((op) => new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname))
    .sort((a, b) => a.path.split('{').length - b.path.split('{').length);
  if (!matches[0]) throw new Error(`${method} ${pathname} is not an operation of the ${service} API`);
  return matches[0];
}

interface Exchange {
  operationId: string;
  status: number;
  /** Prism's list of what in the request broke the contract (absent when the request is valid). */
  violations: string | null;
  /** What in the response breaks the contract. */
  responseProblems: string[];
}

function responseProblems(op: Operation, status: number, text: string): string[] {
  const documented = op.operation.responses[String(status)] ?? op.operation.responses.default;
  if (!documented) return [`${status} is not a documented response of ${op.operationId}`];
  const schema = documented.content?.['application/json']?.schema;
  if (!schema) return text === '' ? [] : [`${op.operationId} ${status} documents no body but got ${text.slice(0, 80)}`];
  const check = ajv.compile(schema);
  return check(JSON.parse(text))
    ? []
    : (check.errors ?? []).map((e) => `${op.operationId} ${status}${e.instancePath} ${e.message}`);
}

let mocks: ApiMocks;
const exchanges: Exchange[] = [];
/** `Prefer` header per operationId: which documented response the mock gives. */
const prefer = new Map<string, string>();
let example: {
  runMeeting: typeof import('../../examples/video-meeting/meeting').runMeeting;
  ApiError: typeof import('../../examples/video-meeting/call').ApiError;
  registerPushToken: typeof import('../../examples/video-meeting/registerPushToken').registerPushToken;
  createRoom: typeof import('../../examples/video-meeting/createRoom').createRoom;
  issueJoinToken: typeof import('../../examples/video-meeting/issueJoinToken').issueJoinToken;
  createChatRoom: typeof import('../../examples/video-meeting/createChatRoom').createChatRoom;
  notifyAttendees: typeof import('../../examples/video-meeting/notifyAttendees').notifyAttendees;
  checkDelivery: typeof import('../../examples/video-meeting/checkDelivery').checkDelivery;
  closeRoom: typeof import('../../examples/video-meeting/closeMeeting').closeRoom;
  deleteChatRoom: typeof import('../../examples/video-meeting/closeMeeting').deleteChatRoom;
};

beforeAll(async () => {
  mocks = await startApiMocks(CLIENT.id);
  const services = new Map(SPEC_NAMES.map((name) => [new URL(mocks.baseUrls[name]).origin, name]));
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const service = services.get(url.origin);
    if (!service) return realFetch(input, init);
    const op = operationOf(service, init?.method ?? 'GET', url.pathname);
    const headers = new Headers(init?.headers);
    const preference = prefer.get(op.operationId);
    if (preference) headers.set('Prefer', preference);
    const response = await realFetch(input, {...init, headers});
    const text = await response.clone().text();
    exchanges.push({
      operationId: op.operationId,
      status: response.status,
      violations: response.headers.get('sl-violations'),
      responseProblems: responseProblems(op, response.status, text),
    });
    return response;
  });
  // The example reads the variables of the tutorial's step 1 when its modules load.
  process.env.PASSPORT_ISSUER = mocks.passportIssuer;
  process.env.CLIENT_ID = CLIENT.id;
  process.env.CLIENT_SECRET = CLIENT.secret;
  for (const name of SPEC_NAMES) process.env[API_BASE_URL_VARIABLES[name]] = mocks.baseUrls[name];
  example = {
    ...(await import('../../examples/video-meeting/meeting')),
    ...(await import('../../examples/video-meeting/call')),
    ...(await import('../../examples/video-meeting/registerPushToken')),
    ...(await import('../../examples/video-meeting/createRoom')),
    ...(await import('../../examples/video-meeting/issueJoinToken')),
    ...(await import('../../examples/video-meeting/createChatRoom')),
    ...(await import('../../examples/video-meeting/notifyAttendees')),
    ...(await import('../../examples/video-meeting/checkDelivery')),
    ...(await import('../../examples/video-meeting/closeMeeting')),
  };
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  for (const name of ['PASSPORT_ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', ...Object.values(API_BASE_URL_VARIABLES)]) {
    delete process.env[name];
  }
  await mocks?.stop();
});

/** Runs `action` with the mocks answering as `preferences` say, and returns the exchanges it made. */
async function exchangesOf<T>(
  preferences: Record<string, string>,
  action: () => Promise<T>,
): Promise<{result: PromiseSettledResult<T>; made: Exchange[]}> {
  prefer.clear();
  for (const [operationId, value] of Object.entries(preferences)) prefer.set(operationId, value);
  const start = exchanges.length;
  const [result] = await Promise.allSettled([action()]);
  prefer.clear();
  return {result: result!, made: exchanges.slice(start)};
}

function expectContractKept(made: Exchange[]) {
  expect(made.filter((exchange) => exchange.violations !== null)).toEqual([]);
  expect(made.flatMap((exchange) => exchange.responseProblems)).toEqual([]);
}

describe('the video meeting example', () => {
  it('names the base URL variables of config/product.ts', () => {
    const call = fs.readFileSync(path.join(EXAMPLE, 'call.ts'), 'utf8');
    for (const [service, variable] of Object.entries(API_BASE_URL_VARIABLES)) {
      expect(call).toContain(`${service}: process.env.${variable},`);
    }
  });

  it('runs end to end: every request is valid and every response matches the contract', async () => {
    const lines: string[] = [];
    const {result, made} = await exchangesOf({}, () => example.runMeeting((...values) => lines.push(values.join(' '))));
    expect(result.status === 'rejected' ? result.reason : 'done').toBe('done');
    expect(made.map((exchange) => exchange.operationId)).toEqual([
      'registerPushToken',
      'createRoom',
      'issueJoinToken',
      'createChatRoom',
      'sendAppPush',
      'getTransaction',
      'getTransaction',
      'getRoom',
      'endRoom',
      'deleteChatRoom',
    ]);
    expectContractKept(made);
    expect(lines.at(-2)).toBe('8. room: ended');
    // One token for the whole run: the module caches it.
    expect(mocks.tokenRequests()).toBe(1);
  });

  it('deletes a room nobody joined (RESERVED) instead of ending it', async () => {
    const {result, made} = await exchangesOf({getRoom: 'code=200, example=reserved'}, () =>
      example.closeRoom('7f3c9a2e-5b1d-4c8e-9f60-2d4b8e1a6c35', HOST),
    );
    expect(result).toEqual({status: 'fulfilled', value: 'deleted'});
    expect(made.map((exchange) => exchange.operationId)).toEqual(['getRoom', 'deleteRoom']);
    expectContractKept(made);
  });

  it('ends nothing for a user who is not the host', async () => {
    const {result, made} = await exchangesOf({}, () =>
      example.closeRoom('7f3c9a2e-5b1d-4c8e-9f60-2d4b8e1a6c35', ATTENDEE),
    );
    expect(result.status).toBe('rejected');
    expect(made.map((exchange) => exchange.operationId)).toEqual(['getRoom']);
  });
});

const ROOM = '7f3c9a2e-5b1d-4c8e-9f60-2d4b8e1a6c35';
const CHAT_ROOM = '5b2f8c1e-7a4d-4e9b-b6c3-1f0d2a8e9c47';
const TRANSACTION = {transaction_id: '8f2a6c1d-3e9b-4d70-b5a4-0c7e1f9d2b63'};
/** What a step returns for a response, or FAILS when it must throw an ApiError with that status. */
const FAILS = Symbol('fails');

interface StepCase {
  run: () => Promise<unknown>;
  /** Preferences of the other calls the step makes. */
  others?: Record<string, string>;
  /** Expected result per documented response (`default`: a status the contract leaves to it). */
  responses: Record<string, unknown>;
}

const STEPS: Record<string, StepCase> = {
  registerPushToken: {
    run: () => example.registerPushToken(ATTENDEE, 'fGx3Rk7TQe6vN2bWm1YcZp:APA91b'),
    responses: {'200': 'registered', '204': 'no-content', '403': FAILS, '422': 'already-registered', default: FAILS},
  },
  createRoom: {
    run: () => example.createRoom('Weekly design review', HOST, [ATTENDEE]),
    responses: {'200': {roomId: ROOM, hostToken: undefined}, default: FAILS},
  },
  issueJoinToken: {
    run: () => example.issueJoinToken(ROOM, ATTENDEE, 'Jiwoo Kim'),
    responses: {'200': expect.stringMatching(/^eyJ/), default: FAILS},
  },
  createChatRoom: {
    run: () => example.createChatRoom('Weekly design review', HOST, [HOST, ATTENDEE]),
    responses: {'200': CHAT_ROOM, '400': FAILS, '500': FAILS},
  },
  sendAppPush: {
    run: () =>
      example.notifyAttendees([ATTENDEE], {name: 'Weekly design review', roomId: ROOM, chatRoomUuid: CHAT_ROOM}),
    responses: {
      '202': expect.arrayContaining([expect.objectContaining(TRANSACTION)]),
      '204': [],
      '403': FAILS,
      default: FAILS,
    },
  },
  getTransaction: {
    run: () => example.checkDelivery([TRANSACTION]),
    responses: {
      '200': [{transactionId: TRANSACTION.transaction_id, detail: expect.objectContaining({status: 'SENT'})}],
      '204': [{transactionId: TRANSACTION.transaction_id}],
      '403': FAILS,
      default: FAILS,
    },
  },
  getRoom: {
    run: () => example.closeRoom(ROOM, HOST),
    others: {endRoom: 'code=200'},
    responses: {'200': 'ended', default: FAILS},
  },
  endRoom: {
    run: () => example.closeRoom(ROOM, HOST),
    others: {getRoom: 'code=200, example=meeting'},
    responses: {'200': 'ended', default: FAILS},
  },
  deleteRoom: {
    run: () => example.closeRoom(ROOM, HOST),
    others: {getRoom: 'code=200, example=reserved'},
    responses: {'200': 'deleted', default: FAILS},
  },
  deleteChatRoom: {
    run: () => example.deleteChatRoom(CHAT_ROOM, HOST),
    responses: {'200': undefined, '400': FAILS, '403': FAILS, '404': undefined, '500': FAILS},
  },
};

/** The status the mock answers for a response key; `default` stands for one the contract does not list. */
const statusOf = (key: string) => (key === 'default' ? 500 : Number(key));

describe('each step handles every documented response of its calls', () => {
  it('covers exactly the documented responses of every call the tutorial makes', () => {
    const documented = Object.fromEntries(
      Object.keys(STEPS).map((operationId) => {
        const op = SPEC_NAMES.flatMap((name) => models[name].operations).find((o) => o.operationId === operationId)!;
        return [operationId, Object.keys(op.operation.responses).sort()];
      }),
    );
    const covered = Object.fromEntries(
      Object.entries(STEPS).map(([operationId, step]) => [operationId, Object.keys(step.responses).sort()]),
    );
    expect(covered).toEqual(documented);
  });

  const cases = Object.entries(STEPS).flatMap(([operationId, step]) =>
    Object.entries(step.responses).map(
      ([key, expected]) => [`${operationId} ${key}`, operationId, step, key, expected] as const,
    ),
  );

  it.each(cases)('%s', async (_name, operationId, step, key, expected) => {
    const {result, made} = await exchangesOf({...step.others, [operationId]: `code=${statusOf(key)}`}, step.run);
    expectContractKept(made);
    expect(made.find((exchange) => exchange.operationId === operationId)?.status).toBe(statusOf(key));
    if (expected === FAILS) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as InstanceType<typeof example.ApiError>;
      expect(reason).toBeInstanceOf(example.ApiError);
      expect(reason.status).toBe(statusOf(key));
    } else {
      expect(result).toEqual({status: 'fulfilled', value: expected});
    }
  });
});

describe('the page’s curl commands', () => {
  it.each(PAGES)('%s runs against the mocks', async (page) => {
    const blocks = codeBlocks(fs.readFileSync(path.join(ROOT, page), 'utf8')).filter(
      (block) => block.lang === 'bash' && block.code.includes('curl '),
    );
    expect(blocks.length).toBeGreaterThanOrEqual(8);
    // Pointed at the mocks the way the page tells readers to: the example hosts become the mocks' addresses.
    const hosts: [string, string][] = [
      ...SPEC_NAMES.map((name) => [EXAMPLE_API_ORIGINS[name], mocks.baseUrls[name]] as [string, string]),
      [EXAMPLE_HOSTS.passportIssuer, mocks.passportIssuer],
    ];
    const script = blocks
      .map((block) => hosts.reduce((code, [from, to]) => code.split(from).join(to), block.code))
      .join('\n');
    // curl writes each response's status and Prism's violations to stderr (curl reads CURL_HOME/.curlrc).
    const curlHome = fs.mkdtempSync(path.join(os.tmpdir(), 'curl-home-'));
    fs.writeFileSync(
      path.join(curlHome, '.curlrc'),
      'silent\nshow-error\nwrite-out = "%{stderr}RESPONSE %{http_code} %header{sl-violations}\\n"\n',
    );
    // Asynchronously: the passport mock answers from this process.
    const run = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', script], {
      encoding: 'utf8',
      env: {...process.env, CURL_HOME: curlHome},
      timeout: 30_000,
    }).finally(() => fs.rmSync(curlHome, {recursive: true, force: true}));
    const responses = run.stderr.split('\n').filter((line) => line.startsWith('RESPONSE '));
    expect(responses.length).toBe(script.match(/\bcurl /g)!.length);
    expect(responses.filter((line) => !/^RESPONSE 2\d\d $/.test(line))).toEqual([]);
  });
});

describe('the page’s mock servers section', () => {
  it.each(PAGES)('%s starts Prism on the published specs and points the variables at it', (page) => {
    const block = codeBlocks(fs.readFileSync(path.join(ROOT, page), 'utf8')).find((b) => b.code.includes('prism-cli'));
    expect(block?.lang).toBe('bash');
    for (const name of SPEC_NAMES) {
      const {port} = new URL(EXAMPLE_MOCK_ORIGINS[name]);
      expect(block!.code).toContain(`mock --errors -p ${port} ${DEFAULT_SITE_URL}${yamlPath(name, 'en')}`);
      expect(block!.code).toContain(`export ${API_BASE_URL_VARIABLES[name]}="${EXAMPLE_MOCK_ORIGINS[name]}"`);
    }
    expect(block!.code).toContain(`.listen(${new URL(EXAMPLE_MOCK_ORIGINS.passportIssuer).port})`);
    expect(block!.code).toContain(`export PASSPORT_ISSUER="${EXAMPLE_MOCK_ORIGINS.passportIssuer}"`);
  });
});
