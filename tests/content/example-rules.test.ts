/**
 * Examples that agree with the rules they illustrate: the schema checks (openapi-examples, docs-examples) accept an
 * example that contradicts the contract's prose, so the rules that can be checked mechanically are checked here,
 * over the OpenAPI examples and the request and response bodies the pages show.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadApi, type SpecName} from '../support/api';
import {allDocs} from '../support/docs';
import {codeBlocks, collectExamples, metaTitle} from '../support/unit';
import {ROOT} from '../support/site';

interface Example {
  readonly where: string;
  readonly value: unknown;
}

const models = Object.fromEntries(
  await Promise.all((['media', 'push'] as const).map(async (name) => [name, await loadApi(name, 'en')] as const)),
);
const specExamples = (name: SpecName): Example[] => collectExamples(models[name]!).cases;

/** The JSON bodies the pages show under a title naming their operation (`POST /v1/rooms`, `… 응답`, `… → 422`). */
function pageBodies(title: RegExp): Example[] {
  return allDocs().flatMap((doc) =>
    codeBlocks(doc.body)
      .filter((block) => block.lang === 'json' && title.test(metaTitle(block.meta) ?? ''))
      .map((block) => ({
        where: `${path.relative(ROOT, doc.file)} (${metaTitle(block.meta)})`,
        value: JSON.parse(block.code),
      })),
  );
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

describe('media examples follow the room rules', () => {
  const media = specExamples('media');

  it('a room created with reserved times does not ask for a join token (is_token_receive sets now plus one hour)', () => {
    const requests = [
      ...media.filter((example) => example.where.startsWith('createRoom request')),
      ...pageBodies(/^POST \/v1\/rooms$/),
    ];
    expect(requests.length).toBeGreaterThan(2);
    const contradicting = requests.filter(
      ({value}) =>
        isObject(value) &&
        (value.reserved_start_time !== undefined || value.reserved_end_time !== undefined) &&
        value.is_token_receive !== false,
    );
    expect(contradicting.map((example) => example.where)).toEqual([]);
  });

  it('a created room carries a join token only when the request asked for one', () => {
    const request = media.find((example) => example.where.startsWith('createRoom request'))!.value as {
      is_token_receive?: boolean;
    };
    const response = media.find((example) => example.where.startsWith('createRoom response 200'))!.value as {
      token?: string;
    };
    expect(response.token !== undefined).toBe(request.is_token_receive !== false);
  });

  it('attendee counts match the attendee lists', () => {
    const rooms = [...media, ...pageBodies(/(→ 2\d\d| 응답| response)$/)]
      .flatMap((example) =>
        (Array.isArray(example.value) ? example.value : [example.value]).map((value) => ({...example, value})),
      )
      .filter((example): example is Example & {value: Record<string, unknown>} => isObject(example.value))
      .filter((example) => Array.isArray(example.value.attendees) && isObject(example.value.attendee_count));
    expect(rooms.length).toBeGreaterThan(0);
    const wrong = rooms.flatMap(({where, value}) => {
      const attendees = value.attendees as Record<string, unknown>[];
      const counts = value.attendee_count as Record<string, number>;
      const expected = {
        reserved_count: attendees.filter((attendee) => attendee.is_reserved).length,
        present_count: attendees.filter((attendee) => attendee.is_present).length,
        invited_count: attendees.filter((attendee) => attendee.is_invited).length,
      };
      return Object.entries(expected)
        .filter(([key, count]) => counts[key] !== undefined && counts[key] !== count)
        .map(([key, count]) => `${where}: ${key} ${counts[key]}, attendees say ${count}`);
    });
    expect(wrong).toEqual([]);
  });

  it('a failure example about the room state is attached only to calls that depend on it (no GET, no create)', () => {
    const misplaced = models.media!.operations.flatMap(({method, operationId, operation}) => {
      const failure = operation.responses.default?.content?.['application/json']?.example as {error_code?: string};
      return failure?.error_code === 'FAILED_PRECONDITION' && (method === 'get' || operationId === 'createRoom')
        ? [operationId]
        : [];
    });
    expect(misplaced).toEqual([]);
  });
});

describe('push token examples look like the tokens devices get', () => {
  const FCM = /^[\w-]{11,}:APA91b[\w-]{120,}$/;
  const APNS = /^[0-9a-f]{64}$/;

  it('every registered token is a realistic FCM registration token or APNs device token', () => {
    const tokens = [...specExamples('push'), ...pageBodies(/^POST \/v1\/push\/token$/)].filter(
      (example) => isObject(example.value) && typeof example.value.push_token === 'string',
    );
    expect(tokens.length).toBeGreaterThan(2);
    const unrealistic = tokens.filter(({value}) => {
      const {push_type: type, push_token: token} = value as {push_type: string; push_token: string};
      return !(type === 'FCM' ? FCM : APNS).test(token);
    });
    expect(unrealistic.map((example) => example.where)).toEqual([]);
  });
});
