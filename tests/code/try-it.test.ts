/**
 * The try-it panel's checks (plugins/api-reference/theme/TryIt) with the validators the build compiles from
 * openapi/ (tryIt.ts): every operation's prefilled request passes, and an invalid variant of each required field,
 * enum and length constraint of its parameters and body fails with a violation naming the field, in both locales.
 */
import {describe, expect, it} from 'vitest';
import {operationData} from '../../plugins/api-reference/resolve';
import {
  MAX_LINKED_BODY,
  MAX_LINKED_VALUE,
  readTryItLink,
  tryItHref,
  withoutTryItLink,
} from '../../plugins/api-reference/tryItLink';
import type {TryItOperation} from '../../plugins/api-reference/tryItProps';
import {contractAnswer} from '../../plugins/api-reference/theme/TryIt/answer';
import {tryItSpec} from '../../plugins/api-reference/tryIt';
import {
  checkDraft,
  documentedDraft,
  MAX_BODY_CHARACTERS,
  rescheduledExample,
  type Draft,
} from '../../plugins/api-reference/theme/TryIt/check';
import {parseStoredDraft} from '../../plugins/api-reference/theme/TryIt/storage';
import {buildModel, loadApi, readSpec, SPEC_NAMES, type ApiModel, type SchemaObject} from '../support/api';
import {checkMessages as messages, compiledTryIt as compiled} from '../support/try-it';

interface Variant {
  what: string;
  field: string;
  rule: string;
  draft: Draft;
}

/** A value that breaks each required, enum and length rule of a schema's property, one at a time. */
function brokenValues(schema: SchemaObject | undefined): {rule: string; value: unknown}[] {
  if (!schema) return [];
  const broken: {rule: string; value: unknown}[] = [];
  if (schema.enum) broken.push({rule: 'enum', value: 'NOT_ONE_OF_THEM'});
  if (typeof schema.minLength === 'number' && schema.minLength > 0)
    broken.push({rule: 'minLength', value: 'x'.repeat(schema.minLength - 1)});
  if (typeof schema.maxLength === 'number') broken.push({rule: 'maxLength', value: 'x'.repeat(schema.maxLength + 1)});
  return broken;
}

function variants(model: ApiModel, operationId: string, request: TryItOperation): Variant[] {
  const op = model.operations.find((candidate) => candidate.operationId === operationId)!;
  const base = documentedDraft(request);
  const found: Variant[] = [];
  for (const parameter of op.parameters) {
    if (parameter.required === true)
      found.push({
        what: `parameter ${parameter.name} left empty`,
        field: parameter.name,
        rule: 'required',
        draft: {...base, parameters: {...base.parameters, [parameter.name]: ''}},
      });
    for (const {rule, value} of brokenValues(parameter.schema))
      found.push({
        what: `parameter ${parameter.name} breaking ${rule}`,
        field: parameter.name,
        rule,
        draft: {...base, parameters: {...base.parameters, [parameter.name]: String(value)}},
      });
  }
  const schema = Object.values(op.operation.requestBody?.content ?? {})[0]?.schema;
  if (request.body && 'json' in request.body && schema?.properties) {
    const example = JSON.parse(request.body.json) as Record<string, unknown>;
    for (const name of schema.required ?? []) {
      const {[name]: _removed, ...rest} = example;
      found.push({
        what: `body without ${name}`,
        field: name,
        rule: 'required',
        draft: {...base, body: JSON.stringify(rest, null, 2)},
      });
    }
    for (const [name, property] of Object.entries(schema.properties))
      for (const {rule, value} of brokenValues(property))
        found.push({
          what: `body ${name} breaking ${rule}`,
          field: name,
          rule,
          draft: {...base, body: JSON.stringify({...example, [name]: value}, null, 2)},
        });
  }
  return found;
}

