/**
 * Remark plugin (registered in the docs plugin's beforeDefaultRemarkPlugins) that resolves the API components at
 * build time: it finds <ApiOperation>, <SchemaTable>, <EnumTable>, <ErrorCodes>, <ParameterTable>, <ApiResponse>
 * and <ApiReference> in a page, reads the spec model in the page's locale, and injects the resolved data as a `data` prop. <ApiReference> is expanded
 * into real headings (`#tag/<tag>`, `#operation/<operationId>`) so the docs TOC and anchor checks see them.
 * Under every code block that shows a request of a contract (a JSON body titled `POST /v1/rooms`, a curl of its
 * base URL: requestExamples.ts) it puts <TryItLink>, the links to the operations' try-it panels with the example's
 * request loaded (tryItLink.ts).
 * An unknown spec, operation or schema throws, which fails the build with the file and the element named; so does
 * a request example that calls no documented operation.
 */
import type {Code, Heading, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {esmImport, jsxFlowElement, jsxTextElement} from './estree';
import {apiReader, type ApiReader, type Locale, type SpecName} from './model';
import {checkedOptions, type ApiReferenceOptions} from './options';
import type {TryItLinkData} from './props';
import {yamlPath} from './published';
import {curlRequests, titledRequest, type RequestExample} from './requestExamples';
import {apiResponse} from './response';
import {
  enumTable,
  errorCodes,
  findOperation,
  operationCard,
  parameterTable,
  reference,
  referenceErrorCodes,
  schemaTable,
} from './resolve';
import {referenceNotices, type ReferenceNotices} from './translation';
import {tryItHref, type LinkedRequest} from './tryItLink';

export const API_COMPONENTS = [
  'ApiOperation',
  'SchemaTable',
  'EnumTable',
  'ErrorCodes',
  'ParameterTable',
  'ApiResponse',
  'ApiReference',
] as const;
type ApiComponent = (typeof API_COMPONENTS)[number];

/** An API component as the page writes it. */
type ApiElement = (MdxJsxFlowElement | MdxJsxTextElement) & {name: ApiComponent};

/** A component's props: the resolved data (props.ts), which the page's chunk gets as JSON has it. */
type Props = Record<string, unknown>;

/** The headings the reference adds, in the languages the plugin speaks (English for any other locale). */
const HEADINGS: Record<string, {errors: string; untagged: string}> = {
  ko: {errors: '오류 코드', untagged: '기타'},
  en: {errors: 'Error codes', untagged: 'Other'},
};
const headings = (locale: Locale) => HEADINGS[locale] ?? HEADINGS.en!;

function isApiElement(node: unknown): node is ApiElement {
  const {type, name} = node as {type?: unknown; name?: unknown};
  return (
    (type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') &&
    (API_COMPONENTS as readonly unknown[]).includes(name)
  );
}

function describe(node: ApiElement): string {
  const attributes = node.attributes
    .map((a) =>
      a.type === 'mdxJsxAttribute'
        ? `${a.name}=${typeof a.value === 'string' ? JSON.stringify(a.value) : '{…}'}`
        : '{…}',
    )
    .join(' ');
  return `<${node.name}${attributes ? ` ${attributes}` : ''} />`;
}

function attribute(node: ApiElement, name: string, required: true): string;
function attribute(node: ApiElement, name: string, required: false): string | undefined;
function attribute(node: ApiElement, name: string, required: boolean): string | undefined {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  const value = found?.value;
  if (found && typeof value !== 'string')
    throw new Error(`the "${name}" attribute must be a plain string, e.g. ${name}="…"`);
  if (required && !found) throw new Error(`the "${name}" attribute is required`);
  return typeof value === 'string' ? value : undefined;
}

function specAttribute(node: ApiElement, reader: ApiReader): SpecName {
  const spec = attribute(node, 'spec', true);
  if (!reader.isSpecName(spec)) throw new Error(`unknown spec "${spec}"; known specs: ${reader.specNames.join(', ')}`);
  return spec;
}

/** Components only the reference page uses: imported by that page, so they stay out of every other page's bundle. */
const REFERENCE_IMPORTS = {
  ApiReference: '@theme/ApiReference',
  ApiOperationDetail: '@theme/ApiOperationDetail',
  ApiMarkdown: '@theme/ApiMarkdown',
} as const;

/** A heading with an explicit id (`{#id}`), which Docusaurus's heading plugin keeps verbatim. */
function heading(depth: 2 | 3, label: string, id: string): Heading {
  return {type: 'heading', depth, children: [{type: 'text', value: `${label.replace(/[{}]/g, '')} {#${id}}`}]};
}

async function resolveOperation(node: ApiElement, locale: Locale, reader: ApiReader): Promise<Props> {
  const id = attribute(node, 'id', true);
  const only = attribute(node, 'spec', false);
  if (only !== undefined && !reader.isSpecName(only))
    throw new Error(`unknown spec "${only}"; known specs: ${reader.specNames.join(', ')}`);
  for (const spec of only ? [only] : reader.specNames) {
    const model = await reader.loadApi(spec, locale);
    const found = findOperation(model, id);
    if (found) return {data: operationCard(model, found)};
  }
  throw new Error(`unknown operationId "${id}" in the ${only ?? reader.specNames.join(', ')} API${only ? '' : 's'}`);
}

/** The translation-status theme's notice that an entry lags the English contract, which the overlay translates. */
const NOTICE = {name: 'TranslationNotice', source: '@theme/TranslationNotice'} as const;

function translationNotice(since: string, source: Locale, section?: {id: string; title: string}): MdxJsxFlowElement {
  return jsxFlowElement(NOTICE.name, {since, source, sectionId: section?.id, sectionTitle: section?.title});
}

interface Expanded {
  element: MdxJsxFlowElement;
  notices: ReferenceNotices;
}

async function expandReference(node: ApiElement, locale: Locale, reader: ApiReader): Promise<Expanded> {
  const spec = specAttribute(node, reader);
  const model = await reader.loadApi(spec, locale);
  const {page, tags} = reference(model, headings(locale).untagged);
  const notices: ReferenceNotices =
    locale === reader.canonicalLocale ? {sections: new Map()} : referenceNotices(reader, spec, locale);
  const noticeAt = (id: string, title: string) => {
    const since = notices.sections.get(id);
    return since === undefined ? [] : [translationNotice(since, reader.canonicalLocale, {id, title})];
  };
  const downloads = [locale, ...reader.locales.filter((other) => other !== locale)].map((l) => ({
    locale: l,
    path: yamlPath(spec, l, reader.canonicalLocale),
  }));
  const children: MdxJsxFlowElement['children'] = [];
  for (const tag of tags) {
    children.push(heading(2, tag.displayName, `tag/${tag.anchor}`), ...noticeAt(`tag/${tag.anchor}`, tag.displayName));
    if (tag.description) children.push(jsxFlowElement('ApiMarkdown', {value: tag.description}));
    for (const operation of tag.operations) {
      const anchor = `operation/${operation.operationId}`;
      children.push(heading(3, operation.summary, anchor), ...noticeAt(anchor, operation.summary));
      children.push(jsxFlowElement('ApiOperationDetail', {data: operation}));
    }
  }
  const errors = referenceErrorCodes(model);
  if (errors.rows.length > 0) {
    children.push(heading(2, headings(locale).errors, 'errors'));
    children.push(jsxFlowElement('ErrorCodes', {data: errors}));
  }
  return {element: jsxFlowElement('ApiReference', {data: {...page, downloads}}, children), notices};
}

async function resolveProps(node: ApiElement, locale: Locale, reader: ApiReader): Promise<Props> {
  if (node.name === 'ApiOperation') return resolveOperation(node, locale, reader);
  if (node.name === 'ApiReference') throw new Error('<ApiReference> is expanded, not resolved');
  const model = await reader.loadApi(specAttribute(node, reader), locale);
  if (node.name === 'ApiResponse') {
    const [operation, status, code] = ['operation', 'status', 'code'].map((name) => attribute(node, name, false));
    return {data: apiResponse(model, {operation, status, code})};
  }
  const data =
    node.name === 'SchemaTable'
      ? schemaTable(model, attribute(node, 'schema', true))
      : node.name === 'EnumTable'
        ? enumTable(model, attribute(node, 'schema', true))
        : node.name === 'ErrorCodes'
          ? errorCodes(model, attribute(node, 'operation', false))
          : parameterTable(model, attribute(node, 'operation', false));
  return {data};
}

// ---------------------------------------------------------------- links from the guides to the try-it panel

/** The link under a request example, which the page imports only when it has one. */
const TRY_IT_LINK = {name: 'TryItLink', source: '@theme/TryItLink'} as const;

/** Whether a curl's path (`/v1/rooms/$ROOM_ID/end`) is the operation's (`/v1/rooms/{roomId}/end`). */
function pathValues(template: string, written: string): Record<string, string> | undefined {
  const expected = template.split('/');
  const actual = written.split('/');
  if (expected.length !== actual.length) return undefined;
  const values: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index]!;
    const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
    if (parameter === undefined) {
      if (segment !== value) return undefined;
    } else if (value === '') return undefined;
    else values[parameter] = value;
  }
  return values;
}

