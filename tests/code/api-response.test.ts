import {describe, expect, it} from 'vitest';
import {buildModel, readSpec} from '../support/api';
import {apiResponse} from '../../plugins/api-reference/response';
import {compilePage} from '../support/unit';

describe('<ApiResponse> in prose', () => {
  it("prints a documented status or error code of an operation inline, with the sentence's own words around it", async () => {
    const code = await compilePage(
      '다시 등록하면 <ApiResponse spec="push" operation="registerPushToken" status="422" />와 ' +
        '<ApiResponse spec="push" operation="registerPushToken" code="T001" />이 옵니다.\n',
      'ko',
    );
    expect(code).toContain('"value": "422"');
    expect(code).toContain('"value": "T001"');
    expect(code).toContain('"다시 등록하면 "');
  });

  it('accepts an error code that applies to every operation, and a status of any operation without one', async () => {
    expect(await compilePage('<ApiResponse spec="push" operation="sendAppPush" code="A009" />\n', 'ko')).toContain(
      '"value": "A009"',
    );
    expect(await compilePage('<ApiResponse spec="push" status="204" />\n', 'ko')).toContain('"value": "204"');
  });

  it('reads the statuses and codes from openapi/: a response renamed there is no longer documented', async () => {
    const written = readSpec('push', 'en') as {paths: Record<string, Record<string, {responses: object}>>};
    const register = written.paths['/v1/push/token']!.post!;
    const {'422': refused, ...others} = register.responses as Record<string, unknown>;
    register.responses = {...others, '409': refused};
    const model = await buildModel('push', 'en', written);
    expect(apiResponse(model, {operation: 'registerPushToken', status: '409'})).toEqual({value: '409'});
    expect(() => apiResponse(model, {operation: 'registerPushToken', status: '422'})).toThrow(
      'status "422" is not documented for registerPushToken in the push API; documented: 200, 204, 403, 409',
    );
  });

  it('fails the page on a status, code or operation the contract does not document, naming the element', async () => {
    await expect(
      compilePage('<ApiResponse spec="push" operation="sendAppPush" status="422" />\n', 'ko'),
    ).rejects.toThrow(
      /guide\.mdx: <ApiResponse spec="push" operation="sendAppPush" status="422" \/> \(ko\): status "422" is not documented for sendAppPush in the push API; documented: 202, 204, 403/,
    );
    await expect(
      compilePage('<ApiResponse spec="push" operation="sendAppPush" code="T001" />\n', 'ko'),
    ).rejects.toThrow(/error code "T001" is not documented for sendAppPush/);
    await expect(compilePage('<ApiResponse spec="push" operation="sendPush" status="202" />\n', 'ko')).rejects.toThrow(
      /unknown operation "sendPush" in the push API/,
    );
    await expect(compilePage('<ApiResponse spec="chat" status="422" />\n', 'ko')).rejects.toThrow(
      /status "422" is not documented for the chat API/,
    );
    await expect(compilePage('<ApiResponse spec="push" status="204" code="A009" />\n', 'ko')).rejects.toThrow(
      /give either status="…" or code="…"/,
    );
    await expect(compilePage('<ApiResponse spec="pushes" status="204" />\n', 'ko')).rejects.toThrow(
      /unknown spec "pushes"/,
    );
  });
});
