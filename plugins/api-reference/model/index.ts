/**
 * The one reader of the OpenAPI contracts. A contract goes through one pipeline: its YAML in the site's contracts
 * folder (the `specsDir` option) is read, the locale's overlay is applied for every locale but the one the YAML is
 * written in, and Redocly's bundler dereferences it once; what comes out is the typed `ApiModel` the site's props,
 * the benches and the tests all read. `apiReader` binds it to the options the site gives the plugin.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {bundle, createConfig, Source} from '@redocly/openapi-core';
import type {
  Oas3_1Definition,
  Oas3_1Schema,
  Oas3ComponentsBase,
  Oas3Example,
  Oas3Info,
  Oas3MediaType,
  Oas3Operation,
  Oas3Parameter,
  Oas3ParameterLocation,
  Oas3PathItem,
  Oas3RequestBody,
  Oas3Response,
  Oas3SecurityScheme,
  Oas3Tag,
  OasRef,
} from '@redocly/openapi-core';
import {parse} from 'yaml';
import type {ApiReferenceOptions, SpecOptions} from '../options';
import {applyOverlay, type OverlayDocument} from './overlay';

export {applyOverlay, selectTargets, type OverlayAction, type OverlayDocument} from './overlay';

/** A contract's name: its file under the contracts folder (`media` for `media.yaml`), one of the `specs` option's. */
export type SpecName = string;
/** One of the site's locales (the `locales` option). */
export type Locale = string;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A convention's kind, as `@theme/Convention` names it: a value the docs chose, or handling they recommend. */
export type ConventionKind = 'example' | 'recommendation';

/** One entry of the root `x-conventions` catalogue: what the documentation assumes and the specification does not fix. */
export interface ConventionEntry {
  kind: ConventionKind;
  /** Why it is the documentation's and not the specification's, in the loaded locale (CommonMark). */
  reason: string;
}

/**
 * `x-convention` on a schema, property, parameter, request body, response or error entry: the ids of the catalogue
 * entries (`x-conventions`) that qualify it, one or several.
 */
export type ConventionMark = string | string[];

/** What carries a mark. */
export interface Marked {
  'x-convention'?: ConventionMark;
}

/** One entry of the root `x-error-codes` list (its shape is described at the top of each spec file). */
export interface ErrorCodeEntry extends Marked {
  /** Service error code (`FAILED_PRECONDITION`, `A009`...); absent for chat errors and push's 204. */
  code?: string;
  /** HTTP status, present only where the product specification states one. */
  httpStatus?: number;
  /** Exact message text the service returns (chat only); never translated. */
  message?: string;
  /** What the error means, in the loaded locale. */
  description: string;
  /** operationIds the entry applies to; absent means every operation of the spec. */
  operations?: string[];
}

/**
 * The OpenAPI objects are Redocly's OpenAPI 3.1 types (`@redocly/openapi-core`), dereferenced. Written here is
 * only what is the project's own: the extensions its contracts carry (`x-schema-name`, `x-enumDescriptions`,
 * `x-error-codes`, `x-no-example`, `x-not-before-now`, `x-conventions` and the `x-convention` marks that name its
 * entries), and as required the fields Redocly's types leave optional but the reference
 * builds on and every contract has: an operation's `operationId` (its anchor) and `summary` (its heading), which
 * `npm run lint:openapi` requires; its `tags` (its group) and the document's `tags`, which
 * tests/contract/openapi-coverage.test.ts checks; a parameter's `in` and the document's `info` (OpenAPI requires
 * both); and `components.schemas`, which every contract has.
 */

/** A schema with its references replaced; a component schema (and every use of it) names itself in `x-schema-name`. */
export interface SchemaObject
  extends Omit<Oas3_1Schema, 'properties' | 'items' | 'additionalProperties' | 'allOf' | 'oneOf' | 'anyOf'>, Marked {
  properties?: Record<string, SchemaObject>;
  items?: boolean | SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  'x-schema-name'?: string;
  /** What each enum value means, by value. */
  'x-enumDescriptions'?: Record<string, string>;
  /** On a local date-time property of a request body: it must not be earlier than now. */
  'x-not-before-now'?: NotBeforeNowMark;
}

/** The `x-not-before-now` mark (its shape is described at the top of push.yaml). */
export interface NotBeforeNowMark {
  /** The catalogue code of the refusal. */
  error: string;
  /** The body's other fields, by the value that makes the rule apply. */
  when?: Record<string, string>;
}

/** `T` with the `$ref` alternative removed throughout (schemas are already `SchemaObject`): the model is dereferenced. */
export type Dereferenced<T> = T extends OasRef ? never : IsSchema<T> extends true ? T : DereferencedFields<T>;