describe.each(SPEC_NAMES)('the try-it checks of the %s contract', async (spec) => {
  const model = await loadApi(spec, 'en');
  const contract = compiled(model);
  const check = (operationId: string, draft: Draft, locale: 'ko' | 'en' = 'en', now = new Date()) =>
    checkDraft({
      operation: contract.spec.operations[operationId]!,
      draft,
      origin: contract.spec.origin,
      accessToken: contract.spec.accessToken,
      baseUrlVariable: contract.spec.baseUrlVariable,
      parameters: contract.parameters[operationId],
      body: contract.bodies[operationId],
      schedule: {now, nowLabel: 'now'},
      messages: messages(locale),
    });

  it('has a prefilled request for every operation of the contract', () => {
    expect(Object.keys(contract.spec.operations)).toEqual(model.operations.map((op) => op.operationId));
  });

  it.each(model.operations.map((op) => op.operationId))('passes the documented request of %s', (operationId) => {
    const request = contract.spec.operations[operationId]!;
    const {violations} = check(operationId, documentedDraft(request), 'en', new Date(2026, 0, 1));
    expect(violations).toEqual([]);
  });

  const cases = model.operations.flatMap((op) =>
    variants(model, op.operationId, contract.spec.operations[op.operationId]!).map((variant) => ({
      operationId: op.operationId,
      ...variant,
    })),
  );

  it('has invalid variants to check', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases.flatMap((variant) => (['ko', 'en'] as const).map((locale) => ({...variant, locale}))))(
    '$operationId: $what fails naming the field ($locale)',
    ({operationId, field, rule, draft, locale}) => {
      const {violations} = check(operationId, draft, locale, new Date(2026, 0, 1));
      const named = violations.find((violation) => violation.field === field && violation.rule === rule);
      expect(named, JSON.stringify(violations)).toBeDefined();
      expect(named!.message).not.toBe('');
      if (locale === 'ko' && rule !== 'enum') expect(named!.message).toMatch(/[\uAC00-\uD7A3]/);
    },
  );
});

