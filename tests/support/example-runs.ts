/**
 * Runs the example projects of examples/ against the mocks of the three contracts, for the vitest suites: the
 * projects' code calls the platform through the global `fetch`, which is wrapped here so that each request to a
 * mock records which operation it was, whether Prism found it valid, and whether the response matches the
 * contract; a test picks which documented response the mock gives (`Prefer: code=…`) per operation. Each project's
 * test lists, for every operation its code calls, what the code does with each documented response of that
 * operation (`describeResponses`), and the list must cover exactly the documented ones.
 */
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {API_BASE_URL_VARIABLES, EXAMPLE_APPLICATION_ID, EXAMPLE_CLIENT_ID} from '../../config/product';
import {loadApi, SPEC_NAMES, type Operation, type SpecName} from './api';
import {type ApiMocks, startApiMocks} from './api-mocks';
import {ajv} from './unit';

const models = Object.fromEntries(
  await Promise.all(SPEC_NAMES.map(async (name) => [name, await loadApi(name, 'en')] as const)),
) as Record<SpecName, Awaited<ReturnType<typeof loadApi>>>;

const operations = SPEC_NAMES.flatMap((name) => models[name].operations);

/** The contract's operation with this id. */
export function operation(operationId: string): Operation {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in the contracts`);
  return found;
}

/** The contract's operation behind a request, literal paths before templated ones. */
function operationOf(service: SpecName, method: string, pathname: string): Operation {
  const matches = models[service].operations
    .filter((op) => op.method === method.toLowerCase())
    .filter((op) => new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname))
    .sort((a, b) => a.path.split('{').length - b.path.split('{').length);
  if (!matches[0]) throw new Error(`${method} ${pathname} is not an operation of the ${service} API`);
  return matches[0];
}

export interface Exchange {
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

/** The client secret the tests give the examples; the passport stand-in accepts any secret of the client. */
const CLIENT_SECRET = 'test-secret';

/** The variables the example projects read: those their pages' environment blocks set. */
export function exampleEnvironment(mocks: ApiMocks): Record<string, string> {
  return {
    PASSPORT_ISSUER: mocks.passportIssuer,
    CLIENT_ID: EXAMPLE_CLIENT_ID,
    CLIENT_SECRET,
    APPLICATION_ID: EXAMPLE_APPLICATION_ID,
    ...Object.fromEntries(
      SPEC_NAMES.flatMap((name) => {
        const url = mocks.baseUrls[name];
        return url ? [[API_BASE_URL_VARIABLES[name], url]] : [];
      }),
    ),
  };
}

export interface ExampleRun {
  readonly mocks: ApiMocks;
  /** Runs `action` with the mocks answering as `preferences` (`Prefer` per operationId) say; its exchanges. */
  exchangesOf<T>(
    preferences: Record<string, string>,
    action: () => Promise<T>,
  ): Promise<{result: PromiseSettledResult<T>; made: Exchange[]}>;
}

/**
 * Starts the mocks of `specs` before the file's tests, points the examples' environment at them and wraps `fetch`; stops
 * all of it afterwards. The examples read the environment when they call, so they may be imported at any time.
 */
export function useExampleRun(specs: readonly SpecName[] = SPEC_NAMES): ExampleRun {
  let mocks: ApiMocks | undefined;
  const exchanges: Exchange[] = [];
  const prefer = new Map<string, string>();
  const environment: string[] = [];

  beforeAll(async () => {
    mocks = await startApiMocks(EXAMPLE_CLIENT_ID, specs);
    const services = new Map(specs.map((name) => [new URL(mocks!.baseUrls[name]!).origin, name]));
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
    for (const [name, value] of Object.entries(exampleEnvironment(mocks))) {
      environment.push(name);
      process.env[name] = value;
    }
  }, 60_000);

  afterAll(async () => {
    vi.unstubAllGlobals();
    for (const name of environment) delete process.env[name];
    await mocks?.stop();
  });

  return {
    get mocks() {
      if (!mocks) throw new Error('the mocks start before the first test');
      return mocks;
    },
    async exchangesOf(preferences, action) {
      prefer.clear();
      for (const [operationId, value] of Object.entries(preferences)) prefer.set(operationId, value);
      const start = exchanges.length;
      const [result] = await Promise.allSettled([action()]);
      prefer.clear();
      return {result: result!, made: exchanges.slice(start)};
    },
  };
}

export function expectContractKept(made: Exchange[]): void {
  expect(made.filter((exchange) => exchange.violations !== null)).toEqual([]);
  expect(made.flatMap((exchange) => exchange.responseProblems)).toEqual([]);
}

/** What a call returns for a response, or FAILS when it must throw an ApiError with that status. */
export const FAILS = Symbol('fails');

export interface ResponseCase {
  /** The operation whose responses the case goes through. */
  operation: string;
  run: () => Promise<unknown>;
  /** Preferences of the other calls the code makes. */
  others?: Record<string, string>;
  /** Expected result per documented response (`default`: a status the contract leaves to it). */
  responses: Record<string, unknown>;
}

/** The status the mock answers for a response key; `default` stands for one the contract does not list. */
const statusOf = (key: string) => (key === 'default' ? 500 : Number(key));

/**
 * One test per documented response of each case's operation: the code must return what the case expects, or
 * throw its `ApiError` with that status; and a test that the cases cover exactly the documented responses.
 */
export function describeResponses(
  title: string,
  run: ExampleRun,
  cases: Record<string, ResponseCase>,
  apiError: () => abstract new (...args: never[]) => {status: number},
): void {
  describe(title, () => {
    it('covers exactly the documented responses of every operation it calls', () => {
      const documented = Object.fromEntries(
        Object.entries(cases).map(([name, c]) => [
          name,
          Object.keys(operation(c.operation).operation.responses).sort(),
        ]),
      );
      const covered = Object.fromEntries(
        Object.entries(cases).map(([name, c]) => [name, Object.keys(c.responses).sort()]),
      );
      expect(covered).toEqual(documented);
    });

    const rows = Object.entries(cases).flatMap(([name, c]) =>
      Object.entries(c.responses).map(([key, expected]) => [`${name} ${key}`, c, key, expected] as const),
    );

    it.each(rows)('%s', async (_name, c, key, expected) => {
      const {result, made} = await run.exchangesOf({...c.others, [c.operation]: `code=${statusOf(key)}`}, c.run);
      expectContractKept(made);
      expect(made.find((exchange) => exchange.operationId === c.operation)?.status).toBe(statusOf(key));
      if (expected === FAILS) {
        expect(result.status).toBe('rejected');
        const reason = (result as PromiseRejectedResult).reason as {status: number};
        expect(reason).toBeInstanceOf(apiError());
        expect(reason.status).toBe(statusOf(key));
      } else {
        expect(result).toEqual({status: 'fulfilled', value: expected});
      }
    });
  });
}
