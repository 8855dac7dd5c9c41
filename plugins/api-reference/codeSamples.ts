/** Generates the curl, JavaScript (fetch) and Kotlin (OkHttp) samples of an operation from a concrete request. */
import type {CodeSample, JsonValue} from './props';

export interface FormField {
  name: string;
  /** A file upload: `value` is the file name. */
  file: boolean;
  value: string;
}

export interface SampleRequest {
  method: string;
  /** URL with path parameters filled in, without the query string; a relative URL is prefixed with the base URL variable. */
  url: string;
  query: [string, string][];
  /** Whether the call sends `Authorization: Bearer <token>`. */
  bearer: boolean;
  body?: {mediaType: string; json?: JsonValue; form?: FormField[]; text?: string};
}

/** The caller's bearer JWT: a shell variable in curl, a variable named accessToken in code. */
const TOKEN_VARIABLE = 'ACCESS_TOKEN';
const TOKEN_IDENTIFIER = 'accessToken';
/** The service host when the spec publishes none: a shell variable in curl, a variable named baseUrl in code. */
const BASE_VARIABLE = 'BASE_URL';
const BASE_IDENTIFIER = 'baseUrl';

function fullUrl(request: SampleRequest): string {
  if (request.query.length === 0) return request.url;
  const query = request.query
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${request.url}?${query}`;
}

const isRelative = (request: SampleRequest) => request.url.startsWith('/');

/** The URL as a shell word: `"$BASE_URL/v1/rooms?asc=false"` or `'https://host/v1/rooms'`. */
function shellUrl(request: SampleRequest): string {
  const url = fullUrl(request);
  return isRelative(request) ? `"$${BASE_VARIABLE}${url.replace(/["$`\\]/g, '\\$&')}"` : shellQuote(url);
}

/** The URL as a JavaScript expression: a template literal on the base URL, or a string. */
function jsUrl(request: SampleRequest): string {
  const url = fullUrl(request);
  return isRelative(request) ? `\`\${${BASE_IDENTIFIER}}${url.replace(/[`\\]|\$\{/g, '\\$&')}\`` : JSON.stringify(url);
}

/** The URL as a Kotlin string template on the base URL, or a plain string. */
function kotlinUrl(request: SampleRequest): string {
  const url = fullUrl(request);
  return isRelative(request) ? `"$${BASE_IDENTIFIER}${kotlinString(url).slice(1)}` : kotlinString(url);
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

function indentJson(value: JsonValue, indent: string): string {
  return JSON.stringify(value, null, 2).split('\n').join(`\n${indent}`);
}

function kotlinString(text: string): string {
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('$', '\\$')}"`;
}

export function curlSample(request: SampleRequest): string {
  const lines = [`curl -X ${request.method.toUpperCase()} ${shellUrl(request)}`];
  if (request.bearer) lines.push(`-H "Authorization: Bearer $${TOKEN_VARIABLE}"`);
  const body = request.body;
  if (body?.form) {
    for (const field of body.form)
      lines.push(`-F ${shellQuote(`${field.name}=${field.file ? '@' : ''}${field.value}`)}`);
  } else if (body) {
    lines.push(`-H ${shellQuote(`Content-Type: ${body.mediaType}`)}`);
    lines.push(`-d ${shellQuote(body.json !== undefined ? JSON.stringify(body.json, null, 2) : (body.text ?? ''))}`);
  }
  return lines.join(' \\\n  ');
}

export function fetchSample(request: SampleRequest): string {
  const body = request.body;
  const headers: string[] = [];
  if (request.bearer) headers.push(`Authorization: \`Bearer \${${TOKEN_IDENTIFIER}}\``);
  const lines: string[] = [];
  if (body?.form) {
    lines.push('const form = new FormData();');
    for (const field of body.form) {
      lines.push(
        field.file
          ? `form.append(${JSON.stringify(field.name)}, fileInput.files[0], ${JSON.stringify(field.value)});`
          : `form.append(${JSON.stringify(field.name)}, ${JSON.stringify(field.value)});`,
      );
    }
    lines.push('');
  } else if (body) {
    headers.push(`'Content-Type': ${JSON.stringify(body.mediaType)}`);
  }
  lines.push(`const response = await fetch(${jsUrl(request)}, {`);
  lines.push(`  method: ${JSON.stringify(request.method.toUpperCase())},`);
  if (headers.length > 0) lines.push(`  headers: {\n${headers.map((header) => `    ${header},`).join('\n')}\n  },`);
  if (body?.form) lines.push('  body: form,');
  else if (body?.json !== undefined) lines.push(`  body: JSON.stringify(${indentJson(body.json, '  ')}),`);
  else if (body) lines.push(`  body: ${JSON.stringify(body.text ?? '')},`);
  lines.push('});');
  lines.push(
    request.method.toUpperCase() === 'DELETE' ? 'console.log(response.status);' : 'const data = await response.json();',
  );
  return lines.join('\n');
}

export function kotlinSample(request: SampleRequest): string {
  const method = request.method.toUpperCase();
  const body = request.body;
  const lines = ['val client = OkHttpClient()'];
  let bodyArgument = '';
  if (body?.form) {
    lines.push('val body = MultipartBody.Builder()', '    .setType(MultipartBody.FORM)');
    for (const field of body.form) {
      lines.push(
        field.file
          ? `    .addFormDataPart(${kotlinString(field.name)}, ${kotlinString(field.value)}, File(${kotlinString(field.value)}).asRequestBody())`
          : `    .addFormDataPart(${kotlinString(field.name)}, ${kotlinString(field.value)})`,
      );
    }
    lines.push('    .build()');
    bodyArgument = 'body';
  } else if (body) {
    const payload = body.json !== undefined ? JSON.stringify(body.json, null, 2) : (body.text ?? '');
    lines.push(`val json = """\n${payload.replaceAll('$', '${"$"}')}\n""".trimIndent()`);
    lines.push(`val body = json.toRequestBody(${kotlinString(body.mediaType)}.toMediaType())`);
    bodyArgument = 'body';
  }
  lines.push('val request = Request.Builder()', `    .url(${kotlinUrl(request)})`);
  if (request.bearer) lines.push(`    .header("Authorization", "Bearer $${TOKEN_IDENTIFIER}")`);
  lines.push(
    `    .method(${kotlinString(method)}, ${bodyArgument || (['POST', 'PUT', 'PATCH'].includes(method) ? '"".toRequestBody()' : 'null')})`,
  );
  lines.push('    .build()');
  lines.push(
    'client.newCall(request).execute().use { response ->',
    '    println(response.code)',
    '    println(response.body?.string())',
    '}',
  );
  return lines.join('\n');
}

export function codeSamples(request: SampleRequest): CodeSample[] {
  return [
    {id: 'curl', label: 'curl', language: 'bash', code: curlSample(request)},
    {id: 'javascript', label: 'JavaScript', language: 'javascript', code: fetchSample(request)},
    {id: 'kotlin', label: 'Kotlin', language: 'kotlin', code: kotlinSample(request)},
  ];
}
