/**
 * Draws Mermaid diagrams as SVG at build time, once per distinct source: mermaid-isomorphic runs Mermaid in a
 * headless Chromium (Debian's, started by Playwright), once per colour mode, and a page of the same browser measures
 * each drawing's smallest text, so that the page can keep it readable without a script. The results are cached on
 * disk by content hash, so the second locale, the next build and the dev server's reloads start no browser for a
 * diagram already drawn.
 *
 * Pages are compiled concurrently and each asks for its own diagrams: the requests of one moment are drawn together
 * (one browser start and one Mermaid load per colour mode for all of them), one batch at a time, and a diagram asked
 * for twice at once is drawn once.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {MermaidConfig} from 'mermaid';
import type {
  createMermaidRenderer as CreateMermaidRenderer,
  CreateMermaidRendererOptions,
  RenderResult,
} from 'mermaid-isomorphic';
import {chromium, type Browser, type BrowserContextOptions} from 'playwright';
import {fixSvg} from './svg';

export const COLOUR_MODES = ['light', 'dark'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

export interface RendererOptions {
  /** The Chromium to draw in, and its flags. */
  readonly chromium: {readonly executablePath: string; readonly args: readonly string[]};
  /** Where drawings are kept between builds; the bundler resolves the diagrams' modules from it. */
  readonly cacheDir: string;
  /** Mermaid's configuration for each colour mode (theme, theme variables, fonts, labels). */
  readonly mermaid: Readonly<Record<ColourMode, MermaidConfig>>;
  /** The smallest size, in CSS px, a diagram's text may be drawn at; wider diagrams scroll instead. */
  readonly minTextPx: number;
}

/** What a page needs of a drawn diagram; the SVGs themselves are in its modules (see `modulePaths`). */
export interface Drawing {
  /** The content hash the drawing is cached under, and its modules are named by. */
  readonly key: string;
  /** Mermaid's `accTitle` and `accDescr`: the diagram's text alternative. */
  readonly title: string;
  readonly description: string;
}

interface CachedDrawing extends Drawing {
  readonly svg: Readonly<Record<ColourMode, string>>;
}

/** The ids Mermaid renders under, `<prefix>-<mode>-<index in the batch>`: text no diagram contains (svg.ts). */
const RENDER_PREFIX = 'build-time-diagram';

const NO_TEXT_ALTERNATIVE =
  'a diagram needs a text alternative that says what it shows: start it with `accTitle: …` and `accDescr: …` ' +
  '(or `accDescr { … }` over several lines)';

/** Bump when the SVG the cache holds changes for the same source and configuration (svg.ts, the measurement). */
const FORMAT = 3;

/**
 * mermaid-isomorphic through Node's own loader (an ES module required, Node >= 20.19): jiti, which loads the site's
 * config and the plugins it imports, compiles ES modules to CommonJS, where its `import.meta.resolve` fails.
 */
const nativeRequire = createRequire(__filename);
const createMermaidRenderer = (
  nativeRequire('mermaid-isomorphic') as {createMermaidRenderer: typeof CreateMermaidRenderer}
).createMermaidRenderer;

