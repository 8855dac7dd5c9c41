/**
 * Remark plugin (registered in the docs plugin's beforeDefaultRemarkPlugins) that resolves the API components at
 * build time: it finds <ApiOperation>, <SchemaTable>, <EnumTable>, <ErrorCodes>, <ParameterTable>, <ApiResponse>
 * and <ApiReference> in a page, reads the spec model in the page's locale, and injects the resolved data as a `data` prop. <ApiReference> is expanded
 * into real headings (`#tag/<tag>`, `#operation/<operationId>`) so the docs TOC and anchor checks see them.
 * An unknown spec, operation or schema throws, which fails the build with the file and the element named.
 */
import type {Heading, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {esmImport, jsxFlowElement, jsxTextElement} from './estree';
import {apiReader, type ApiReader, type Locale, type SpecName} from './model';
import {checkedOptions, type ApiReferenceOptions} from './options';
import {yamlPath} from './published';
import {apiResponse} from './response';
import {enumTable, errorCodes, findOperation, operationCard, parameterTable, reference, schemaTable} from './resolve';
import {referenceNotices, type ReferenceNotices} from './translation';

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
  const errors = errorCodes(model);
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
    };
}
