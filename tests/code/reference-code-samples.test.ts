import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {EXAMPLE_ACCESS_TOKEN, EXAMPLE_API_ORIGINS} from '../../config/product';
import {codeSamples, kotlinSample, type SampleRequest} from '../../plugins/api-reference/codeSamples';
import {reference} from '../../plugins/api-reference/resolve';
import {tokenRewriter} from '../../plugins/my-values/theme/MyValues/tokenVariable';
import {SPEC_NAMES, loadApi} from '../support/api';
import {recordChecks, type CheckedBlock} from '../support/code-blocks';
import {syntaxErrors, treeSitterName} from '../support/tree-sitter';

const tokenAsVariable = tokenRewriter(EXAMPLE_ACCESS_TOKEN);

const createRoom: SampleRequest = {
  method: 'post',
  url: `${EXAMPLE_API_ORIGINS.media}/v1/rooms`,
  query: [],
  bearer: true,
  accessToken: EXAMPLE_ACCESS_TOKEN,
  body: {mediaType: 'application/json', json: {name: "Bob's room", price: '$5', is_public: true}},
};

const listRooms: SampleRequest = {
  method: 'get',
  url: `${EXAMPLE_API_ORIGINS.media}/v1/rooms`,
  query: [['asc', 'true']],
  bearer: true,
  accessToken: EXAMPLE_ACCESS_TOKEN,
  baseUrlVariable: 'MEDIA_API_BASE_URL',
};

const upload: SampleRequest = {
  method: 'put',
  url: `${EXAMPLE_API_ORIGINS.push}/v1/console/push/config/apns/key`,
  query: [['application_id', 'app-1']],
  bearer: true,
  accessToken: EXAMPLE_ACCESS_TOKEN,
  body: {mediaType: 'multipart/form-data', form: [{name: 'auth_key_file', file: true, value: 'auth_key.p8'}]},
};

const byId = (request: SampleRequest) => Object.fromEntries(codeSamples(request).map((s) => [s.id, s.code]));

describe('code samples', () => {
  it('come in the languages readers use, in tab order', () => {
    expect(codeSamples(createRoom).map((sample) => `${sample.label}:${sample.language}`)).toEqual([
      'curl:bash',
      'JavaScript:javascript',
      'Node.js:javascript',
      'Python:python',
      'Java:java',
      'Kotlin:kotlin',
      'Swift:swift',
      'Go:go',
      'C#:csharp',
    ]);
  });

  it('call the example host with the query string and the bearer token placeholder in every language', () => {
    const {curl, ...others} = byId(listRooms);
    for (const [id, code] of Object.entries(others)) {
      expect(code, id).toContain(`${EXAMPLE_API_ORIGINS.media}/v1/rooms?asc=true`);
      expect(code, id).toMatch(/Bearer(", "| )ACCESS_TOKEN/);
    }
    // The shell reads both from the environment, as the guides' shell samples do.
    expect(curl).toBe(
      'curl "$MEDIA_API_BASE_URL/v1/rooms?asc=true" \\\n  --header "Authorization: Bearer $ACCESS_TOKEN"',
    );
  });

  it('escape what the shell would expand in the path of the curl sample', () => {
    // URL encoding leaves `$` in a path as it is; inside the shell's double quotes it must not expand.
    const curl = byId({...listRooms, url: `${EXAMPLE_API_ORIGINS.media}/v1/rooms/$HOME`, query: []}).curl!;
    expect(curl.split(' \\\n')[0]).toBe('curl "$MEDIA_API_BASE_URL/v1/rooms/\\$HOME"');
  });

  it('send a JSON body that survives each language’s quoting', () => {
    const samples = byId(createRoom);
    expect(samples.curl).toContain(`"name": "Bob'\\''s room"`);
    expect(samples.python).toMatch(/^import requests\n/);
    expect(samples.python).toContain('"name": "Bob\'s room"');
    expect(samples.kotlin).toContain('"price": "${"$"}5"');
    expect(samples.kotlin).toContain('.method("POST", body)');
  });

  it('upload files as multipart form data with each language’s form API', () => {
    const samples = byId(upload);
    expect(samples.curl).toContain("--form 'auth_key_file=@auth_key.p8'");
    expect(samples.node).toContain("fs.readFileSync('auth_key.p8')");
    expect(samples.python).toContain('open("auth_key.p8", "rb")');
    expect(samples.go).toContain('writer.CreateFormFile("auth_key_file", "auth_key.p8")');
    expect(samples.csharp).toContain('File.OpenRead("auth_key.p8")');
    expect(samples.kotlin).toContain('File("auth_key.p8").asRequestBody()');
  });

  it('give Kotlin a null body for GET and an empty one for a body-less POST', () => {
    expect(kotlinSample(listRooms)).toContain('.method("GET", null)');
    expect(kotlinSample({...createRoom, body: undefined})).toContain('.method("POST", "".toRequestBody())');
  });
});

