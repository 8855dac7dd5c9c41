/**
 * The code samples of an operation, from a concrete request. Scalar's snippet generator (@scalar/snippetz) writes
 * them: it covers the languages our readers use, quotes and escapes each language's strings, and builds multipart
 * uploads with each language's own form API. Kotlin is the exception, written here: the library's Kotlin target
 * still calls OkHttp 3's `MediaType.parse`/`RequestBody.create`, which OkHttp 4 rejects at compile time in Kotlin.
 */
import {snippetz} from '@scalar/snippetz';
import type {HarRequest} from '@scalar/types/snippetz';
import type {CodeSample, JsonValue} from './props';

export interface FormField {
  name: string;
  /** A file upload: `value` is the file name. */
  file: boolean;
  value: string;
}

export interface SampleRequest {
  method: string;
  /** Absolute URL with path parameters filled in, without the query string. */
  url: string;
  query: [string, string][];
  /** Whether the call sends `Authorization: Bearer <token>`. */
  bearer: boolean;
  /** The token's placeholder, which shell samples read as the environment variable of that name. */
  accessToken: string;
  /** The environment variable holding the service's base URL, which the shell sample reads like the guides do. */
  baseUrlVariable?: string;
  body?: {mediaType: string; json?: JsonValue; form?: FormField[]; text?: string};
}

/**
 * The sample languages, in tab order; `id` is the tab value shared by every code tab set on the site. A language
 * without a `target` is written by this module.
 */
const SAMPLE_LANGUAGES = [
  {id: 'curl', label: 'curl', language: 'bash', target: 'shell', client: 'curl'},
  {id: 'javascript', label: 'JavaScript', language: 'javascript', target: 'js', client: 'fetch'},
  {id: 'node', label: 'Node.js', language: 'javascript', target: 'node', client: 'fetch'},
  {id: 'python', label: 'Python', language: 'python', target: 'python', client: 'requests'},
  {id: 'java', label: 'Java', language: 'java', target: 'java', client: 'nethttp'},
  {id: 'kotlin', label: 'Kotlin', language: 'kotlin'},
  {id: 'swift', label: 'Swift', language: 'swift', target: 'swift', client: 'nsurlsession'},
  {id: 'go', label: 'Go', language: 'go', target: 'go', client: 'native'},
  {id: 'csharp', label: 'C#', language: 'csharp', target: 'csharp', client: 'httpclient'},
] as const satisfies readonly {id: string; label: string; language: string; target?: string; client?: string}[];

const generator = snippetz();

function urlWithQuery(request: SampleRequest): string {
  const url = new URL(request.url);
  for (const [name, value] of request.query) url.searchParams.append(name, value);
  return url.toString();
}

function harRequest(request: SampleRequest): Partial<HarRequest> {
  const headers = request.bearer ? [{name: 'Authorization', value: `Bearer ${request.accessToken}`}] : [];
  const har: Partial<HarRequest> = {method: request.method.toUpperCase(), url: urlWithQuery(request), headers};
  const body = request.body;
  if (body?.form) {
    har.postData = {
      mimeType: body.mediaType,
      params: body.form.map((field) =>
        field.file ? {name: field.name, fileName: field.value} : {name: field.name, value: field.value},
      ),
    };
  } else if (body) {
    headers.push({name: 'Content-Type', value: body.mediaType});
    har.postData = {
      mimeType: body.mediaType,
      text: body.json !== undefined ? JSON.stringify(body.json) : (body.text ?? ''),
    };
  }
  return har;
}

/** Text inside a shell double-quoted string: `"`, `\\`, `$` and backticks escaped. */
const doubleQuoted = (text: string) => text.replace(/["\\$`]/g, '\\$&');

/**
 * The shell sample reads the base URL and the token from the environment, as every shell sample in the guides does
 * (`curl "$MEDIA_API_BASE_URL/v1/rooms" … "Authorization: Bearer $ACCESS_TOKEN"`); the other languages keep the
 * example host and the token placeholder. Throws if the library stops writing the URL or the header as expected.
 */
function withShellVariables(code: string, request: SampleRequest): string {
  let shell = code;
  if (request.baseUrlVariable) {
    const url = urlWithQuery(request);
    const at = [`'${url}'`, url].find((written) => shell.includes(written));
    if (at === undefined) throw new Error(`the curl sample of ${request.method} ${url} does not contain its URL`);
    const variable = `"$${request.baseUrlVariable}${doubleQuoted(url.slice(new URL(url).origin.length))}"`;
    shell = shell.replace(at, () => variable);
  }
  if (request.bearer) {
    const header = `'Authorization: Bearer ${request.accessToken}'`;
    if (!shell.includes(header)) throw new Error(`the curl sample of ${request.url} has no ${header}`);
    shell = shell.replace(header, () => `"Authorization: Bearer $${request.accessToken}"`);
  }
  return shell;
}

/** The library's Python target leaves out the import its code needs. */
function withImports(id: string, code: string): string {
  return id === 'python' ? `import requests\n\n${code}` : code;
}

function kotlinString(text: string): string {
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('$', '\\$')}"`;
}

/** Kotlin with OkHttp 4's extension functions (`toMediaType`, `toRequestBody`, `asRequestBody`). */
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
  lines.push('val request = Request.Builder()', `    .url(${kotlinString(urlWithQuery(request))})`);
  if (request.bearer) lines.push(`    .header("Authorization", ${kotlinString(`Bearer ${request.accessToken}`)})`);
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

function librarySample(target: string, client: string, har: Partial<HarRequest>): string {
  const code = generator.print(target as 'shell', client as 'curl', har);
  if (code === undefined) throw new Error(`@scalar/snippetz has no ${target}/${client} generator`);
  return code;
}

export function codeSamples(request: SampleRequest): CodeSample[] {
  const har = harRequest(request);
  return SAMPLE_LANGUAGES.map((sample) => ({
    id: sample.id,
    label: sample.label,
    language: sample.language,
    code:
      sample.id === 'curl'
        ? withShellVariables(librarySample(sample.target, sample.client, har), request)
        : 'target' in sample
          ? withImports(sample.id, librarySample(sample.target, sample.client, har))
          : kotlinSample(request),
  }));
}
