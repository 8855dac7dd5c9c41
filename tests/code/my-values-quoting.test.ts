/**
 * My values puts a reader's value into code as data in every sample language. Each sample is run twice, in the
 * language itself where it is installed (bash, Node, Python): once with plain marker values and once with each
 * hostile value; the hostile run must make exactly the calls of the marker run, with the hostile value in place of
 * the marker, byte for byte, and run nothing else. Every external command in the shell runs is a recorded stub.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {reference} from '../../plugins/api-reference/resolve';
import {SPEC_NAMES, loadApi} from '../support/api';
import {MY_VALUES} from '../../config/myValues';
import * as literal from '../../plugins/my-values/theme/MyValues/literals';
import {
  MY_VALUE_KEYS,
  myValuesApplier,
  type MyValueKey,
  type MyValues,
} from '../../plugins/my-values/theme/MyValues/values';
import {allDocs} from '../support/docs';
import {codeBlocks} from '../support/unit';

const applyMyValues = myValuesApplier(MY_VALUES);
const EXAMPLE_VALUES = MY_VALUES.examples;

const HOSTILE = [
  '$(touch pwned)',
  '$(touch /tmp/pwned)',
  '`touch pwned`',
  "'",
  '"',
  '\\',
  'line\nbreak',
  '; rm -rf ~',
  '</script>',
  '내 애플리케이션',
  '🙂',
  '${HOME}{0}%s\u2028',
  `'"\`$(touch pwned)\\\n; rm -rf ~ """#`,
];

/** Plain values that mark where each value landed in the marker run. */
const MARKERS: Record<MyValueKey, string> = {
  mediaBaseUrl: 'https://marker-media.test',
  chatBaseUrl: 'https://marker-chat.test',
  pushBaseUrl: 'https://marker-push.test',
  applicationId: 'markerApplication',
  userId: 'markerUser',
};

/**
 * The shell runs fork once per run, so they take the hostile set in fewer values: all of it in one, and the
 * characters that end or start something in the shell on their own.
 */
const SHELL_HOSTILE = [HOSTILE.join(''), "'", '"\\\n', '$(touch pwned)`touch pwned`; rm -rf ~', '내 애플리케이션🙂'];

const everyKey = (value: string): MyValues => Object.fromEntries(MY_VALUE_KEYS.map((key) => [key, value]));

/**
 * Whether `actual` (hostile run) is `expected` (marker run) with `value` for every marker: strings compared after
 * replacing, JSON text compared as parsed JSON (its strings escape the value), arrays and objects member by member.
 */
