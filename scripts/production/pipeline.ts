/**
 * The post-build pipeline: reads every built HTML page once, parses it once with rehype-parse, and hands the
 * same tree to each step in the order `steps.ts` lists them. A step visits every page, then finishes
 * (writes what it gathered) before the next step starts, so a step sees every change the steps before it made.
 *
 * A step may add an element to a page (`BuiltPage.append`); the page is then written back as it was read with the
 * element's HTML inserted, so everything else keeps its bytes. Pages no step changed are not written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Element, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {FACTS_FILE, type LocaleFacts} from '../../plugins/post-build';

/** A locale's build: its facts and its output folder, relative to the build folder ('' for the default locale). */
export interface LocaleBuild extends LocaleFacts {
  readonly dir: string;
}

export interface BuiltPage {
  /** The file, relative to the build folder, with `/` separators (`en/api-media.html`). */
  readonly file: string;
  /** The path the page is served at (`/en/api-media`). */
  readonly route: string;
  /** The locale build the page belongs to; undefined for a build without the post-build plugin. */
  readonly locale: LocaleBuild | undefined;
  readonly tree: Root;
  /** Adds `node` as the last child of `parent`, an element of `tree`, in the tree and in the written file. */
  append(parent: Element, node: Element): void;
}

export interface Build {
  readonly dir: string;
  readonly pages: readonly BuiltPage[];
}

/** What a run did: the pages, and how long reading them and each step took (milliseconds) with what it did. */
export interface PipelineRun extends Build {
  readonly timings: readonly {readonly name: string; readonly ms: number; readonly summary?: string}[];
}

export interface PostBuildStep {
  readonly name: string;
  /** Called for every page, in file order. */
  page?(page: BuiltPage): void | Promise<void>;
  /** Called once, after `page` has seen every page; may say in a few words what the step did. */
  finish?(build: Build): void | string | Promise<void | string>;
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

/** The locale builds whose facts the post-build plugin left in the build, deepest folder first; removes the facts. */
function takeLocaleBuilds(buildDir: string): LocaleBuild[] {
  return fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => path.basename(file) === FACTS_FILE)
    .map((file) => {
      const facts = JSON.parse(fs.readFileSync(path.join(buildDir, file), 'utf8')) as LocaleFacts;
      fs.rmSync(path.join(buildDir, file));
      const dir = path.dirname(file);
      return {...facts, dir: dir === '.' ? '' : dir.split(path.sep).join('/')};
    })
    .sort((a, b) => b.dir.length - a.dir.length);
}

interface Insertion {
  readonly offset: number;
  readonly html: string;
}

class Page implements BuiltPage {
  readonly insertions: Insertion[] = [];
  constructor(
    readonly file: string,
    readonly route: string,
    readonly locale: LocaleBuild | undefined,
    readonly tree: Root,
    readonly source: string,
  ) {}

  readonly append = (parent: Element, node: Element): void => {
    const endTag = `</${parent.tagName}>`;
    const end = parent.position?.end.offset;
    if (end === undefined || this.source.slice(end - endTag.length, end).toLowerCase() !== endTag) {
      throw new Error(`post-build: ${this.file}: <${parent.tagName}> has no end tag to add <${node.tagName}> before`);
    }
    parent.children.push(node);
    this.insertions.push({
      offset: end - endTag.length,
      html: toHtml(node, {characterReferences: {useNamedReferences: true}}),
    });
  };

  /** The file as read with every added element's HTML in place, in the order they were added. */
  serialise(): string {
    let html = '';
    let at = 0;
    for (const {offset, html: added} of [...this.insertions].sort((a, b) => a.offset - b.offset)) {
      html += `${this.source.slice(at, offset)}${added}`;
      at = offset;
    }
    return `${html}${this.source.slice(at)}`;
  }
}

/** Writes the pages a step changed. Listed as a step so that the steps after it read the pages as written. */
export const writeChangedPages: PostBuildStep = {
  name: 'changed pages',
  finish({dir, pages}) {
    const changed = pages.filter((page) => page instanceof Page && page.insertions.length > 0) as Page[];
    for (const page of changed) fs.writeFileSync(path.join(dir, page.file), page.serialise());
    return `${changed.length} written`;
  },
};

/** Reads and parses every page of the build once, then runs the steps in the given order over those trees. */
export async function runPipeline(buildDir: string, steps: readonly PostBuildStep[]): Promise<PipelineRun> {
  let started = performance.now();
  const timings: {name: string; ms: number; summary?: string}[] = [];
  const lap = (name: string, summary?: string) => {
    const now = performance.now();
    timings.push({name, ms: now - started, ...(summary ? {summary} : {})});
    started = now;
  };
  const locales = takeLocaleBuilds(buildDir);
  const pages = htmlFiles(buildDir).map((file) => {
    const posix = file.split(path.sep).join('/');
    const locale = locales.find(({dir}) => dir === '' || posix.startsWith(`${dir}/`));
    const route = locale
      ? routeOf(locale.baseUrl, posix.slice(locale.dir === '' ? 0 : locale.dir.length + 1))
      : routeOf('/', posix);
    const source = fs.readFileSync(path.join(buildDir, file), 'utf8');
    return new Page(posix, route, locale, parseHtml(source), source);
  });
  lap('reading and parsing', `${pages.length} pages`);
  const build: Build = {dir: buildDir, pages};
  for (const step of steps) {
    if (step.page) for (const page of pages) await step.page(page);
    lap(step.name, (await step.finish?.(build)) ?? undefined);
  }
  return {...build, timings};
}
