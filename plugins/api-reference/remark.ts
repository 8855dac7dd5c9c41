/**
 * Remark plugin (registered in the docs plugin's beforeDefaultRemarkPlugins) that resolves the API components at
 * build time: it finds <ApiOperation>, <SchemaTable>, <EnumTable>, <ErrorCodes>, <ParameterTable>, <ApiResponse>
 * and <ApiReference> in a page, reads the spec model in the page's locale, and injects the resolved data as a `data` prop. <ApiReference> is expanded
 * into real headings (`#tag/<tag>`, `#operation/<operationId>`) so the docs TOC and anchor checks see them.
 * An unknown spec, operation or schema throws, which fails the build with the file and the element named.
 */
import {jsxElement, type MdxJsxElement} from './estree';
import {yamlPath} from './pages';
import type {JsonValue} from './props';
import {apiResponse} from './response';
import {enumTable, errorCodes, findOperation, operationCard, parameterTable, reference, schemaTable} from './resolve';
import {referenceNotices, type ReferenceNotices} from './translation';
import {isSpecName, loadApi, LOCALES, SPEC_NAMES, type Locale, type SpecName} from './model';

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

interface Node {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
  [key: string]: unknown;
}

const HEADINGS: Record<Locale, {errors: string; untagged: string}> = {
  ko: {errors: '오류 코드', untagged: '기타'},
  en: {errors: 'Error codes', untagged: 'Other'},
};

function isApiElement(node: Node): node is Node & {name: ApiComponent} {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    (API_COMPONENTS as readonly string[]).includes(node.name ?? '')
  );
}

function describe(node: Node): string {
  const attributes = (node.attributes ?? [])
    .map((a) => `${a.name}=${typeof a.value === 'string' ? JSON.stringify(a.value) : '{…}'}`)
    .join(' ');
  return `<${node.name}${attributes ? ` ${attributes}` : ''} />`;
}

function attribute(node: Node, name: string, required: true): string;
function attribute(node: Node, name: string, required: false): string | undefined;
function attribute(node: Node, name: string, required: boolean): string | undefined {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (found && typeof found.value !== 'string')
    throw new Error(`the "${name}" attribute must be a plain string, e.g. ${name}="…"`);
  if (required && !found) throw new Error(`the "${name}" attribute is required`);
  return found?.value as string | undefined;
}

function specAttribute(node: Node): SpecName {
  const spec = attribute(node, 'spec', true);
  if (!isSpecName(spec)) throw new Error(`unknown spec "${spec}"; known specs: ${SPEC_NAMES.join(', ')}`);
  return spec;
}

/** Components only the reference page uses: imported by that page, so they stay out of every other page's bundle. */
const REFERENCE_IMPORTS = {
  ApiReference: '@theme/ApiReference',
  ApiOperationDetail: '@theme/ApiOperationDetail',
  ApiMarkdown: '@theme/ApiMarkdown',
} as const;