describe('the rules beyond the schemas', async () => {
  const push = await loadApi('push', 'en');
  const contract = compiled(push);
  const operation = contract.spec.operations.createNotification!;
  const data = operationData(
    push,
    push.operations.find((op) => op.operationId === 'createNotification')!,
  );
  const run = (body: unknown, now: Date) =>
    checkDraft({
      operation,
      draft: {...documentedDraft(operation), body: typeof body === 'string' ? body : JSON.stringify(body, null, 2)},
      origin: contract.spec.origin,
      accessToken: contract.spec.accessToken,
      baseUrlVariable: contract.spec.baseUrlVariable,
      parameters: contract.parameters.createNotification,
      body: contract.bodies.createNotification,
      schedule: {now, nowLabel: 'now'},
      messages: messages('en'),
    });
  const example = JSON.parse((operation.body as {json: string}).json) as Record<string, unknown>;
  const rule = operation.notBeforeNow!;

  it("takes the scheduled-time rule from the contract's x-not-before-now mark, on the operations that have it", () => {
    const ruled = Object.entries(contract.spec.operations).filter(([, request]) => request.notBeforeNow);
    expect(ruled.map(([operationId, request]) => [operationId, request.notBeforeNow])).toEqual(
      ['updateNotification', 'createNotification'].map((operationId) => [
        operationId,
        {field: 'dispatch_date', when: {dispatch_type: 'SCHEDULED'}, error: 'A011'},
      ]),
    );
  });

  it('fails the build on a mark whose error or condition the contract does not have', async () => {
    const marked = (mark: unknown) => {
      const written = readSpec('push', 'en') as {components: {schemas: Record<string, SchemaObject>}};
      written.components.schemas.NotificationRequest!.properties!.dispatch_date!['x-not-before-now'] =
        mark as SchemaObject['x-not-before-now'];
      return buildModel('push', 'en', written).then(tryItSpec);
    };
    await expect(marked({error: 'A010', when: {dispatch_type: 'SCHEDULED'}})).rejects.toThrow(
      'x-not-before-now names A010, which its error catalogue does not give it',
    );
    await expect(marked({error: 'A011', when: {dispatch_type: 'LATER'}})).rejects.toThrow(
      "x-not-before-now's condition dispatch_type: LATER is not a value of the body",
    );
    await expect(marked({error: 'A011', when: {dispatch_kind: 'SCHEDULED'}})).rejects.toThrow(
      "x-not-before-now's condition dispatch_kind: SCHEDULED",
    );
  });

  it('answers a scheduled time earlier than now with A011 and its status', () => {
    const {violations} = run(
      {...example, dispatch_type: 'SCHEDULED', dispatch_date: '2020-01-01T09:00:00'},
      new Date(),
    );
    expect(violations.map((violation) => [violation.field, violation.rule])).toEqual([['dispatch_date', 'A011']]);
    const answer = contractAnswer(data, violations);
    expect(answer.kind === 'error' && [answer.error.code, answer.error.status]).toEqual(['A011', '422']);
  });

  it('reads the date in the local time zone and leaves later and unscheduled ones alone', () => {
    const now = new Date(2026, 11, 1, 18, 0, 0);
    expect(run({...example, dispatch_type: 'SCHEDULED', dispatch_date: '2026-12-01T18:00:01'}, now).violations).toEqual(
      [],
    );
    expect(
      run({...example, dispatch_type: 'SCHEDULED', dispatch_date: '2026-12-01T17:59:59'}, now).violations,
    ).toHaveLength(1);
    expect(run({...example, dispatch_type: 'IMMEDIATE', dispatch_date: '2020-01-01T09:00:00'}, now).violations).toEqual(
      [],
    );
  });

  it('moves an example whose schedule has passed to the same time of day just after now, and nothing else', () => {
    const draft = documentedDraft(operation);
    const scheduledAt = JSON.parse(draft.body).dispatch_date as string;
    const [day, time] = scheduledAt.split('T') as [string, string];
    const dateOf = (date: Date) =>
      [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
    const daysAfter = (days: number, seconds: number) => {
      const date = new Date(`${day}T${time}`);
      date.setDate(date.getDate() + days);
      date.setSeconds(date.getSeconds() + seconds);
      return date;
    };
    // A second after the example's time, three days on: the next day at that time.
    const evening = daysAfter(3, 1);
    const moved = rescheduledExample(draft, rule, evening)!;
    expect(moved).toEqual({
      from: scheduledAt,
      to: `${dateOf(daysAfter(4, 0))}T${time}`,
      draft: {...draft, body: draft.body.replace(scheduledAt, `${dateOf(daysAfter(4, 0))}T${time}`)},
    });
    expect(run(moved.draft.body, evening).violations).toEqual([]);
    // A second before it, three days on: that same day.
    expect(rescheduledExample(draft, rule, daysAfter(3, -1))?.to).toBe(`${dateOf(daysAfter(3, 0))}T${time}`);
    // Before the example's time, or not scheduled, or not JSON: nothing to move.
    expect(rescheduledExample(draft, rule, daysAfter(0, -1))).toBeUndefined();
    expect(
      rescheduledExample({...draft, body: JSON.stringify({...example, dispatch_type: 'IMMEDIATE'})}, rule, evening),
    ).toBeUndefined();
    expect(rescheduledExample({...draft, body: '{"dispatch_type": "SCHEDULED", '}, rule, evening)).toBeUndefined();
  });

  it('answers a malformed request with the documented failure and no fixed status', () => {
    const {violations} = run({...example, dispatch_date: '1 December'}, new Date(2026, 0, 1));
    expect(violations.map((violation) => [violation.field, violation.rule, violation.line])).toEqual([
      ['dispatch_date', 'pattern', 6],
    ]);
    const answer = contractAnswer(data, violations);
    expect(answer.kind === 'failure' && [answer.response.status, answer.statusFixed]).toEqual(['default', false]);
  });

  it.each([
    ['over-long text', 'x'.repeat(10_000), 'length'],
    ['invalid JSON', '{"title": ', 'json'],
    ['a control character', '{"title": "a\u0007b"}', 'control'],
  ])('gives %s a clear message', (_what, body, rule) => {
    const {violations, request} = run(body, new Date());
    expect(violations.map((violation) => violation.rule)).toEqual([rule]);
    expect(request.body).toEqual({mediaType: 'application/json', text: body});
  });

  it('checks no body longer than its limit', () => {
    expect(MAX_BODY_CHARACTERS).toBeLessThan(10_000);
  });

  it('takes markup in a value as data', () => {
    const {violations, request} = run({...example, title: '</script><script>alert(1)</script>'}, new Date(2026, 0, 1));
    expect(violations).toEqual([]);
    expect(request.body?.json).toMatchObject({title: '</script><script>alert(1)</script>'});
  });
});

describe('a stored draft', () => {
  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['another shape', '[1, 2]'],
    ['a number for a field', '{"parameters": {"room_uuid": 3}, "body": "", "form": {}}'],
    ['no body', '{"parameters": {}, "form": {}}'],
    ['too much', JSON.stringify({parameters: {}, body: 'x'.repeat(100_000), form: {}})],
  ])('reads %s as no draft', (_what, raw) => {
    expect(parseStoredDraft(raw, ['room_uuid'], [])).toBeUndefined();
  });

  it('reads its own shape back, fields it does not know left out', () => {
    const raw = JSON.stringify({parameters: {room_uuid: 'abc', other: 'x'}, body: '{}', form: {}});
    expect(parseStoredDraft(raw, ['room_uuid'], [])).toEqual({parameters: {room_uuid: 'abc'}, body: '{}', form: {}});
  });
});

