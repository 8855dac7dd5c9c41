/**
 * The example projects under examples/ and how each is checked, as its package.json declares it:
 *
 *   "docs": {"check": "ran against a mock", "test": "tests/code/video-meeting-example.test.ts"}
 *
 * `check` is `ran against a mock` (the test runs the project's code against the contract mocks) or
 * `type-checked` (the test, or `npm run typecheck`, compiles it). A `file=` block showing one of the project's files
 * counts as that kind; `verifyClaim` holds the claim to the test file it names.
 */
import fs from 'node:fs';
import path from 'node:path';
import {EXAMPLES_DIR, type CheckKind} from './code-blocks';
import {ROOT} from './site';

export interface ExampleProject {
  readonly name: string;
  readonly dir: string;
  readonly check: Extract<CheckKind, 'ran against a mock' | 'type-checked'>;
  /** The test file that runs or type-checks it, relative to the repository root. */
  readonly test: string;
}

/** The project a file of examples/ belongs to: the folder right under examples/. */
export function projectOf(file: string): ExampleProject {
  const relative = path.relative(EXAMPLES_DIR, path.resolve(ROOT, file));
  const name = relative.split(path.sep)[0]!;
  const manifest = path.join(EXAMPLES_DIR, name, 'package.json');
  if (!fs.existsSync(manifest)) throw new Error(`examples/${name} has no package.json saying how it is checked`);
  const {docs} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {docs?: {check?: string; test?: string}};
  if (docs?.check !== 'ran against a mock' && docs?.check !== 'type-checked') {
    throw new Error(`examples/${name}/package.json: docs.check must be "ran against a mock" or "type-checked"`);
  }
  if (!docs.test) throw new Error(`examples/${name}/package.json: docs.test must name the test that checks it`);
  return {name, dir: path.join(EXAMPLES_DIR, name), check: docs.check, test: docs.test};
}

/**
 * What is wrong with a project's claim: its test file must exist and import the project's modules, and a test
 * that claims to run them against the mocks must start the mocks.
 */
export function claimProblems(project: ExampleProject): string[] {
  const test = path.join(ROOT, project.test);
  if (!fs.existsSync(test)) return [`examples/${project.name}: its test ${project.test} does not exist`];
  const source = fs.readFileSync(test, 'utf8');
  const problems: string[] = [];
  if (!source.includes(`examples/${project.name}/`)) {
    problems.push(`${project.test} does not import examples/${project.name}`);
  }
  // The mocks start in the test itself or through the example projects' harness (tests/support/example-runs.ts).
  if (project.check === 'ran against a mock' && !/\b(startApiMocks|useExampleRun)\(/.test(source)) {
    problems.push(`${project.test} claims to run examples/${project.name} against the mocks but starts none`);
  }
  return problems;
}
