/**
 * Every code block of the current docs, in both locales, checked by a tool that understands it, and a report of how
 * (tests/support/code-blocks.ts has the kinds and the ledger tests/e2e/code-checked.spec.ts holds the built pages
 * to). How a block is checked follows from its language, its meta and its page:
 *
 * - `fragment="<reason>"` in the meta: a declared fragment (the reason must be given);
 * - `file=<rootDir>/<project>/...`: as its example project declares (tests/support/example-projects.ts);
 * - TypeScript of the example areas: type-checked against the area's declarations (tests/support/doc-typescript.ts);
 *   TypeScript of the contract areas must come from an example project (`file=`);
 * - shell that calls the media, chat or push API: run against the Prism mocks, every request valid and every
 *   status a documented response of its operation; other shell: `bash -n`;
 * - Kotlin, Swift, C#, Go, Java: tree-sitter; JSON: parsed, and a body titled with its operation validated against
 *   its schema; HTTP: Node's HTTP parser; Mermaid: mermaid's parser; `text`: CSV (a `.csv` title), a URL, or a list
 *   of routes of the area's declared API.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {loadApi, SPEC_NAMES} from '../support/api';
import {EXAMPLE_CLIENT_ID} from '../../config/product';
import {
  CHECK_KINDS,
  CHECKED_TREES,
  MERMAID_CHECK,
  recordChecks,
  treeBlocks,
  type CheckedBlock,
  type CheckKind,
  type DocBlock,
} from '../support/code-blocks';
import {allDocs} from '../support/docs';
import {areaPaths, areaRoutes} from '../support/area-declarations';
import {checkArea, pageFiles, TYPESCRIPT_LANGS, type AreaCheck, type PageFile} from '../support/doc-typescript';
import {claimProblems, projectOf} from '../support/example-projects';
import {csvProblems, httpMessageProblems, mermaidProblems, routeListProblems, urlProblems} from '../support/parsers';
import {calledServices, runShellBlocks, runsAgainstMocks, setsVariablesOnly} from '../support/shell-blocks';
import {ROOT} from '../support/site';
import {syntaxErrors, treeSitterName, type TreeSitterLanguage} from '../support/tree-sitter';
import {startApiMocks, type ApiMocks} from '../support/api-mocks';
import {ajv, BODY_TITLE, bodySchema, operationAt} from '../support/unit';

/** A block's result: how it was checked, or why it was not (`problems` non-empty fails it). */
interface Verdict {
  readonly kind?: CheckKind;
  readonly how: string;
  readonly problems: readonly string[];
}

const operations = (await Promise.all(SPEC_NAMES.map((name) => loadApi(name, 'en')))).flatMap(
  (model) => model.operations,
);

/** Areas whose every page is `facts: example`: the specification does not cover them (as area-facts.test.ts). */
const EXAMPLE_AREAS = (() => {
  const folders = new Map<string, boolean>();
  for (const doc of allDocs().filter((d) => d.tree.version === 'current')) {
    const folder = doc.id.split('/')[0]!;
    folders.set(folder, (folders.get(folder) ?? true) && doc.frontMatter.facts === 'example');
  }
  return new Set([...folders].filter(([, example]) => example).map(([folder]) => folder));
})();

const TREE_SITTER: Record<string, TreeSitterLanguage> = {
  kotlin: 'kotlin',
  kts: 'kotlin',
  swift: 'swift',
  csharp: 'csharp',
  cs: 'csharp',
  go: 'go',
  java: 'java',
};
const SHELL = new Set(['bash', 'sh', 'shell']);

const areaOf = (block: DocBlock) => block.doc.id.split('/')[0]!;
const failed = (how: string, problems: string[]): Verdict => ({how, problems});
const passed = (kind: CheckKind, how: string, problems: string[] = []): Verdict =>
  problems.length > 0 ? {how, problems} : {kind, how, problems};