/** A value a reader's shell fills in (`$ROOM_ID`) is the panel's to prefill; a written one goes into the link. */
function writtenValue(value: string): string | undefined {
  if (value.includes('$')) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The operation a request example calls, and the request the link loads into its panel. */
async function linkOf(example: RequestExample, locale: Locale, reader: ApiReader) {
  for (const spec of example.spec === undefined ? reader.specNames : [example.spec]) {
    const model = await reader.loadApi(spec, locale);
    // A template of the curl's path, literal segments before parameters (`/v1/chat-room/list` before `/{room_uuid}`).
    const candidates = model.operations
      .filter((op) => op.method === example.method.toLowerCase())
      .flatMap((op) => {
        const values =
          example.spec === undefined ? (op.path === example.path ? {} : undefined) : pathValues(op.path, example.path);
        return values ? [{op, values}] : [];
      })
      .sort((a, b) => Object.keys(a.values).length - Object.keys(b.values).length);
    const found = candidates[0];
    if (!found) continue;
    const {op, values} = found;
    const names = new Set(op.parameters.filter((p) => p.in === 'path' || p.in === 'query').map((p) => p.name));
    const request: LinkedRequest = {parameters: {}};
    for (const [name, value] of [...Object.entries(values), ...example.query]) {
      const written = writtenValue(value);
      if (names.has(name) && written !== undefined) request.parameters[name] = written;
    }
    if (example.body !== undefined && !example.body.includes('$')) {
      if (!Object.keys(op.operation.requestBody?.content ?? {}).some((type) => type.includes('json')))
        throw new Error(`${example.method} ${example.path} sends a JSON body, but ${op.operationId} takes none`);
      request.body = example.body;
    }
    return {operationId: op.operationId, route: model.site.route, request};
  }
  throw new Error(
    `${example.method} ${example.path} is no operation of the ${example.spec ?? reader.specNames.join(', ')} API`,
  );
}

type ExampleLink = Awaited<ReturnType<typeof linkOf>>;

/**
 * The one request two adjacent blocks show (a JSON body, then its curl with the query): the later block's values
 * over the earlier's, so a curl whose body comes from `$(jq …)` keeps the JSON block's body. Undefined when the
 * blocks call different operations.
 */
function mergedLinks(earlier: readonly ExampleLink[], later: readonly ExampleLink[]): ExampleLink[] | undefined {
  if (earlier.length !== later.length) return undefined;
  if (earlier.some((link, index) => link.operationId !== later[index]!.operationId)) return undefined;
  return later.map((link, index) => ({
    ...link,
    request: {
      body: link.request.body ?? earlier[index]!.request.body,
      parameters: {...earlier[index]!.request.parameters, ...link.request.parameters},
    },
  }));
}

/**
 * Puts under every code block that shows a request of the contracts (requestExamples.ts) a link to each operation's
 * try-it panel with the example's request loaded; true when the page has one. A block right after another that
 * calls the same operations shows the same request again: the two share one link, under the second.
 */
async function linkRequestExamples(tree: Root, locale: Locale, reader: ApiReader): Promise<boolean> {
  const blocks: {node: Code; parent: Parent}[] = [];
  visit(tree, 'code', (node, _index, parent) => {
    if (parent) blocks.push({node, parent});
  });
  const sites = reader.specNames.map((name) => reader.site(name));
  const inserted = new Map<RootContent, ExampleLink[]>();
  for (const {node, parent} of blocks) {
    const titled = titledRequest(node.lang, node.meta, node.value);
    const examples = titled
      ? [titled]
      : /^(bash|sh|shell)$/.test(node.lang ?? '')
        ? curlRequests(node.value, sites)
        : [];
    if (examples.length === 0) continue;
    let links: ExampleLink[] = [];
    for (const example of examples) {
      try {
        links.push(await linkOf(example, locale, reader));
      } catch (error) {
        const where = node.position ? ` (line ${node.position.start.line})` : '';
        throw new Error(`the ${node.lang} block${where}: ${(error as Error).message}`, {cause: error});
      }
    }
    const index = parent.children.indexOf(node as RootContent);
    const previous = parent.children[index - 1];
    const merged = previous && inserted.has(previous) ? mergedLinks(inserted.get(previous)!, links) : undefined;
    if (merged) {
      links = merged;
      parent.children.splice(index - 1, 1);
      inserted.delete(previous!);
    }
    const data: TryItLinkData = {
      links: links.map(({operationId, route, request}) => ({
        operationId,
        href: tryItHref(route, operationId, request),
      })),
    };
    const element = jsxFlowElement(TRY_IT_LINK.name, {data});
    parent.children.splice(parent.children.indexOf(node as RootContent) + 1, 0, element as RootContent);
    inserted.set(element as RootContent, links);
  }
  return inserted.size > 0;
}

/**
 * The page's locale: the i18n folder of the file (`i18n/<locale>/docusaurus-plugin-content-docs/`, so that a site
 * checked out under a folder named `i18n` is not taken for one), else the locale Docusaurus is building, else the
 * default.
 */
function localeOfFile(filePath: string | undefined, options: ApiReferenceOptions): Locale {
  const match = filePath ? /[\\/]i18n[\\/]([^\\/]+)[\\/]docusaurus-plugin-content-docs[\\/]/.exec(filePath) : null;
  const candidate = match?.[1] ?? process.env.DOCUSAURUS_CURRENT_LOCALE;
  return candidate !== undefined && options.locales.includes(candidate) ? candidate : options.defaultLocale;
}

interface Found {
  node: ApiElement;
  parent: Parent;
  index: number;
}

/** The page's API components with where they stand (not looking inside one: its children are its own). */
function findApiElements(tree: Root): Found[] {
  const found: Found[] = [];
  visit(tree, isApiElement, (node, index, parent) => {
    if (parent !== undefined && index !== undefined) found.push({node, parent, index});
    return SKIP;
  });
  return found;
}

/** The element with its props resolved, in the place (block or text) the page wrote it. */
function resolvedElement(node: ApiElement, props: Props): RootContent {
  return node.type === 'mdxJsxFlowElement' ? jsxFlowElement(node.name, props) : jsxTextElement(node.name, props);
}

/**
 * The remark plugin for the API reference's options (options.ts; the theme's, as the site passes both) in the site
 * at `siteDir`. The docs plugin gets it as a plugin without options: the options stay out of the docs plugin's,
 * which Docusaurus serialises into the client bundle.
 */
export function remarkApiReference(options: ApiReferenceOptions, siteDir: string) {
  const checked = checkedOptions(options);
  const reader = apiReader(checked, siteDir);
  return () =>
    async (tree: Root, file: VFile): Promise<void> => {
      const locale = localeOfFile(file.path, checked);
      const found = findApiElements(tree);
      const notices: ReferenceNotices[] = [];
      for (const {node, parent, index} of found) {
        try {
          if (node.name === 'ApiReference') {
            const expanded = await expandReference(node, locale, reader);
            parent.children[index] = expanded.element;
            notices.push(expanded.notices);
          } else {
            parent.children[index] = resolvedElement(node, await resolveProps(node, locale, reader));
          }
        } catch (error) {
          throw new Error(`${file.path ?? 'MDX'}: ${describe(node)} (${locale}): ${(error as Error).message}`, {
            cause: error,
          });
        }
      }
      // After the replacements, which use the children's indices: the notice under the title, then the imports.
      const since = notices
        .flatMap((notice) => notice.page ?? [])
        .sort()
        .at(-1);
      if (since !== undefined) tree.children.unshift(translationNotice(since, reader.canonicalLocale));
      if (notices.some((notice) => notice.page !== undefined || notice.sections.size > 0))
        tree.children.unshift(esmImport(NOTICE.name, NOTICE.source));
      if (found.some(({node}) => node.name === 'ApiReference')) {
        tree.children.unshift(...Object.entries(REFERENCE_IMPORTS).map(([name, source]) => esmImport(name, source)));
      }
      try {
        if (await linkRequestExamples(tree, locale, reader))
          tree.children.unshift(esmImport(TRY_IT_LINK.name, TRY_IT_LINK.source));
      } catch (error) {
        throw new Error(`${file.path ?? 'MDX'} (${locale}): ${(error as Error).message}`, {cause: error});
      }
    };
}