/**
 * Every sample of every operation, both locales, checked by the language's own parser where the machine has one
 * (bash, Node, python3, javac) and by tree-sitter's grammar elsewhere (Kotlin, Swift, Go, C#); every example body
 * parses as JSON (tests/contract/openapi-examples.test.ts validates them against their schemas). What passed is
 * recorded for the check of the built pages (tests/e2e/code-checked.spec.ts).
 */
describe('every generated sample parses', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'code-samples-'));
  afterAll(() => rmSync(directory, {recursive: true, force: true}));
  const files: Record<'bash' | 'javascript' | 'python' | 'java', string[]> = {
    bash: [],
    javascript: [],
    python: [],
    java: [],
  };
  /** The samples of each language, to record as checked once its check passed. */
  const checked: Record<string, CheckedBlock[]> = {};
  const parsedBy = {bash: 'bash -n', javascript: 'Node (ES module)', python: 'python3 -m py_compile', java: 'javac'};
  const treeSitter: {language: 'kotlin' | 'swift' | 'go' | 'csharp'; code: string; where: string}[] = [];
  const examples: {code: string; where: string}[] = [];
  const record = (language: string, block: CheckedBlock) => (checked[language] ??= []).push(block);
  const passedChecks: CheckedBlock[] = [];
  afterAll(() => recordChecks('reference-code-samples', passedChecks), 60_000);
  for (const spec of SPEC_NAMES) {
    for (const locale of ['ko', 'en'] as const) {
      const {tags} = reference(await loadApi(spec, locale), spec);
      for (const operation of tags.flatMap((tag) => tag.operations)) {
        // Each sample as generated, and as My values shows it with the token read from the environment.
        const variants = operation.samples.flatMap((sample) => [
          {...sample, variant: 'placeholder'},
          {...sample, variant: 'variable', code: tokenAsVariable(sample.code, sample.language)},
        ]);
        for (const body of [operation.requestBody, ...operation.responses.flatMap((r) => r.bodies)]) {
          for (const example of body?.examples ?? []) {
            if (example.language === 'json')
              examples.push({code: example.value, where: `${spec} ${operation.operationId}`});
          }
        }
        for (const sample of variants) {
          const where = `${spec} ${locale} ${operation.operationId} ${sample.id} (${sample.variant})`;
          if (['kotlin', 'swift', 'go', 'csharp'].includes(sample.language)) {
            treeSitter.push({language: sample.language as 'kotlin', code: sample.code, where});
            continue;
          }
          const extension = {bash: 'sh', javascript: 'mjs', python: 'py', java: 'java'}[sample.language as 'bash'];
          if (!extension) continue;
          record(sample.language, {
            kind: 'parsed',
            how: parsedBy[sample.language as 'bash'],
            lang: sample.language,
            text: sample.code,
            where,
          });
          const name = `${spec}_${locale}_${operation.operationId}_${sample.id}_${sample.variant}`;
          const file = join(directory, `${name}.${extension}`);
          // A Java sample is a method body: javac needs it in a class with the java.net.http imports.
          const code =
            sample.language === 'java'
              ? `import java.net.http.*;\nclass ${name} {\n  static void main(String[] args) throws Exception {\n${sample.code}\n  }\n}\n`
              : sample.code;
          writeFileSync(file, code);
          files[sample.language as keyof typeof files].push(file);
        }
      }
    }
  }

  it('finds samples of each checked language', () => {
    expect(files.bash.length).toBeGreaterThan(50);
    expect(files.javascript.length).toBe(files.bash.length * 2);
    expect(files.python.length).toBe(files.bash.length);
    expect(files.java.length).toBe(files.bash.length);
  });

  // One process per sample: on a busy machine that takes longer than vitest's default.
  it('curl samples pass bash -n', {timeout: 120_000}, () => {
    for (const file of files.bash) execFileSync('bash', ['-n', file]);
    passedChecks.push(...checked.bash!);
  });

  it('JavaScript and Node.js samples parse as ES modules in Node', {timeout: 60_000}, () => {
    // One Node process for all files (`node --check` per file takes a minute): V8 parses each file as a module,
    // which throws on the first syntax error without running or linking it.
    const check = `const vm = require('node:vm'); const fs = require('node:fs');
      for (const file of process.argv.slice(1)) new vm.SourceTextModule(fs.readFileSync(file, 'utf8'), {identifier: file});`;
    execFileSync(process.execPath, ['--experimental-vm-modules', '--no-warnings', '-e', check, ...files.javascript]);
    passedChecks.push(...checked.javascript!);
  });

  it('Python samples compile', () => {
    execFileSync('python3', ['-m', 'py_compile', ...files.python]);
    passedChecks.push(...checked.python!);
  });

  it.runIf(existsSync('/usr/bin/javac'))('Java samples compile with javac', {timeout: 120_000}, () => {
    execFileSync('javac', ['-d', join(directory, 'classes'), ...files.java]);
    passedChecks.push(...checked.java!);
  });

  it('Kotlin, Swift, Go and C# samples parse with tree-sitter', {timeout: 600_000}, async () => {
    const languages = ['kotlin', 'swift', 'go', 'csharp'] as const;
    expect(new Set(treeSitter.map((sample) => sample.language))).toEqual(new Set(languages));
    const errors: string[] = [];
    for (const language of languages) {
      const samples = treeSitter.filter((sample) => sample.language === language);
      const results = await syntaxErrors(
        language,
        samples.map((sample) => sample.code),
      );
      results.forEach((found, index) => {
        const {code, where} = samples[index]!;
        if (found.length > 0) errors.push(`${where}: ${found.join('; ')}`);
        else passedChecks.push({kind: 'parsed', how: treeSitterName(language), lang: language, text: code, where});
      });
    }
    expect(errors).toEqual([]);
  });

  it('example bodies parse as JSON', () => {
    expect(examples.length).toBeGreaterThan(50);
    for (const {code, where} of examples) {
      expect(() => JSON.parse(code), where).not.toThrow();
      passedChecks.push({
        kind: 'parsed',
        how: 'JSON.parse (schemas: openapi-examples.test.ts)',
        lang: 'json',
        text: code,
        where,
      });
    }
  });
});