/** TypeScript of the example areas, one project per locale, checked per area (memoized). */
const projects = new Map<string, {files: Map<string, PageFile>; problems: string[]; areas: Map<string, AreaCheck>}>();

function typeScriptVerdict(block: DocBlock): Verdict {
  const locale = block.tree.locale;
  if (!projects.has(locale)) {
    const blocks = CHECKED_TREES.filter((tree) => tree.locale === locale)
      .flatMap(treeBlocks)
      .filter(
        (b) => TYPESCRIPT_LANGS.has(b.lang) && EXAMPLE_AREAS.has(areaOf(b)) && !b.file && !('fragment' in b.meta),
      );
    projects.set(locale, {...pageFiles(blocks), areas: new Map()});
  }
  const project = projects.get(locale)!;
  const area = areaOf(block);
  if (!project.areas.has(area)) project.areas.set(area, checkArea(area, locale, project.files));
  const check = project.areas.get(area)!;
  const file = [...project.files.values()].find((f) => f.blocks.some((b) => b.where === block.where));
  if (!file)
    return failed(
      'tsc',
      project.problems.filter((problem) => problem.startsWith(block.where)),
    );
  const declarations = [...check.diagnostics].filter(([name]) => name.startsWith('examples/'));
  const paths = areaPaths(file.area);
  const undeclared = [...block.code.matchAll(/['"`](\/v1\/[^'"`?$]*)/g)]
    .map(([, literal]) => literal!)
    .filter((literal) => !paths.has(literal))
    .map((literal) => `${literal} is not a path of examples/${file.area}'s API declaration`);
  const problems = [
    ...undeclared,
    ...(check.diagnostics.get(file.name) ?? []).map((message) => `${file.name} ${message}`),
    ...declarations.flatMap(([name, messages]) => messages.map((message) => `${name} ${message}`)),
  ];
  return passed('type-checked', `tsc, as ${file.name} of examples/${area}'s declarations`, problems);
}

function jsonVerdict(block: DocBlock): Verdict {
  let value: unknown;
  try {
    value = JSON.parse(block.code);
  } catch (error) {
    return failed('JSON.parse', [(error as Error).message]);
  }
  const title = block.meta.title ?? '';
  if (!BODY_TITLE.test(title)) return passed('parsed', 'JSON.parse');
  const check = ajv.compile(bodySchema(operations, title));
  return passed(
    'parsed',
    `JSON.parse and the schema of ${title}`,
    check(value) ? [] : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message}`),
  );
}

function textVerdict(block: DocBlock): Verdict {
  if (block.meta.title?.endsWith('.csv')) return passed('parsed', 'CSV (d3-dsv)', csvProblems(block.code));
  if (!block.code.trim().includes('\n')) return passed('parsed', 'URL', urlProblems(block.code));
  const {routes, problems} = routeListProblems(block.code);
  if (problems.length === routes.length + problems.length) {
    return failed('none', [
      'a text block holds CSV (title it `*.csv`), a URL or a route list; else declare it a fragment',
    ]);
  }
  const declared = areaRoutes(areaOf(block));
  const unknown = routes
    .filter((route) => !declared.has(`${route.method} ${route.path}`))
    .map((route) => `${route.method} ${route.path} is not a route of examples/${areaOf(block)}'s API declaration`);
  return passed('parsed', `route list of examples/${areaOf(block)}'s API`, [...problems, ...unknown]);
}

/** Every page's shell blocks that call a documented API, run per page (memoized). */
const shellRuns = new Map<string, Promise<Map<DocBlock, Verdict>>>();
let mocks: ApiMocks | undefined;

async function runPageShell(blocks: DocBlock[], projects: string[]): Promise<Map<DocBlock, Verdict>> {
  mocks ??= await startApiMocks(EXAMPLE_CLIENT_ID);
  const verdicts = new Map<DocBlock, Verdict>();
  const {runs} = await runShellBlocks(
    blocks.map((block) => block.code),
    mocks,
    projects,
  ).catch((error: {stderr?: string; message: string}) => {
    for (const block of blocks) verdicts.set(block, failed('bash against the mocks', [error.stderr || error.message]));
    return {runs: []};
  });
  if (verdicts.size > 0) return verdicts;
  blocks.forEach((block, index) => {
    if (calledServices(block.code).length === 0 || setsVariablesOnly(block.code)) {
      verdicts.set(block, passed('parsed', 'run by bash: sets what the page’s calls to the mocks use'));
      return;
    }
    const mine = runs.filter((run) => run.block === index);
    const problems = mine.length === 0 ? ['made no request'] : [];
    for (const run of mine) {
      const url = new URL(run.url);
      const op = operationAt(operations, run.method, url.pathname);
      if (!op) {
        if (url.pathname !== '/oauth2/token') problems.push(`${run.method} ${url.pathname} is no documented operation`);
        continue;
      }
      if (run.violations) problems.push(`${op.operationId}: ${run.violations}`);
      if (!op.operation.responses[String(run.status)]) {
        problems.push(`${op.operationId} answered ${run.status}, which it does not document`);
      }
    }
    const ids = mine.map((run) => operationAt(operations, run.method, new URL(run.url).pathname)?.operationId);
    verdicts.set(
      block,
      passed('ran against a mock', `bash, curl and Node against Prism (${ids.filter(Boolean).join(', ')})`, problems),
    );
  });
  return verdicts;
}

async function shellVerdict(block: DocBlock, page: DocBlock[]): Promise<Verdict> {
  const shell = page.filter((b) => SHELL.has(b.lang) && !('fragment' in b.meta) && !b.file && runsAgainstMocks(b.code));
  if (shell.includes(block) && shell.some((b) => calledServices(b.code).length > 0)) {
    if (!shellRuns.has(block.doc.file + block.tree.locale))
      shellRuns.set(
        block.doc.file + block.tree.locale,
        runPageShell(shell, [...new Set(page.flatMap((b) => (b.file ? [projectOf(b.file).dir] : [])))]),
      );
    return (await shellRuns.get(block.doc.file + block.tree.locale)!).get(block)!;
  }
  try {
    execFileSync('bash', ['-n'], {input: block.code, stdio: ['pipe', 'ignore', 'pipe']});
    return passed('parsed', 'bash -n');
  } catch (error) {
    return failed('bash -n', [String((error as {stderr?: Buffer}).stderr ?? error)]);
  }
}

/** tree-sitter's errors in a block: one parser run per docs tree and language (a grammar takes seconds to load). */
const treeSitterRuns = new Map<string, Promise<Map<string, string[]>>>();

function treeSitterErrors(block: DocBlock, language: TreeSitterLanguage): Promise<string[]> {
  const key = `${block.tree.dir} ${language}`;
  if (!treeSitterRuns.has(key)) {
    const blocks = treeBlocks(block.tree).filter(
      (b) => TREE_SITTER[b.lang] === language && !('fragment' in b.meta) && !b.file,
    );
    const run = syntaxErrors(
      language,
      blocks.map((b) => b.code),
    ).then((results) => new Map(blocks.map((b, index) => [b.where, results[index]!])));
    treeSitterRuns.set(key, run);
  }
  return treeSitterRuns.get(key)!.then((errors) => errors.get(block.where)!);
}

/** Where a contract page's TypeScript still comes from its Markdown instead of an example project. */
const leftToExampleProjects = (block: DocBlock) =>
  TYPESCRIPT_LANGS.has(block.lang) && !EXAMPLE_AREAS.has(areaOf(block)) && !block.file && !('fragment' in block.meta);

async function verdictOf(block: DocBlock, page: DocBlock[]): Promise<Verdict> {
  if ('fragment' in block.meta) {
    return block.meta.fragment!.trim()
      ? {kind: 'declared fragment', how: `fragment: ${block.meta.fragment}`, problems: []}
      : failed('fragment', ['fragment="" must give the reason']);
  }
  if (block.file) {
    const project = projectOf(block.file);
    return passed(project.check, `${project.test} (examples/${project.name})`, claimProblems(project));
  }
  if (TYPESCRIPT_LANGS.has(block.lang)) {
    return EXAMPLE_AREAS.has(areaOf(block))
      ? typeScriptVerdict(block)
      : failed('none', ['TypeScript of a contract page: show it from an example project (`file=`)']);
  }
  if (SHELL.has(block.lang)) return shellVerdict(block, page);
  const grammar = TREE_SITTER[block.lang];
  if (grammar) return passed('parsed', treeSitterName(grammar), await treeSitterErrors(block, grammar));
  if (block.lang === 'json') return jsonVerdict(block);
  if (block.lang === 'http') return passed('parsed', 'HTTP message (llhttp)', httpMessageProblems(block.code));
  if (block.lang === 'mermaid') return passed(MERMAID_CHECK.kind, MERMAID_CHECK.how, await mermaidProblems(block.code));
  if (block.lang === 'text') return textVerdict(block);
  return failed('none', [`no check knows the language ${JSON.stringify(block.lang)}`]);
}

const checked: CheckedBlock[] = [];
const counts = new Map<string, number>();

afterAll(async () => {
  recordChecks('doc-code-blocks', checked);
  await mocks?.stop();
  const lines = CHECKED_TREES.map((tree) => {
    const byKind = CHECK_KINDS.map((kind) => `${counts.get(`${tree.locale} ${kind}`) ?? 0} ${kind}`).join(', ');
    return `  ${tree.dir}: ${byKind}, ${counts.get(`${tree.locale} unchecked`) ?? 0} unchecked`;
  });
  console.log(`code blocks of the current docs, by check:\n${lines.join('\n')}`);
});

for (const tree of CHECKED_TREES) {
  const blocks = treeBlocks(tree);
  const pages = [...new Set(blocks.map((block) => block.doc.file))].map((file) =>
    blocks.filter((block) => block.doc.file === file),
  );

  describe(`code blocks of ${tree.dir}`, () => {
    it.each(pages.map((page) => [path.relative(ROOT, page[0]!.doc.file), page] as const))(
      '%s: every block is checked',
      {timeout: 120_000},
      async (source, page) => {
        const report: string[] = [];
        const unchecked: string[] = [];
        for (const block of page) {
          const verdict = leftToExampleProjects(block)
            ? failed('none', ['left to the example projects (examples branch)'])
            : await verdictOf(block, page);
          const label = `#${block.position} ${block.lang || '(none)'}`;
          if (verdict.kind && verdict.problems.length === 0) {
            checked.push({
              kind: verdict.kind,
              how: verdict.how,
              lang: block.lang,
              text: block.code,
              where: block.where,
              route: block.route,
            });
            counts.set(`${tree.locale} ${verdict.kind}`, (counts.get(`${tree.locale} ${verdict.kind}`) ?? 0) + 1);
            report.push(`  ${label}: ${verdict.kind} (${verdict.how})`);
          } else {
            counts.set(`${tree.locale} unchecked`, (counts.get(`${tree.locale} unchecked`) ?? 0) + 1);
            report.push(`  ${label}: UNCHECKED (${verdict.how}) ${verdict.problems.join('; ')}`);
            if (!leftToExampleProjects(block))
              unchecked.push(`${block.where} (${block.lang}): ${verdict.problems.join('\n    ')}`);
          }
        }
        console.log(`${source}\n${report.join('\n')}`);
        expect(unchecked).toEqual([]);
      },
    );

    it('shows the TypeScript of the contract pages from example projects', () => {
      const left = blocks.filter(leftToExampleProjects).map((block) => `${block.where} (${block.lang})`);
      expect(left, `${left.length} TypeScript block(s) of the contract pages are not yet shown from examples/`).toEqual(
        [],
      );
    });
  });
}
