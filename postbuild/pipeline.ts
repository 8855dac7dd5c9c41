/**
 * The post-build pipeline: streams the built HTML pages one at a time. Each page is read once and parsed once with
 * rehype-parse, its tree goes to every step's `page` hook in the order `steps.ts` lists them, and the tree is
 * dropped before the next page is read, so memory stays flat however many pages the site has. After the last page
 * each step's `finish` runs, in the same order.
 *
 * A step that must change a page after seeing all of them (the search manifest <meta> names files hashed over
 * every page) asks for the place while it sees the page (`BuiltPage.appendLater`) and adds the element from its
 * `finish`. The `writeChangedPages` step then rewrites those pages from the bytes on disk with each element's HTML
 * inserted, so everything else keeps its bytes; nothing is parsed a second time. Pages nothing was added to are
 * not written.
 *
 * The page loop runs on the main thread, one page after another. Work that needs no page runs beside it on worker
 * threads: a step's `start` hook, called before the first page is read, may start such work (precompression starts
 * with the files already final, the scripts and styles), and its `finish` awaits it. A step that starts work so
 * must check, when it finishes, that what it read is still what the steps before it left.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Element, Root} from 'hast';
import {selectAll} from 'hast-util-select';
import {toHtml} from 'hast-util-to-html';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {takeLocaleFacts, type LocaleFacts} from '../plugins/postbuild-facts';

/** A locale's build: its facts and its output folder, relative to the build folder ('' for the default locale). */
export interface LocaleBuild extends LocaleFacts {
  readonly dir: string;
}

/** Adds an element where `BuiltPage.appendLater` said, in the file the final write pass writes. */
export type AppendLater = (node: Element) => void;

export interface BuiltPage {
  /** The build folder. */
  readonly buildDir: string;
  /** The file, relative to the build folder, with `/` separators (`en/api-media.html`). */
  readonly file: string;
  /** The path the page is served at (`/en/api-media`). */
  readonly route: string;
  /** The locale build the page belongs to; undefined for a build without the postbuild-facts plugin. */
  readonly locale: LocaleBuild | undefined;
  /** The page's tree, for the `page` hooks only: it is dropped once every hook has seen the page. */
  readonly tree: Root;
  /**
   * The end of `parent`, an element of `tree`: the returned function adds an element as its last child in the
   * written file, from a step's `finish` (after the tree is gone). What is added is never a script: the CSP
   * step has hashed the page's scripts by then.
   */
  appendLater(parent: Element): AppendLater;
}

/** What is added to a page: the HTML inserted at an offset of the file as read. */
interface Insertion {
  readonly offset: number;
  readonly html: string;
}

/** A page the final write pass rewrites: its length as read (to check it is unchanged) and what is added. */
export interface ChangedPage {
  readonly file: string;
  readonly length: number;
  readonly insertions: readonly Insertion[];
}

export interface Build {
  readonly dir: string;
  /** How many pages the steps saw. */
  readonly pageCount: number;
  /** The pages an element was added to, in file order; filled by the `finish` hooks before `writeChangedPages`. */
  readonly changed: readonly ChangedPage[];
}

/** What a run did: how long reading and parsing the pages and each step (its `page` hooks and `finish`) took (ms). */
export interface PipelineRun extends Build {
  readonly timings: readonly {readonly name: string; readonly ms: number; readonly summary?: string}[];
}

export interface PostBuildStep {
  readonly name: string;
  /**
   * Called once before the first page is read, in the steps' order: starts work that needs no page (on worker
   * threads, beside the page loop), which the step's `finish` awaits. Its own time counts to the step.
   */
  start?(build: Pick<Build, 'dir'>): void | Promise<void>;
  /** Called for every page, in file order, right after the steps before it saw the page. */
  page?(page: BuiltPage): void | Promise<void>;
  /** Called once, after every page was seen and the steps before it finished; may say in a few words what it did. */
  finish?(build: Build): void | string | Promise<void | string>;
}

export interface PipelineOptions {
  /** Where the postbuild-facts plugin left each locale's facts (`plugins/postbuild-facts`); none: no locale facts. */
  readonly factsDir?: string;
}

/**
 * The path a built file is served at (`trailingSlash: false`), `file` relative to the folder served at `baseUrl`:
 * `x.html` and `x/index.html` serve `<baseUrl>x`, `index.html` serves the base URL itself (`/`, `/en/`).
 */
export function routeOf(baseUrl: string, file: string): string {
  const route = file
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '')
    .replace(/\/$/, '');
  return `${baseUrl}${route}`;
}

/** Every .html file under a folder, relative to it, sorted. */
export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .sort();
}

const parser = unified().use(rehypeParse);

/** A built page's HTML as the tree the steps read. */
export function parseHtml(html: string): Root {
  return parser.parse(html);
}

/**
 * `parseHtml` as the pipeline runs it, on the same libraries imported dynamically. Under tsx (postbuild/run.ts)
 * this CommonJS module's static imports load ES modules compiled to CommonJS, in which every imported name is read
 * through a getter call: parse5's tokenizer runs at half its speed (today's pages: 16 ms each instead of 8). An
 * `import()` leaves them ES modules, loaded by Node itself.
 */
export async function pageParser(): Promise<(html: string) => Root> {
  const [{unified: nativeUnified}, {default: nativeRehypeParse}] = await Promise.all([
    import('unified'),
    import('rehype-parse'),
  ]);
  const native = nativeUnified().use(nativeRehypeParse);
  return (html) => native.parse(html);
}