describe('a link to the panel with a request', () => {
  const body = '{"name": "주간 디자인 리뷰", "note": "</script>&#"}';
  const href = tryItHref('/restAPI/media-rest-api', 'createRoom', {body, parameters: {roomId: 'a b&c'}});
  const search = href.slice(href.indexOf('?'), href.indexOf('#'));

  it('opens the operation at its anchor, and loads the body spaced as the panel shows JSON and the values', () => {
    expect(href).toMatch(/^\/restAPI\/media-rest-api\?try-it=createRoom&body=[^#]+#operation\/createRoom$/);
    expect(readTryItLink(search, 'createRoom', ['roomId'])).toEqual({
      kind: 'request',
      request: {body: JSON.stringify(JSON.parse(body), null, 2), parameters: {roomId: 'a b&c'}},
    });
  });

  it("loads nothing into another operation's panel, nor values of parameters it does not have", () => {
    expect(readTryItLink(search, 'listRooms', [])).toBeUndefined();
    expect(readTryItLink('?try-it=createRoom&other=1', 'createRoom', [])).toEqual({
      kind: 'request',
      request: {parameters: {}},
    });
  });

  it.each([
    ['a body that is not JSON', `?try-it=createRoom&body=${encodeURIComponent('{"name": ')}`],
    [
      'a body over its limit',
      `?try-it=createRoom&body=${encodeURIComponent(JSON.stringify('x'.repeat(MAX_LINKED_BODY)))}`,
    ],
    ['a value over its limit', `?try-it=createRoom&roomId=${'x'.repeat(MAX_LINKED_VALUE + 1)}`],
    ['a control character in a value', '?try-it=createRoom&roomId=a%00b'],
    ['a query far longer than any link', `?try-it=createRoom&x=${'y'.repeat(100_000)}`],
  ])('refuses %s, loading nothing', (_what, hostile) => {
    expect(readTryItLink(hostile, 'createRoom', ['roomId'])).toEqual({kind: 'refused'});
  });

  it('is taken off the address once read, what else the query holds kept', () => {
    expect(withoutTryItLink(`${search}&utm=x`, ['roomId'])).toBe('?utm=x');
    expect(withoutTryItLink(search, ['roomId'])).toBe('');
  });

  it('is not written for a request the panel would refuse', () => {
    expect(() => tryItHref('/r', 'createRoom', {body: '{', parameters: {}})).toThrow(/not JSON/);
    expect(() => tryItHref('/r', 'createRoom', {body: '{}', parameters: {body: 'x'}})).toThrow(/named "body"/);
    expect(() =>
      tryItHref('/r', 'createRoom', {body: JSON.stringify({a: 'x'.repeat(MAX_LINKED_BODY)}), parameters: {}}),
    ).toThrow(/characters/);
  });
});
