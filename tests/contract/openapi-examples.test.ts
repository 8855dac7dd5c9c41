import {describe, expect, it} from 'vitest';
import {ajv, collectExamples} from '../support/unit';
import {loadApi, SPEC_NAMES, type SchemaObject} from '../support/api';

function validate(schema: SchemaObject, value: unknown): string[] {
  const check = ajv.compile(schema);
  return check(value) ? [] : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

const models = await Promise.all(SPEC_NAMES.map((name) => loadApi(name, 'en')));

describe.each(models.map((model) => [model.name, model] as const))('%s examples', (_name, model) => {
  const {cases, missing} = collectExamples(model);

  it('every parameter, request body and response body shows an example', () => {
    expect(missing).toEqual([]);
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases.map((example) => [example.where, example] as const))('%s matches its schema', (_where, example) => {
    expect(validate(example.schema, example.value)).toEqual([]);
  });
});

describe('the schemas enforce the validation rules readers rely on', () => {
  const [chat, push] = [models[1]!.document, models[2]!.document];
  const chatRoom = chat.components.schemas.ChatRoom!;
  const notification = push.components.schemas.NotificationRequest!;
  const token = push.components.schemas.PushTokenRequest!;
  const notificationBase = {title: 'Notice', body: 'Hello', dispatch_type: 'SCHEDULED', destination: 'ANDROID'};

  it('a chat room id shorter than 35 characters is refused', () => {
    expect(validate(chatRoom, {room_uuid: 'x'.repeat(34)})).not.toEqual([]);
    expect(validate(chatRoom, {room_uuid: 'x'.repeat(35)})).toEqual([]);
  });

  it('a dispatch date with a time zone or without seconds is refused', () => {
    expect(validate(notification, {...notificationBase, dispatch_date: '2026-12-01T18:00:00'})).toEqual([]);
    expect(validate(notification, {...notificationBase, dispatch_date: '2026-12-01T18:00:00Z'})).not.toEqual([]);
    expect(validate(notification, {...notificationBase, dispatch_date: '2026-12-01T18:00'})).not.toEqual([]);
  });

  it('a notification without title, body, dispatch type or destination is refused', () => {
    for (const field of Object.keys(notificationBase)) {
      const {[field as keyof typeof notificationBase]: _dropped, ...rest} = notificationBase;
      expect(validate(notification, rest)).not.toEqual([]);
    }
  });

  it('a push type longer than 10 characters or a blank push token is refused', () => {
    const valid = {user_id: 'user-1', push_type: 'FCM', push_token: 'abc'};
    expect(validate(token, valid)).toEqual([]);
    expect(validate(token, {...valid, push_type: 'x'.repeat(11)})).not.toEqual([]);
    expect(validate(token, {...valid, push_token: '   '})).not.toEqual([]);
  });
});
