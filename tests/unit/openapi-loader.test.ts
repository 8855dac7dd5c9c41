import {describe, expect, it} from 'vitest';
import {
  dereference,
  errorCodesFor,
  isSpecName,
  listOperations,
  loadSpec,
  resolveRef,
  specYaml,
  SPEC_NAMES,
  type SchemaObject,
} from '../../plugins/api-reference/spec';

describe('loadSpec', () => {
  it('loads the three contracts in English and Korean', () => {
    expect(SPEC_NAMES).toEqual(['media', 'chat', 'push']);
    expect(loadSpec('media', 'en').info.title).toBe('Nuri Media REST API');
    expect(loadSpec('media', 'ko').info.title).toBe('Nuri 미디어 REST API');
    expect(loadSpec('chat', 'ko').paths['/v1/chat-room']?.post?.summary).toBe('채팅방 생성');
  });

  it('returns a copy the caller may change without affecting the next load', () => {
    const first = loadSpec('push', 'ko');
    first.info.title = 'changed';
    expect(loadSpec('push', 'ko').info.title).not.toBe('changed');
  });

  it('serialises a contract to YAML for download, in the requested language', () => {
    const yaml = specYaml('chat', 'ko');
    expect(yaml).toMatch(/^openapi: 3\.1\.0$/m);
    expect(yaml).toContain('title: Nuri 채팅 REST API');
    expect(yaml).toContain('operationId: deleteChatRoom');
  });

  it('tells spec names apart from other strings', () => {
    expect(isSpecName('chat')).toBe(true);
    expect(isSpecName('passport')).toBe(false);
  });
});

describe('reading a loaded contract', () => {
  const push = loadSpec('push', 'en');

  it('lists every operation with its method and path', () => {
    expect(listOperations(push).find(({operationId}) => operationId === 'sendAppPush')).toMatchObject({
      method: 'post',
      path: '/v1/push/send',
    });
  });

  it("gives an operation's error codes, including those that apply to every operation", () => {
    const codes = errorCodesFor(push, 'createNotification').map((entry) => entry.code ?? entry.httpStatus);
    expect(codes).toEqual(expect.arrayContaining(['A009', 'A011', 'N400', 204]));
    expect(codes).not.toContain('T004');
    expect(errorCodesFor(push)).toHaveLength(push['x-error-codes'].length);
  });

  it('resolves references and names the schemas it inlines', () => {
    const request = resolveRef<SchemaObject>(push, '#/components/schemas/NotificationRequest');
    const inlined = dereference(push, request);
    expect(inlined.properties?.dispatch_type).toMatchObject({
      'x-schema-name': 'DispatchType',
      enum: ['IMMEDIATE', 'SCHEDULED', 'RECURRING'],
    });
    expect(() => resolveRef(push, '#/components/schemas/Missing')).toThrow(/Unresolved/);
  });
});