function esmImport(name: string, source: string): Node {
  const literal = {type: 'Literal', value: source, raw: JSON.stringify(source)};
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
    source: literal,
  };
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(source)};`,
    data: {estree: {type: 'Program', sourceType: 'module', body: [declaration]}},
  };
}

function text(value: string): Node {
  return {type: 'text', value};
}

/** A heading with an explicit id (`{#id}`), which Docusaurus's heading plugin keeps verbatim. */
function heading(depth: 2 | 3, label: string, id: string): Node {
  return {type: 'heading', depth, children: [text(`${label.replace(/[{}]/g, '')} {#${id}}`)]};
}

async function resolveOperation(node: Node, locale: Locale): Promise<Record<string, JsonValue>> {
  const id = attribute(node, 'id', true);
  const only = attribute(node, 'spec', false);
  if (only !== undefined && !isSpecName(only))
    throw new Error(`unknown spec "${only}"; known specs: ${SPEC_NAMES.join(', ')}`);
  for (const spec of only ? [only] : SPEC_NAMES) {
    const found = findOperation(await loadApi(spec, locale), id);
    if (found) return {data: operationCard(spec, found) as unknown as JsonValue};
  }
  throw new Error(`unknown operationId "${id}" in the ${only ?? SPEC_NAMES.join(', ')} API${only ? '' : 's'}`);
}

/** The translation-status theme's notice that an entry lags the English contract, which the overlay translates. */
const NOTICE = {name: 'TranslationNotice', source: '@theme/TranslationNotice'} as const;

function translationNotice(since: string, section?: {id: string; title: string}): Node {
  return jsxElement('mdxJsxFlowElement', NOTICE.name, {
    since,
    source: 'en',
    sectionId: section?.id,
    sectionTitle: section?.title,
  }) as unknown as Node;
}

interface Expanded {
  element: MdxJsxElement;
  notices: ReferenceNotices;
}

async function expandReference(node: Node, locale: Locale): Promise<Expanded> {
  const spec = specAttribute(node);
  const model = await loadApi(spec, locale);
  const {page, tags} = reference(model, HEADINGS[locale].untagged);
  const notices: ReferenceNotices = locale === 'en' ? {sections: new Map()} : referenceNotices(spec, locale);
  const noticeAt = (id: string, title: string): Node[] => {
    const since = notices.sections.get(id);
    return since === undefined ? [] : [translationNotice(since, {id, title})];
  };
  const downloads = [locale, ...LOCALES.filter((other) => other !== locale)].map((l) => ({
    locale: l,
    path: yamlPath(spec, l),
  }));
  const children: unknown[] = [];
  for (const tag of tags) {
    children.push(heading(2, tag.displayName, `tag/${tag.anchor}`), ...noticeAt(`tag/${tag.anchor}`, tag.displayName));
    if (tag.description)
      children.push(jsxElement('mdxJsxFlowElement', 'ApiMarkdown', {value: tag.description as unknown as JsonValue}));
    for (const operation of tag.operations) {
      const anchor = `operation/${operation.operationId}`;
      children.push(heading(3, operation.summary, anchor), ...noticeAt(anchor, operation.summary));
      children.push(jsxElement('mdxJsxFlowElement', 'ApiOperationDetail', {data: operation as unknown as JsonValue}));
    }
  }
  const errors = errorCodes(model);
  if (errors.rows.length > 0) {
    children.push(heading(2, HEADINGS[locale].errors, 'errors'));
    children.push(jsxElement('mdxJsxFlowElement', 'ErrorCodes', {data: errors as unknown as JsonValue}));
  }
  const element = jsxElement(
    'mdxJsxFlowElement',
    'ApiReference',
    {data: {...page, downloads} as unknown as JsonValue},
    children,
  );
  return {element, notices};
}

async function resolveProps(node: Node & {name: ApiComponent}, locale: Locale): Promise<Record<string, JsonValue>> {
  if (node.name === 'ApiOperation') return resolveOperation(node, locale);
  if (node.name === 'ApiReference') throw new Error('<ApiReference> is expanded, not resolved');
  const model = await loadApi(specAttribute(node), locale);
  if (node.name === 'ApiResponse') {
    const [operation, status, code] = ['operation', 'status', 'code'].map((name) => attribute(node, name, false));
    return {data: apiResponse(model, {operation, status, code}) as unknown as JsonValue};
  }
  const data =
    node.name === 'SchemaTable'
      ? schemaTable(model, attribute(node, 'schema', true))
      : node.name === 'EnumTable'
        ? enumTable(model, attribute(node, 'schema', true))
        : node.name === 'ErrorCodes'
          ? errorCodes(model, attribute(node, 'operation', false))
          : parameterTable(model, attribute(node, 'operation', false));
  return {data: data as unknown as JsonValue};
}

/**
 * The page's locale: the i18n folder of the file (`i18n/<locale>/docusaurus-plugin-content-docs/`, so that a site
 * checked out under a folder named `i18n` is not taken for one), else the locale Docusaurus is building, else Korean.
 */
function localeOfFile(filePath: string | undefined): Locale {
  const match = filePath ? /[\\/]i18n[\\/]([^\\/]+)[\\/]docusaurus-plugin-content-docs[\\/]/.exec(filePath) : null;
  return (match?.[1] ?? process.env.DOCUSAURUS_CURRENT_LOCALE) === 'en' ? 'en' : 'ko';
}

interface Found {
  node: Node & {name: ApiComponent};
  parent: Node;
  index: number;
}

function findApiElements(tree: Node): Found[] {
  const found: Found[] = [];
  const walk = (parent: Node): void => {
    (parent.children ?? []).forEach((child, index) => {
      if (isApiElement(child)) found.push({node: child, parent, index});
      else walk(child);
    });
  };
  walk(tree);
  return found;
}

export default function remarkApiReference() {
  return async (tree: Node, file: {path?: string}): Promise<void> => {
    const locale = localeOfFile(file.path);
    const found = findApiElements(tree);
    const notices: ReferenceNotices[] = [];
    for (const {node, parent, index} of found) {
      try {
        if (node.name === 'ApiReference') {
          const expanded = await expandReference(node, locale);
          parent.children![index] = expanded.element as unknown as Node;
          notices.push(expanded.notices);
        } else {
          const props = await resolveProps(node, locale);
          parent.children![index] = jsxElement(node.type as MdxJsxElement['type'], node.name, props) as unknown as Node;
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
    if (since !== undefined) tree.children!.unshift(translationNotice(since));
    if (notices.some((notice) => notice.page !== undefined || notice.sections.size > 0))
      tree.children!.unshift(esmImport(NOTICE.name, NOTICE.source));
    if (found.some(({node}) => node.name === 'ApiReference')) {
      tree.children!.unshift(...Object.entries(REFERENCE_IMPORTS).map(([name, source]) => esmImport(name, source)));
    }
  };
}