const MERMAID_VERSION = (
  JSON.parse(fs.readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as {version: string}
).version;

/** The hex SHA-256 of a diagram's source as written in its fence: what the page's `data-diagram` says. */
export function sourceHash(source: string): string {
  return createHash('sha256').update(source, 'utf8').digest('hex');
}

/** The id a diagram's SVG takes on the page in a colour mode; its inner ids start with it. */
export function svgId(source: string, mode: ColourMode): string {
  return `diagram-${sourceHash(source).slice(0, 12)}-${mode}`;
}

function cacheKey(source: string, options: RendererOptions): string {
  return createHash('sha256')
    .update(JSON.stringify([FORMAT, MERMAID_VERSION, options.mermaid, options.minTextPx, source]))
    .digest('hex');
}

/**
 * A drawing's two modules, by key: the server's holds the SVGs (the page's HTML carries them), the browser's only a
 * loader of the server's, so the SVGs are downloaded as script only after a client-side navigation, when there is
 * no server markup to keep.
 */
export function modulePaths(cacheDir: string, key: string): {server: string; client: string} {
  return {server: path.join(cacheDir, 'server', `${key}.js`), client: path.join(cacheDir, 'client', `${key}.js`)};
}

/** Writes through a temporary file, so that a concurrent build never reads half a file. */
function writeAtomically(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

function store(cacheDir: string, drawing: CachedDrawing): void {
  const modules = modulePaths(cacheDir, drawing.key);
  writeAtomically(
    modules.server,
    COLOUR_MODES.map((mode) => `export const ${mode} = ${JSON.stringify(drawing.svg[mode])};\n`).join(''),
  );
  writeAtomically(
    modules.client,
    `export const load = () => import(${JSON.stringify(`../server/${drawing.key}.js`)});\n`,
  );
  const {key, title, description} = drawing;
  writeAtomically(path.join(cacheDir, `${key}.json`), JSON.stringify({key, title, description}));
}

function cached(cacheDir: string, key: string): Drawing | undefined {
  const modules = modulePaths(cacheDir, key);
  const meta = path.join(cacheDir, `${key}.json`);
  if (![meta, modules.server, modules.client].every((file) => fs.existsSync(file))) return undefined;
  return JSON.parse(fs.readFileSync(meta, 'utf8')) as Drawing;
}

/** Each SVG's narrowest width (CSS px) at which its smallest text is `minTextPx`, measured as Chromium draws it. */
async function readableWidths(browser: Browser, svgs: readonly string[], minTextPx: number): Promise<number[]> {
  const page = await browser.newPage({viewport: {width: 4000, height: 1000}});
  try {
    await page.setContent(
      `<!doctype html><html><body>${svgs.map((svg) => `<div>${svg}</div>`).join('')}</body></html>`,
    );
    return await page.evaluate(
      (readable) =>
        Array.from(document.querySelectorAll('body > div > svg'), (svg) => {
          const width = svg.getBoundingClientRect().width;
          const drawn = width / (svg as SVGSVGElement).viewBox.baseVal.width;
          const sizes = Array.from(svg.querySelectorAll('text, tspan'))
            .filter((text) => text.textContent?.trim())
            .map((text) => parseFloat(getComputedStyle(text).fontSize) * drawn);
          const smallest = Math.min(...sizes);
          return Number.isFinite(smallest) ? Math.ceil((width * readable) / smallest) : 0;
        }),
      minTextPx,
    );
  } finally {
    await page.close();
  }
}

function failure(result: PromiseSettledResult<RenderResult>): Error | undefined {
  if (result.status === 'fulfilled') return undefined;
  return result.reason instanceof Error ? result.reason : new Error(String(result.reason));
}

interface Request {
  readonly source: string;
  readonly key: string;
  readonly drawing: Promise<Drawing>;
  readonly settle: {resolve: (drawing: Drawing) => void; reject: (error: Error) => void};
}

/**
 * The renderer of one configuration: `draw(source)` answers from the cache or queues the source for the next batch,
 * which starts once the requests of the current moment are in.
 */
export function createRenderer(options: RendererOptions): (source: string) => Promise<Drawing> {
  // mermaid-isomorphic launches a browser per burst of calls; it gets the batch's browser instead (its close closes
  // nothing), which also measures the drawings and is closed when the batch is done.
  let batchBrowser: Browser | undefined;
  const render = createMermaidRenderer({
    browserType: {
      launch: async () => {
        const browser = batchBrowser;
        if (!browser) throw new Error('build-time-diagrams: Mermaid was called outside a batch');
        return {newContext: (context: BrowserContextOptions) => browser.newContext(context), close: async () => {}};
      },
    } as unknown as CreateMermaidRendererOptions['browserType'],
  });
  const inFlight = new Map<string, Request>();
  let queue: Request[] = [];
  let timer: NodeJS.Timeout | undefined;
  // One batch at a time: the requests that come in meanwhile make up the next one.
  let previous: Promise<void> = Promise.resolve();

  async function drawBatch(batch: readonly Request[]): Promise<void> {
    const {executablePath, args} = options.chromium;
    if (!fs.existsSync(executablePath)) {
      throw new Error(
        `no Chromium at ${executablePath} to draw the Mermaid diagrams with: ` +
          '`npm run build` installs it (scripts/ensure-system-packages.ts), or set CHROMIUM_PATH',
      );
    }
    const browser = await chromium.launch({executablePath, args: [...args]});
    batchBrowser = browser;
    try {
      await drawIn(browser, batch);
    } finally {
      batchBrowser = undefined;
      // Its contexts first, each until it has closed: mermaid-isomorphic closes its own without waiting, and a close
      // still under way fails once the browser is gone.
      await Promise.all(
        browser.contexts().map(
          (context) =>
            new Promise((closed) => {
              context.once('close', closed);
              void context.close();
            }),
        ),
      );
      await browser.close();
    }
  }

  async function drawIn(browser: Browser, batch: readonly Request[]): Promise<void> {
    const results = await Promise.all(
      COLOUR_MODES.map((mode) =>
        render(
          batch.map((request) => request.source),
          {prefix: `${RENDER_PREFIX}-${mode}`, mermaidConfig: options.mermaid[mode]},
        ),
      ),
    );
    const drawn = batch.flatMap((request, index) => {
      const [light, dark] = results.map((modeResults) => modeResults[index]!);
      const error = failure(light!) ?? failure(dark!);
      if (error) {
        request.settle.reject(new Error(`Mermaid could not draw this diagram: ${error.message}`));
        return [];
      }
      const svgs = {
        light: light as PromiseFulfilledResult<RenderResult>,
        dark: dark as PromiseFulfilledResult<RenderResult>,
      };
      const {title, description} = svgs.light.value;
      if (!title?.trim() || !description?.trim()) {
        request.settle.reject(new Error(NO_TEXT_ALTERNATIVE));
        return [];
      }
      return [{request, index, title: title.trim(), description: description.trim(), svgs}];
    });
    if (drawn.length === 0) return;
    const widths = await readableWidths(
      browser,
      drawn.map(({svgs}) => svgs.light.value.svg),
      options.minTextPx,
    );
    drawn.forEach(({request, index, title, description, svgs}, position) => {
      const fixed = (mode: ColourMode) =>
        fixSvg(svgs[mode].value.svg, {
          renderId: `${RENDER_PREFIX}-${mode}-${index}`,
          id: svgId(request.source, mode),
          minWidth: widths[position]!,
        });
      const drawing: CachedDrawing = {
        key: request.key,
        title,
        description,
        svg: {light: fixed('light'), dark: fixed('dark')},
      };
      store(options.cacheDir, drawing);
      request.settle.resolve({key: drawing.key, title, description});
    });
  }

  function flush(): void {
    timer = undefined;
    const batch = queue;
    queue = [];
    previous = previous
      .then(() => drawBatch(batch))
      .catch((error: unknown) => {
        for (const request of batch) request.settle.reject(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => {
        for (const request of batch) inFlight.delete(request.key);
      });
  }

  return (source) => {
    const key = cacheKey(source, options);
    const hit = cached(options.cacheDir, key);
    if (hit) return Promise.resolve(hit);
    const pending = inFlight.get(key);
    if (pending) return pending.drawing;
    let settle!: Request['settle'];
    const drawing = new Promise<Drawing>((resolve, reject) => {
      settle = {resolve, reject};
    });
    const request: Request = {source, key, drawing, settle};
    inFlight.set(key, request);
    queue.push(request);
    // Pages are compiled a few at a time; gather what they ask for within a moment into one batch.
    timer ??= setTimeout(flush, 50);
    return drawing;
  };
}