describe('the token as a variable', () => {
  it('reads ACCESS_TOKEN from the environment in every language', () => {
    const expected: Record<string, string> = {
      curl: '"Authorization: Bearer $ACCESS_TOKEN"',
      javascript: '`Bearer ${process.env.ACCESS_TOKEN}`',
      node: '`Bearer ${process.env.ACCESS_TOKEN}`',
      python: `f"Bearer {os.environ['ACCESS_TOKEN']}"`,
      java: '"Bearer " + System.getenv("ACCESS_TOKEN")',
      kotlin: '"Bearer ${System.getenv("ACCESS_TOKEN")}"',
      swift: '"Bearer \\(ProcessInfo.processInfo.environment["ACCESS_TOKEN"] ?? "")"',
      go: '"Bearer "+os.Getenv("ACCESS_TOKEN")',
      csharp: 'Environment.GetEnvironmentVariable("ACCESS_TOKEN")',
    };
    for (const request of [createRoom, upload]) {
      for (const sample of codeSamples(request)) {
        const code = tokenAsVariable(sample.code, sample.language);
        expect(code, sample.id).toContain(expected[sample.id]);
        expect(code, sample.id).not.toMatch(/Bearer ACCESS_TOKEN|"Bearer", "ACCESS_TOKEN"/);
      }
    }
    expect(tokenAsVariable(codeSamples(createRoom).find((s) => s.id === 'python')!.code, 'python')).toMatch(
      /^import os\nimport requests\n/,
    );
    const go = tokenAsVariable(codeSamples(upload).find((s) => s.id === 'go')!.code, 'go');
    expect(go.match(/^\t"os"$/gm)).toHaveLength(1);
  });
});