/** Whether `T` is `SchemaObject`: it declares `x-schema-name`, and is no record (whose keys are every string). */
type IsSchema<T> = 'x-schema-name' extends keyof T ? (string extends keyof T ? false : true) : false;

type DereferencedFields<T> = T extends (infer Item)[]
  ? Dereferenced<Item>[]
  : T extends object
    ? {[Key in keyof T]: Dereferenced<T[Key]>}
    : T;

export type ExampleObject = Oas3Example;

export type ParameterObject = Dereferenced<Oas3Parameter<SchemaObject>> & {in: Oas3ParameterLocation} & Marked;

export type MediaTypeObject = Dereferenced<Oas3MediaType<SchemaObject>>;

export type RequestBodyObject = Dereferenced<Oas3RequestBody<SchemaObject>> & Marked;

export type ResponseObject = Dereferenced<Oas3Response<SchemaObject>> &
  Marked & {
    /** Why a response shows no example: its content is not part of the published contract. */
    'x-no-example'?: string;
  };

export type OperationObject = Omit<
  Dereferenced<Oas3Operation<SchemaObject>>,
  'parameters' | 'requestBody' | 'responses'
> & {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject>;
};

export type PathItemObject = Omit<Dereferenced<Oas3PathItem<SchemaObject>>, 'parameters' | HttpMethod> & {
  parameters?: ParameterObject[];
} & Partial<Record<HttpMethod, OperationObject>>;

export type TagObject = Oas3Tag;

export type SecuritySchemeObject = Oas3SecurityScheme;

type Components = Dereferenced<Oas3ComponentsBase<SchemaObject>>;

export type OpenApiDocument = Omit<Dereferenced<Oas3_1Definition>, 'info' | 'tags' | 'paths' | 'components'> & {
  info: Oas3Info;
  tags: TagObject[];
  paths: Record<string, PathItemObject>;
  components: Omit<Components, 'schemas' | 'parameters' | 'responses'> & {
    schemas: Record<string, SchemaObject>;
    parameters?: Record<string, ParameterObject>;
    responses?: Record<string, ResponseObject>;
  };
  'x-error-codes': ErrorCodeEntry[];
  /** The conventions its marks name, by id (absent in a contract with no mark). */
  'x-conventions'?: Record<string, ConventionEntry>;
};

/** An operation with where it lives. */
export interface Operation {
  operationId: string;
  method: HttpMethod;
  path: string;
  operation: OperationObject;
  /** Path-level parameters merged with the operation's (the operation's win). */
  parameters: ParameterObject[];
  /** The catalogue entries that apply to it, in catalogue order. */
  errors: ErrorCodeEntry[];
}

/** What the site says of a contract besides its text: its reference page and what its code samples call. */
export interface SpecSite extends SpecOptions {
  /** The bearer token's placeholder in the code samples. */
  readonly accessToken: string;
}

/** A contract in one locale, dereferenced; shared by every reader of the process, so never changed. */
export interface ApiModel<Name extends SpecName = SpecName> {
  name: Name;
  locale: Locale;
  document: OpenApiDocument;
  /** Every operation, in path order. */
  operations: Operation[];
  site: SpecSite;
}

/** A contract as written, `$ref`s kept. */
export type WrittenDocument = Record<string, unknown>;

/** Marks every component schema with its name, so the name survives dereferencing into every use. */
function nameSchemas(document: WrittenDocument): void {
  const components = document.components as {schemas?: Record<string, Record<string, unknown>>} | undefined;
  for (const [name, schema] of Object.entries(components?.schemas ?? {})) schema['x-schema-name'] = name;
}

async function dereference(file: string, name: SpecName, document: WrittenDocument): Promise<OpenApiDocument> {
  nameSchemas(document);
  const {bundle: result, problems} = await bundle({
    doc: {source: new Source(file, ''), parsed: document},
    config: await createConfig({}),
    dereference: true,
  });
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    const where = (problem: (typeof errors)[number]) => problem.location[0]?.pointer ?? '#';
    throw new Error(`the ${name} API does not bundle: ${errors.map((p) => `${p.message} at ${where(p)}`).join('; ')}`);
  }
  return result.parsed as OpenApiDocument;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  const key = (parameter: ParameterObject) => `${parameter.in}:${parameter.name}`;
  return Object.entries(document.paths).flatMap(([pathName, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const own = operation.parameters ?? [];
      const ownKeys = new Set(own.map(key));
      const shared = (item.parameters ?? []).filter((parameter) => !ownKeys.has(key(parameter)));
      return [
        {
          operationId: operation.operationId,
          method,
          path: pathName,
          operation,
          parameters: [...shared, ...own],
          errors: document['x-error-codes'].filter(
            (entry) => !entry.operations || entry.operations.includes(operation.operationId),
          ),
        },
      ];
    }),
  );
}

