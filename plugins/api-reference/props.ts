/**
 * The props of the API components: serialisable data the remark plugin computes from the spec model at build time
 * and injects into each page. Components only render these shapes; they never see an OpenAPI document, so no
 * spec reaches any page's bundle whole. Type-only imports, so the theme components may import this module.
 */
import type {Root} from 'hast';
import type {ConventionKind, Locale, SpecName} from './model';

export type {ConventionKind, Locale, SpecName};

/**
 * An OpenAPI description (CommonMark), parsed at build time into a hast tree without positions (description.ts).
 * One paragraph of plain text, as most are, travels as that text: a tree would repeat its wrapping in every page's
 * data.
 */
export type Description = string | Root;

export type JsonValue = string | number | boolean | null | JsonValue[] | {[key: string]: JsonValue};

/**
 * One convention that qualifies a node (its `x-convention` mark, resolved from the contract's `x-conventions`
 * catalogue): shown as the site's convention marker of its kind, with the reason.
 */
export interface ConventionNote {
  /** The entry's id in the catalogue, the same in every locale. */
  id: string;
  kind: ConventionKind;
  reason: Description;
}

/** A schema reduced to what the reference shows. Named schemas stay references, resolved through `schemas`. */
export interface SchemaNode {
  /** Name of a schema in the page's `schemas` map (the node has no other field then). */
  ref?: string;
  /** Display type: `string`, `integer`, `object`, `Room[]`, `string | null`... */
  type?: string;
  format?: string;
  title?: string;
  description?: Description;
  enum?: JsonValue[];
  default?: JsonValue;
  /** OpenAPI keywords with their values, e.g. `minLength: 35`, `pattern: ^\S+$`. */
  constraints?: string[];
  properties?: PropertyNode[];
  items?: SchemaNode;
  additionalProperties?: SchemaNode;
  /** oneOf / anyOf alternatives. */
  variants?: {kind: 'oneOf' | 'anyOf'; schemas: SchemaNode[]};
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  /** What of the schema (its values, its format) is the documentation's convention. */
  conventions?: ConventionNote[];
}

export interface PropertyNode {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

export type SchemaMap = Record<string, SchemaNode>;

/** One flattened row of a schema field table. */
export interface FieldRow {
  /** Dotted path: `attendee_count.present_count`, `attendees[].user_id`. */
  name: string;
  type: string;
  required: boolean;
  default?: JsonValue;
  constraints: string[];
  description?: Description;
  conventions?: ConventionNote[];
  depth: number;
}

export interface EnumValueRow {
  value: JsonValue;
  description?: Description;
}

export interface ErrorRow {
  status: string;
  code?: string;
  /** The exact message text the service returns, when the spec gives one (never translated). */
  message?: string;
  /** What the error means, in the page's locale. */
  description: Description;
  /** operationIds the error applies to, when the spec says. */
  operations?: string[];
  /** Marks on the entry: its list of operations is the documentation's. */
  conventions?: ConventionNote[];
  /**
   * The row's id on the reference page (`error/A010`, `error/404-this-chatroom-is-not-found`). Only the reference's
   * catalogue has them: a guide's copy of the table is no entry of its own, so the search's first answer for an
   * error is the reference's row.
   */
  anchor?: string;
}

export interface OperationCardData {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  /** Site path of the reference with the operation's anchor (Docusaurus Link adds the locale base). */
  href: string;
  deprecated?: boolean;
}

export interface SchemaTableData {
  spec: SpecName;
  schema: string;
  description?: Description;
  conventions?: ConventionNote[];
  rows: FieldRow[];
}

export interface EnumTableData {
  spec: SpecName;
  schema: string;
  description?: Description;
  /** Marks on the enum: its values are the documentation's. */
  conventions?: ConventionNote[];
  type: string;
  default?: JsonValue;
  values: EnumValueRow[];
}

export interface ErrorCodesData {
  spec: SpecName;
  operation?: string;
  rows: ErrorRow[];
}

/** The links under a guide's request example to the try-it panels of the operations it calls (tryItLink.ts). */
export interface TryItLinkData {
  links: {operationId: string; href: string}[];
}

/** One documented response fact for prose: an HTTP status or an error code, as the spec writes it. */
export interface ApiResponseData {
  value: string;
}

export interface ParameterData {
  name: string;
  in: string;
  required: boolean;
  deprecated?: boolean;
  description?: Description;
  schema: SchemaNode;
  /** Marks on the parameter (its `required`, for one). */
  conventions?: ConventionNote[];
}

/** A shared parameter (`components.parameters`) with the operations that take it. */
export interface SharedParameterData extends ParameterData {
  usedBy: {operationId: string; href: string}[];
}

export interface ParameterTableData {
  spec: SpecName;
  /** The operation whose parameters these are; absent for the API's shared parameters. */
  operation?: string;
  rows: (ParameterData | SharedParameterData)[];
}

export interface ExampleData {
  /** Example name when the spec names several. */
  name?: string;
  summary?: string;
  /** Pretty-printed body (JSON text, or the raw string for non-JSON media types). */
  value: string;
  language: string;
}

export interface BodyData {
  mediaType: string;
  description?: Description;
  required?: boolean;
  /** Marks on the request body (its shape, or that it is required). */
  conventions?: ConventionNote[];
  schema?: SchemaNode;
  examples: ExampleData[];
}

export interface ResponseData {
  status: string;
  description?: Description;
  /** Marks on the response (its status, for one). */
  conventions?: ConventionNote[];
  bodies: BodyData[];
}

export interface SecurityData {
  name: string;
  /** `HTTP bearer (JWT)`, `API key in header X-Key`... */
  kind: string;
  description?: Description;
  scopes: string[];
}

export interface CodeSample {
  /** Tab value: `curl`, `javascript`, `kotlin`. */
  id: string;
  label: string;
  language: string;
  code: string;
}

export interface OperationData extends OperationCardData {
  description?: Description;
  tags: string[];
  security: SecurityData[];
  parameters: ParameterData[];
  requestBody?: BodyData;
  responses: ResponseData[];
  samples: CodeSample[];
  errors: ErrorRow[];
  /**
   * Every convention that qualifies the operation (its parameters, bodies and their schemas, responses, errors),
   * each once, in that order: the reference's "what these docs assume" list.
   */
  assumptions: ConventionNote[];
}

export interface TagData {
  /** The tag as written in the spec; the anchor is `tag/<anchor>`. */
  name: string;
  anchor: string;
  displayName: string;
  description?: Description;
  operations: OperationData[];
}

/** Page-level data of a reference page (the operations are injected next to their headings). */
export interface ReferenceData {
  spec: SpecName;
  title: string;
  version?: string;
  description?: Description;
  servers: {url: string; description?: string}[];
  /** Site paths (without locale base) of the downloadable YAML files. */
  downloads: {locale: Locale; path: string}[];
  schemas: SchemaMap;
}
