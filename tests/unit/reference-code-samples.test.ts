import {describe, expect, it} from 'vitest';
import {
  codeSamples,
  curlSample,
  fetchSample,
  kotlinSample,
  type SampleRequest,
} from '../../plugins/api-reference/codeSamples';

const createRoom: SampleRequest = {
  method: 'post',
  url: '/v1/rooms',
  query: [],
  bearer: true,
  body: {mediaType: 'application/json', json: {name: "Bob's room", is_public: true}},
};

const listRooms: SampleRequest = {
  method: 'get',
  url: 'https://api.example.com/v1/rooms',
  query: [['asc', 'true']],
  bearer: true,
};

const upload: SampleRequest = {
  method: 'put',
  url: '/v1/console/push/config/apns/key',
  query: [['application_id', 'app-1']],
  bearer: true,
  body: {mediaType: 'multipart/form-data', form: [{name: 'auth_key_file', file: true, value: 'auth_key.p8'}]},
};

describe('code sample generator', () => {
  it('offers curl, JavaScript and Kotlin samples', () => {
    expect(codeSamples(createRoom).map((sample) => [sample.label, sample.language])).toEqual([
      ['curl', 'bash'],
      ['JavaScript', 'javascript'],
      ['Kotlin', 'kotlin'],
    ]);
  });

  it('writes curl with the base URL variable, the bearer token and a shell-safe JSON body', () => {
    const curl = curlSample(createRoom);
    expect(curl).toContain('curl -X POST "$BASE_URL/v1/rooms"');
    expect(curl).toContain('-H "Authorization: Bearer $ACCESS_TOKEN"');
    expect(curl).toContain(`"name": "Bob'\\''s room"`);
  });

  it('keeps an absolute server URL and the query string', () => {
    expect(curlSample(listRooms)).toBe(
      `curl -X GET 'https://api.example.com/v1/rooms?asc=true' \\\n  -H "Authorization: Bearer $ACCESS_TOKEN"`,
    );
    expect(fetchSample(listRooms)).toContain('fetch("https://api.example.com/v1/rooms?asc=true", {');
  });

  it('writes fetch with a template URL, headers and a JSON.stringify body', () => {
    const js = fetchSample(createRoom);
    expect(js).toContain('await fetch(`${baseUrl}/v1/rooms`, {');
    expect(js).toContain('Authorization: `Bearer ${accessToken}`');
    expect(js).toContain('\'Content-Type\': "application/json"');
    expect(js).toContain('body: JSON.stringify({');
  });

  it('writes Kotlin with OkHttp, escaping $ in the JSON body', () => {
    const kotlin = kotlinSample({...createRoom, body: {mediaType: 'application/json', json: {price: '$5'}}});
    expect(kotlin).toContain('.url("$baseUrl/v1/rooms")');
    expect(kotlin).toContain('.header("Authorization", "Bearer $accessToken")');
    expect(kotlin).toContain('"price": "${"$"}5"');
    expect(kotlin).toContain('.method("POST", body)');
  });

  it('sends file uploads as multipart form data in every language', () => {
    expect(curlSample(upload)).toContain("-F 'auth_key_file=@auth_key.p8'");
    expect(fetchSample(upload)).toContain('form.append("auth_key_file", fileInput.files[0], "auth_key.p8");');
    expect(kotlinSample(upload)).toContain(
      '.addFormDataPart("auth_key_file", "auth_key.p8", File("auth_key.p8").asRequestBody())',
    );
  });

  it('gives Kotlin a null body for GET and an empty one for a body-less POST', () => {
    expect(kotlinSample(listRooms)).toContain('.method("GET", null)');
    expect(kotlinSample({...createRoom, body: undefined})).toContain('.method("POST", "".toRequestBody())');
  });
});