/** The contracts as the site's options name them, read and modelled once per process for each set of options. */
export interface ApiReader<Name extends SpecName = SpecName> {
  /** The contracts' names, in the options' order. */
  readonly specNames: readonly Name[];
  /** The site's locales. */
  readonly locales: readonly Locale[];
  /** The locale the contracts are written in (the others come from overlays). */
  readonly canonicalLocale: Locale;
  isSpecName(value: unknown): value is Name;
  /** A contract's site data; throws for a name that is not one of the options'. */
  site(name: Name): SpecSite;
  /** The contract as written, or a locale's overlay: what a build or a dev server watches. */
  specFile(name: SpecName, locale?: Locale): string;
  /** Every contract and overlay file. */
  specFiles(): string[];
  readOverlay(name: SpecName, locale: Locale): OverlayDocument;
  /**
   * The contract as written in `locale` (the canonical file, or with its overlay applied): what the download links
   * serve and what overlay targets select. Each call returns a copy the caller may change.
   */
  readSpec(name: SpecName, locale: Locale): WrittenDocument;
  /** The model of a contract as written (`readSpec`'s copy, which it changes). */
  buildModel(name: Name, locale: Locale, written: WrittenDocument): Promise<ApiModel<Name>>;
  /** The contract `name` in `locale` as the typed model; built once per process. */
  loadApi(name: Name, locale: Locale): Promise<ApiModel<Name>>;
}

/** What the reader needs of the options; `Name` is the contracts' names as the caller types them. */
type ReaderSource<Name extends SpecName> = Pick<
  ApiReferenceOptions,
  'specsDir' | 'locales' | 'canonicalLocale' | 'accessToken'
> & {readonly specs: readonly (SpecOptions & {readonly name: Name})[]};

// By the options' JSON: each holds readers of its own options' names.
const readers = new Map<string, unknown>();

/**
 * The reader of the contracts `options` names, in the site at `siteDir` (the options' folder is relative to it);
 * the same reader (and its models) for the same options.
 */
export function apiReader<Name extends SpecName>(options: ReaderSource<Name>, siteDir: string): ApiReader<Name> {
  const {specs, locales, canonicalLocale, accessToken} = options;
  const specsDir = path.resolve(siteDir, options.specsDir);
  const key = JSON.stringify([specsDir, specs, locales, canonicalLocale, accessToken]);
  const known = readers.get(key) as ApiReader<Name> | undefined;
  if (known) return known;
  const specNames = specs.map((spec) => spec.name);
  const isSpecName = (value: unknown): value is Name =>
    typeof value === 'string' && (specNames as readonly string[]).includes(value);
  const site = (name: Name): SpecSite => {
    const spec = specs.find((candidate) => candidate.name === name);
    if (!spec) throw new Error(`unknown spec "${name}"; known specs: ${specNames.join(', ')}`);
    return {...spec, accessToken};
  };
  const specFile = (name: SpecName, locale: Locale = canonicalLocale): string =>
    locale === canonicalLocale
      ? path.join(specsDir, `${name}.yaml`)
      : path.join(specsDir, 'overlays', `${name}.${locale}.yaml`);
  const readOverlay = (name: SpecName, locale: Locale): OverlayDocument =>
    parse(readFileSync(specFile(name, locale), 'utf8')) as OverlayDocument;
  const written = new Map<string, WrittenDocument>();
  const readSpec = (name: SpecName, locale: Locale): WrittenDocument => {
    const key = `${name}.${locale}`;
    let document = written.get(key);
    if (!document) {
      const canonical = parse(readFileSync(specFile(name), 'utf8')) as WrittenDocument;
      document = locale === canonicalLocale ? canonical : applyOverlay(canonical, readOverlay(name, locale));
      written.set(key, document);
    }
    return structuredClone(document);
  };
  const buildModel = async (name: Name, locale: Locale, document: WrittenDocument): Promise<ApiModel<Name>> => {
    const dereferenced = await dereference(specFile(name), name, document);
    return {name, locale, document: dereferenced, operations: operationsOf(dereferenced), site: site(name)};
  };
  const models = new Map<string, Promise<ApiModel<Name>>>();
  const reader: ApiReader<Name> = {
    specNames,
    locales,
    canonicalLocale,
    isSpecName,
    site,
    specFile,
    specFiles: () => specNames.flatMap((name) => locales.map((locale) => specFile(name, locale))),
    readOverlay,
    readSpec,
    buildModel,
    loadApi(name, locale) {
      const key = `${name}.${locale}`;
      let model = models.get(key);
      if (!model) {
        model = buildModel(name, locale, readSpec(name, locale));
        models.set(key, model);
      }
      return model;
    },
  };
  readers.set(key, reader);
  return reader;
}
