import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isSpecName, loadApi, readSpec, SPEC_NAMES, specFile} from '../support/api';
import {ROOT} from '../support/site';

describe('loadApi', () => {
  it('knows every contract in openapi/, each with its Korean overlay', () => {
    const contracts = fs
      .readdirSync(path.join(ROOT, 'openapi'))
      .filter((file) => file.endsWith('.yaml') && file !== 'redocly.yaml');
    expect([...SPEC_NAMES].map((name) => path.basename(specFile(name))).sort()).toEqual(contracts.sort());
    for (const name of SPEC_NAMES) expect(fs.existsSync(specFile(name, 'ko'))).toBe(true);
  });

  it('loads the three contracts in English and Korean', async () => {
    expect((await loadApi('media', 'en')).document.info.title).toBe('Nuri Media REST API');
    expect((await loadApi('media', 'ko')).document.info.title).toBe('Nuri 미디어 REST API');
    expect((await loadApi('chat', 'ko')).document.paths['/v1/chat-room']?.post?.summary).toBe('채팅방 생성');
  });

  it('builds each contract once per process', async () => {
    expect(await loadApi('push', 'ko')).toBe(await loadApi('push', 'ko'));
  });

  it('tells spec names apart from other strings', () => {
    expect(isSpecName('chat')).toBe(true);
    expect(isSpecName('passport')).toBe(false);
  });
});

describe('the model of a contract', () => {
  it('lists every operation with its method, its path and its parameters, path-level ones included', async () => {
    const media = await loadApi('media', 'en');
    const endRoom = media.operations.find(({operationId}) => operationId === 'endRoom');
    expect(endRoom).toMatchObject({method: 'post', path: '/v1/rooms/{roomId}/end'});
    expect(endRoom?.parameters.map((parameter) => parameter.name)).toEqual(['roomId']);
  });

  it("gives an operation's error codes, including those that apply to every operation", async () => {
    const push = await loadApi('push', 'en');
    const createNotification = push.operations.find(({operationId}) => operationId === 'createNotification')!;
    const codes = createNotification.errors.map((entry) => entry.code ?? entry.httpStatus);
    expect(codes).toEqual(expect.arrayContaining(['A009', 'A011', 'N400', 204]));
    expect(codes).not.toContain('T004');
  });

  it('has no references left, and every use of a component schema keeps its name', async () => {
    const push = await loadApi('push', 'en');
    expect(JSON.stringify(push.document)).not.toContain('"$ref"');
    expect(push.document.components.schemas.NotificationRequest?.properties?.dispatch_type).toMatchObject({
      'x-schema-name': 'DispatchType',
      enum: ['IMMEDIATE', 'SCHEDULED', 'RECURRING'],
    });
  });
});

describe('readSpec', () => {
  it('gives the contract as written, references kept, in the requested language', () => {
    const chat = readSpec('chat', 'ko') as {info: {title: string}};
    expect(chat.info.title).toBe('Nuri 채팅 REST API');
    expect(JSON.stringify(chat)).toContain('"$ref":"#/components/');
  });

  it('returns a copy the caller may change without affecting the next read', () => {
    const first = readSpec('push', 'ko') as {info: {title: string}};
    first.info.title = 'changed';
    expect((readSpec('push', 'ko') as {info: {title: string}}).info.title).not.toBe('changed');
  });
});