/** The locale builds of `buildDir` whose facts were left by plugins/postbuild-facts, deepest first; removes them. */
function takeLocaleBuilds(buildDir: string, factsDir: string | undefined): LocaleBuild[] {
  if (factsDir === undefined) return [];
  return takeLocaleFacts(factsDir, buildDir)
    .map(({outDir, ...facts}) => {
      const dir = path.relative(buildDir, outDir);
      return {...facts, dir: dir.split(path.sep).join('/')};
    })
    .sort((a, b) => b.dir.length - a.dir.length);
}

/** The HTML of an element added to a page, as the build writes it. */
function htmlOf(node: Element): string {
  if (node.tagName === 'script' || selectAll('script', node).length > 0) {
    throw new Error(`post-build: a <script> is added after the CSP step hashed the page's scripts`);
  }
  return toHtml(node, {characterReferences: {useNamedReferences: true}});
}

/** Where elements are added to a page after its tree is gone; it keeps offsets and HTML only, never the source. */
class PageChanges implements ChangedPage {
  readonly insertions: Insertion[] = [];
  constructor(
    readonly file: string,
    readonly length: number,
  ) {}

  /** Adds elements at `offset` of the file as read. */
  at(offset: number): AppendLater {
    return (node) => void this.insertions.push({offset, html: htmlOf(node)});
  }

  /** The file as read with every added element's HTML in place, in the order they were added. */
  serialise(source: string): string {
    if (source.length !== this.length) throw new Error(`post-build: ${this.file} changed on disk during the pipeline`);
    let html = '';
    let at = 0;
    for (const {offset, html: added} of [...this.insertions].sort((a, b) => a.offset - b.offset)) {
      html += `${source.slice(at, offset)}${added}`;
      at = offset;
    }
    return `${html}${source.slice(at)}`;
  }
}

/**
 * The final write pass: rewrites the pages an element was added to, from the bytes on disk (unchanged since they
 * were read). Listed as a step so that the order of `steps.ts` says which steps read the pages as written.
 */
export const writeChangedPages: PostBuildStep = {
  name: 'changed pages',
  finish({dir, changed}) {
    let written = 0;
    for (const page of changed) {
      if (!(page instanceof PageChanges) || page.insertions.length === 0) continue;
      const file = path.join(dir, page.file);
      fs.writeFileSync(file, page.serialise(fs.readFileSync(file, 'utf8')));
      written += 1;
    }
    return `${written} written`;
  },
};

/**
 * Streams every page of the build through the steps' `page` hooks in their order, one page in memory at a time,
 * then runs their `finish` hooks in the same order.
 */
export async function runPipeline(
  buildDir: string,
  steps: readonly PostBuildStep[],
  options: PipelineOptions = {},
): Promise<PipelineRun> {
  const locales = takeLocaleBuilds(buildDir, options.factsDir);
  const files = htmlFiles(buildDir);
  const parse = await pageParser();
  const changed: PageChanges[] = [];
  const pageMs = steps.map(() => 0);
  let started = performance.now();
  for (const [index, step] of steps.entries()) {
    const before = performance.now();
    await step.start?.({dir: buildDir});
    pageMs[index]! += performance.now() - before;
  }
  for (const file of files) {
    const page = readPage(buildDir, file, locales, parse, (changes) => changed.push(changes));
    for (const [index, step] of steps.entries()) {
      if (!step.page) continue;
      const before = performance.now();
      await step.page(page);
      pageMs[index]! += performance.now() - before;
    }
  }
  const hooksMs = pageMs.reduce((sum, ms) => sum + ms, 0);
  const timings: {name: string; ms: number; summary?: string}[] = [
    {name: 'reading and parsing', ms: performance.now() - started - hooksMs, summary: `${files.length} pages`},
  ];
  const build: Build = {dir: buildDir, pageCount: files.length, changed};
  for (const [index, step] of steps.entries()) {
    started = performance.now();
    const summary = (await step.finish?.(build)) ?? undefined;
    timings.push({name: step.name, ms: pageMs[index]! + performance.now() - started, ...(summary ? {summary} : {})});
  }
  return {...build, timings};
}

/** Reads and parses one page; `onChange` receives its changes when a step first asks to add to it. */
function readPage(
  buildDir: string,
  file: string,
  locales: readonly LocaleBuild[],
  parse: (html: string) => Root,
  onChange: (changes: PageChanges) => void,
): BuiltPage {
  const posix = file.split(path.sep).join('/');
  const locale = locales.find(({dir}) => dir === '' || posix.startsWith(`${dir}/`));
  const route = locale
    ? routeOf(locale.baseUrl, posix.slice(locale.dir === '' ? 0 : locale.dir.length + 1))
    : routeOf('/', posix);
  const source = fs.readFileSync(path.join(buildDir, file), 'utf8');
  let changes: PageChanges | undefined;
  return {
    buildDir,
    file: posix,
    route,
    locale,
    tree: parse(source),
    appendLater(parent) {
      const endTag = `</${parent.tagName}>`;
      const end = parent.position?.end.offset;
      if (end === undefined || source.slice(end - endTag.length, end).toLowerCase() !== endTag) {
        throw new Error(`post-build: ${posix}: <${parent.tagName}> has no end tag to add an element before`);
      }
      if (!changes) onChange((changes = new PageChanges(posix, source.length)));
      // The returned function holds the page's changes and the offset only: the source and tree can go.
      return changes.at(end - endTag.length);
    },
  };
}
