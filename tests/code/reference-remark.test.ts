import {describe, expect, it} from 'vitest';
import {compilePage} from '../support/unit';

describe('API components in an MDX page', () => {
  it('injects the operation card data with the link to the reference', async () => {
    const code = await compilePage('Create one:\n\n<ApiOperation id="createRoom" />\n', 'en');
    expect(code).toContain('"operationId": "createRoom"');
    expect(code).toContain('"/restAPI/media-rest-api#operation/createRoom"');
  });

  it('injects schema, enum and error tables', async () => {
    const code = await compilePage(
      '<SchemaTable spec="media" schema="Room" />\n\n<EnumTable spec="media" schema="RoomStatus" />\n\n<ErrorCodes spec="push" operation="createNotification" />\n',
      'en',
    );
    expect(code).toContain('"attendee_count.present_count"');
    expect(code).toContain('"MEETING"');
    expect(code).toContain('"A011"');
  });

  it("injects the API's shared parameters with the operations that take them", async () => {
    const code = await compilePage('<ParameterTable spec="chat" />\n', 'en');
    expect(code).toContain('"sort_enum"');
    expect(code).toContain('"/restAPI/chat-rest-api#operation/listMyChatRooms"');
  });

  it('works inline in a paragraph', async () => {
    const code = await compilePage('See <ApiOperation id="sendAppPush" /> for details.\n', 'en');
    expect(code).toContain('"/restAPI/push-notification-rest-api#operation/sendAppPush"');
  });

  it('fails on an unknown operation, naming the file and the element', async () => {
    await expect(compilePage('<ApiOperation id="createRom" />\n', 'ko')).rejects.toThrow(
      /guide\.mdx: <ApiOperation id="createRom" \/> \(ko\): unknown operationId "createRom"/,
    );
  });

  it('fails on an unknown spec or schema', async () => {
    await expect(compilePage('<SchemaTable spec="video" schema="Room" />\n', 'en')).rejects.toThrow(
      /unknown spec "video"/,
    );
    await expect(compilePage('<SchemaTable spec="chat" schema="Room" />\n', 'en')).rejects.toThrow(
      /unknown schema "Room" in the chat API/,
    );
  });

  it('expands the reference into tag and operation headings with stable anchors', async () => {
    const code = await compilePage('<ApiReference spec="chat" />\n', 'en');
    expect(code).toContain('Chat rooms {#tag/ChatRooms}');
    expect(code).toContain('{#operation/createChatRoom}');
    expect(code).toMatch(/import ApiOperationDetail from "@theme\/ApiOperationDetail"/);
  });
});
