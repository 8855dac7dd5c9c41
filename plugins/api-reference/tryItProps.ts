/**
 * What the try-it panel's module of one contract holds (written at build time by tryIt.ts, loaded by
 * theme/TryIt when a reader opens the panel): the requests the reference documents, as the panel prefills them,
 * and the contract's validators, compiled by Ajv into plain functions so that the page's CSP needs no
 * `unsafe-eval`. Type-only, so the theme may import it.
 */
import type {FormField} from './codeSamples';

/** A documented parameter's prefill: its example as text (empty when the contract gives none). */
export interface TryItParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** `string`, `integer`, `number`, `boolean` or `array`: how the field's text becomes the value checked. */
  type: string;
  example: string;
}

/**
 * The contract's rule that a body field's date-time (local wall-clock time, no zone) must not be earlier than now,
 * from its `x-not-before-now` mark.
 */
export interface NotBeforeNow {
  /** The body's top-level field that holds the time. */
  field: string;
  /** The body's other fields, by the value that makes the time a schedule (`dispatch_type: SCHEDULED`). */
  when: Record<string, string>;
  /** The catalogue code of the refusal (A011). */
  error: string;
}

export interface TryItOperation {
  method: string;
  /** The server's path and the operation's, with `{name}` for each path parameter (`/v1/rooms/{roomId}`). */
  path: string;
  bearer: boolean;
  parameters: TryItParameter[];
  /** The request body: JSON text (the documented example), or the fields of a form. */
  body?: {mediaType: string; json: string} | {mediaType: string; form: FormField[]};
  /** Whether the contract requires a body. */
  bodyRequired: boolean;
  /**
   * The response examples the contract itself gives, by status, as pretty JSON: the panel shows only these, never
   * one generated from a schema, which the reference shows where the contract has none.
   */
  examples: Record<string, string>;
  notBeforeNow?: NotBeforeNow;
}

export interface TryItSpec {
  /** The example origin the code calls (the reference samples' own). */
  origin: string;
  baseUrlVariable: string;
  accessToken: string;
  /** Where the site publishes the contract (`/openapi/media.yaml`), which the mock command serves. */
  yamlPath: string;
  /** The Prism version the site's own tests mock the contracts with, which the mock command runs. */
  prismVersion: string;
  operations: Record<string, TryItOperation>;
}

/** One Ajv error as the compiled validators report it (Ajv's `ErrorObject`, the fields the panel reads). */
export interface ValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled validator: true when the value passes, otherwise its errors are in `errors`. */
export interface CompiledValidator {
  (value: unknown): boolean;
  errors?: ValidationError[] | null;
}

/** The module's exports: the data, and each operation's parameter and body validators by operationId. */
export interface TryItModule {
  spec: TryItSpec;
  parameters: Record<string, CompiledValidator>;
  bodies: Record<string, CompiledValidator>;
}