function withValue(expected: unknown, value: string): unknown {
  if (typeof expected === 'string') {
    if (/^\s*[{[]/.test(expected)) {
      try {
        return {json: withValue(JSON.parse(expected), value)};
      } catch {
        // Not JSON after all: compared as text.
      }
    }
    return Object.values(MARKERS).reduce((text, marker) => text.split(marker).join(value), expected);
  }
  if (Array.isArray(expected)) return expected.map((item) => withValue(item, value));
  if (expected !== null && typeof expected === 'object')
    return Object.fromEntries(Object.entries(expected).map(([key, item]) => [key, withValue(item, value)]));
  return expected;
}

/** The hostile run made the marker run's calls with the value for each marker (JSON text compared parsed). */
function expectSameCalls(marker: unknown[], hostile: unknown[], value: string, label: string) {
  // Commands in a pipeline run at once: their order is not the sample's.
  const calls = (run: unknown[]) => run.map((call) => JSON.stringify(withValue(call, value))).sort();
  expect(calls(hostile), label).toEqual(calls(marker));
}

interface Sample {
  name: string;
  language: string;
  code: string;
}

const referenceSamples: Sample[] = [];
for (const spec of SPEC_NAMES) {
  const {tags} = reference(await loadApi(spec, 'ko'), spec);
  for (const operation of tags.flatMap((tag) => tag.operations))
    for (const sample of operation.samples)
      referenceSamples.push({name: `${spec} ${operation.operationId} ${sample.id}`, ...sample});
}

/** Every guide code block that shows an example value or reads one from a variable. */
const USES_A_VALUE = new RegExp(
  [
    ...Object.values(EXAMPLE_VALUES),
    '\\$\\{?(?:[A-Z]+_API_BASE_URL|APPLICATION_ID)',
    'process\\.env\\.(?:[A-Z]+_API_BASE_URL|APPLICATION_ID)',
  ].join('|'),
);
const guideSamples: Sample[] = allDocs().flatMap((doc) =>
  codeBlocks(doc.body)
    .filter((block) => USES_A_VALUE.test(block.code))
    .map((block, index) => ({name: `${doc.file} #${index}`, language: block.lang, code: block.code})),
);

const samplesIn = (samples: Sample[], languages: string[]) =>
  samples.filter((sample) => languages.includes(sample.language));

describe('the samples My values fills', () => {
  it('include the reference’s and the guides’ in every language', () => {
    expect(samplesIn(referenceSamples, ['bash']).length).toBeGreaterThan(50);
    expect(new Set(referenceSamples.map((sample) => sample.language)).size).toBe(8);
    expect(samplesIn(guideSamples, ['bash']).length).toBeGreaterThan(50);
    expect(samplesIn(guideSamples, ['json']).length).toBeGreaterThan(20);
  });

  it('change with each value wherever its example or variable stands, in every language', () => {
    for (const sample of [...referenceSamples, ...guideSamples]) {
      if (sample.language === 'csharp' && !sample.code.includes(EXAMPLE_VALUES.mediaBaseUrl)) continue;
      expect(applyMyValues(sample.code, MARKERS, sample.language), sample.name).not.toBe(sample.code);
    }
  });
});

describe('a shell sample run in bash', () => {
  const sandbox = mkdtempSync(join(tmpdir(), 'my-values-shell-'));
  afterAll(() => rmSync(sandbox, {recursive: true, force: true}));
  const home = join(sandbox, 'home');
  const samplesDir = join(sandbox, 'samples');
  const callsDir = join(sandbox, 'calls');
  mkdirSync(home);
  mkdirSync(samplesDir);
  mkdirSync(callsDir);
  writeFileSync(join(home, 'canary'), '');

  const samples = [...samplesIn(referenceSamples, ['bash']), ...samplesIn(guideSamples, ['bash'])];
  const variants = ['marker', ...SHELL_HOSTILE];
  const files: string[] = [];
  samples.forEach((sample, s) =>
    variants.forEach((variant, v) => {
      const values = variant === 'marker' ? MARKERS : everyKey(variant);
      const file = join(samplesDir, `${s}-${v}.sh`);
      writeFileSync(file, applyMyValues(sample.code, values, sample.language));
      files.push(file);
    }),
  );

  // One bash for all runs: each sample in its own subshell, with no PATH, so every external command (curl, touch,
  // rm, jq…) is only recorded by command_not_found_handle; curl records its arguments, and after the sample every
  // exported variable is recorded with its value (a block that only sets the environment is checked too). Each call is recorded in a
  // file of its own, <run>.<call>, created exclusively (noclobber opens it with O_EXCL): the commands of a pipeline
  // run at once, and bash writes a record that holds a newline in more than one write, so records sharing one pipe
  // could interleave. The loop prints each run's number once the run is over.
  const script = `
    export HOME=${literal.shellWord(home)}
    cd "$HOME" || exit 1
    PATH=/nonexistent
    record() {
      local -
      local line=$1 n=0
      shift
      for arg; do line+=$'\\x1e'"$arg"; done
      set -o noclobber
      until printf '%s' "$line" 2>/dev/null >"$recorded_calls.$n"; do
        [[ -e $recorded_calls.$n ]] || return 1
        n=$((n + 1))
      done
    }
    command_not_found_handle() { record "ran $1" "\${@:2}"; return 127; }
    curl() { record curl "$@"; }
    run=0
    for file in "$@"; do
      recorded_calls=${literal.shellWord(callsDir)}/$run
      ( . "$file"; for name in $(compgen -e); do record "exported $name" "\${!name}"; done ) </dev/null >/dev/null 2>&1
      printf '%s\\n' "$run"
      run=$((run + 1))
    done`;
  const finished = execFileSync('bash', ['--noprofile', '--norc', '-c', script, 'bash', ...files], {
    env: {},
    encoding: 'utf8',
  });
  /** Each run's calls, each call as its name and arguments. */
  const runs = files.map((): string[][] => []);
  for (const call of readdirSync(callsDir))
    runs[Number(call.split('.')[0])]!.push(readFileSync(join(callsDir, call), 'utf8').split('\x1e'));

  it(`runs every sample with every value in one process (${files.length} runs)`, () => {
    expect(finished.split('\n').slice(0, -1)).toEqual(files.map((_, run) => String(run)));
  });

  it('passes every value to curl and to the variables it exports byte for byte, and runs nothing it carries', () => {
    samples.forEach((sample, s) => {
      const marker = runs[s * variants.length]!;
      expect(marker.length, `${sample.name} calls something`).toBeGreaterThan(0);
      SHELL_HOSTILE.forEach((value, h) => {
        const hostile = runs[s * variants.length + h + 1]!;
        expectSameCalls(marker, hostile, value, `${sample.name} with ${JSON.stringify(value)}`);
      });
    });
  });

  it('leaves the sandbox and /tmp as they were', () => {
    expect(readdirSync(home)).toEqual(['canary']);
    expect(existsSync('/tmp/pwned')).toBe(false);
  });
});

describe('a JavaScript sample run in Node', () => {
  const recordCalls = (code: string): unknown[] => {
    const calls: unknown[] = [];
    const fetch = (url: string, init: {body?: unknown} = {}) => {
      const body =
        init.body instanceof FormData
          ? [...(init.body as unknown as Iterable<[string, unknown]>)].map(([name, value]) => [name, String(value)])
          : init.body;
      calls.push({url, ...init, body});
      return Promise.resolve(new Response('{}'));
    };
    const fs = {readFileSync: () => Buffer.from(''), createReadStream: () => 'file'};
    new Function('fetch', 'fs', 'require', code.replace(/^import .*$/gm, ''))(fetch, fs, () => fs);
    return calls;
  };

  it('sends every value byte for byte', () => {
    for (const sample of samplesIn(referenceSamples, ['javascript'])) {
      const marker = recordCalls(applyMyValues(sample.code, MARKERS, sample.language));
      expect(marker.length, sample.name).toBe(1);
      for (const value of HOSTILE) {
        const hostile = recordCalls(applyMyValues(sample.code, everyKey(value), sample.language));
        expectSameCalls(marker, hostile, value, `${sample.name} with ${JSON.stringify(value)}`);
      }
    }
  });
});

describe('a Python sample run in Python', () => {
  const directory = mkdtempSync(join(tmpdir(), 'my-values-python-'));
  afterAll(() => rmSync(directory, {recursive: true, force: true}));
  const samples = samplesIn(referenceSamples, ['python']);
  const variants = ['marker', ...HOSTILE];
  const codes = samples.flatMap((sample) =>
    variants.map((variant) =>
      applyMyValues(sample.code, variant === 'marker' ? MARKERS : everyKey(variant), sample.language),
    ),
  );
  writeFileSync(join(directory, 'samples.json'), JSON.stringify(codes));
  // A stand-in `requests` records each call; `open` gives an empty file for uploads.
  const runner = `
import io, json, sys, types
calls = []
requests = types.ModuleType('requests')
def record(method):
    def call(url, **kwargs):
        calls[-1].append({'method': method, 'url': url, **{k: v for k, v in kwargs.items() if k != 'files'}})
    return call
for method in ['get', 'post', 'put', 'patch', 'delete']:
    setattr(requests, method, record(method))
sys.modules['requests'] = requests
for code in json.load(open(sys.argv[1], encoding='utf-8')):
    calls.append([])
    exec(code, {'open': lambda *args, **kwargs: io.BytesIO(b'')})
print(json.dumps(calls))`;
  const runs = JSON.parse(
    execFileSync('python3', ['-c', runner, join(directory, 'samples.json')], {encoding: 'utf8'}),
  ) as unknown[][];

  it('sends every value byte for byte', () => {
    samples.forEach((sample, s) => {
      const marker = runs[s * variants.length]!;
      expect(marker.length, sample.name).toBe(1);
      HOSTILE.forEach((value, h) =>
        expectSameCalls(marker, runs[s * variants.length + h + 1]!, value, `${sample.name} with ${value}`),
      );
    });
  });
});

describe('a JSON sample', () => {
  it('parses to the same JSON with the value in its strings', () => {
    for (const sample of samplesIn(guideSamples, ['json'])) {
      const marker: unknown = JSON.parse(applyMyValues(sample.code, MARKERS, 'json'));
      for (const value of HOSTILE)
        expect(withValue(JSON.parse(applyMyValues(sample.code, everyKey(value), 'json')), value), sample.name).toEqual(
          withValue(marker, value),
        );
    }
  });
});

describe('string literals of languages not installed here', () => {
  const each = (encode: (text: string) => string | undefined) => HOSTILE.map((value) => encode(value));

  it('escape every special character of Go, Kotlin, Swift and C#', () => {
    const sample = `'"\`$\\\n{}`;
    expect(literal.goQuoted(sample)).toBe(`'\\"\`$\\\\\\n{}`);
    expect(literal.goRaw(sample)).toBe(`'"\` + "\`" + \`$\\\n{}`);
    expect(literal.kotlinQuoted(sample)).toBe(`'\\"\`\\$\\\\\\n{}`);
    expect(literal.kotlinRaw(sample)).toBe(`'\${'"'}\`\${'$'}\\\n{}`);
    expect(literal.swiftQuoted(sample)).toBe(`'\\"\`$\\\\\\n{}`);
    expect(literal.swiftExtended('#', true)(sample)).toBe(`'\\#("\\"")\`$\\#("\\\\")\n{}`);
    expect(literal.csharpQuoted(true)(sample)).toBe(`'\\"\`$\\\\\\n{{}}`);
    expect(literal.csharpVerbatim(false)(sample)).toBe(`'""\`$\\\n{}`);
    expect(literal.csharpRaw(false)('a""b')).toBeUndefined();
    expect(literal.commentText('a\n*/b')).toBe('a * /b');
  });

  it('never let a value end a literal that cannot escape, in every language', () => {
    for (const encoded of each(literal.goRaw))
      expect(encoded!.replace(/` \+ "(?:[^"\\]|\\.)*" \+ `/g, '')).not.toMatch(/[`\r]/);
    for (const encoded of each(literal.kotlinRaw)) expect(encoded!.replace(/\$\{'.'\}/g, '')).not.toMatch(/[$"]/);
    for (const encoded of each(literal.swiftExtended('#', false)))
      expect(encoded!.replace(/\\#\("(?:[^"\\]|\\.)*"\)/g, '')).not.toMatch(/[\\"\n]/);
  });
});

describe('string literals run in their language', () => {
  it('JavaScript literals evaluate to the value', () => {
    for (const value of HOSTILE) {
      expect(new Function(`return '${literal.jsQuoted("'")(value)}'`)()).toBe(value);
      expect(new Function(`return "${literal.jsQuoted('"')(value)}"`)()).toBe(value);
      expect(new Function(`const HOME = 'x'; return \`${literal.jsTemplate(value)}\``)()).toBe(value);
      expect(JSON.parse(`"${literal.jsonString(value)}"`)).toBe(value);
    }
  });

  it('Python literals evaluate to the value', () => {
    const literals = HOSTILE.flatMap((value) => [
      `'${literal.pythonQuoted("'", false)(value)}'`,
      `"${literal.pythonQuoted('"', false)(value)}"`,
      `"""${literal.pythonQuoted('"', false)(value)}"""`,
      `f"${literal.pythonQuoted('"', true)(value)}"`,
      `r"${literal.pythonRaw('"', 'r')(value)}"`,
    ]);
    const printed = execFileSync('python3', ['-c', `import json\nprint(json.dumps([${literals.join(', ')}]))`], {
      encoding: 'utf8',
    });
    expect(JSON.parse(printed)).toEqual(HOSTILE.flatMap((value) => Array<string>(5).fill(value)));
  });

  it.runIf(existsSync('/usr/bin/java'))('Java literals evaluate to the value', () => {
    const directory = mkdtempSync(join(tmpdir(), 'my-values-java-'));
    try {
      const lines = HOSTILE.flatMap((value) => [
        `out.add("${literal.javaQuoted(value)}");`,
        // A text block drops white space at the end of a line; in samples a value is followed by its JSON quote.
        `out.add("""\n${literal.javaQuoted(value)}|""".replaceFirst("[|]$", ""));`,
      ]);
      writeFileSync(
        join(directory, 'Literals.java'),
        `import java.util.*;\nclass Literals { public static void main(String[] a) throws Exception {\nList<String> out = new ArrayList<>();\n${lines.join('\n')}\nfor (String s : out) { System.out.write(s.getBytes("UTF-8")); System.out.write(0); }\nSystem.out.flush(); } }`,
      );
      const printed = execFileSync('java', [join(directory, 'Literals.java')], {encoding: 'utf8'});
      expect(printed.split('\0').slice(0, -1)).toEqual(HOSTILE.flatMap((value) => [value, value]));
    } finally {
      rmSync(directory, {recursive: true, force: true});
    }
  });
});
