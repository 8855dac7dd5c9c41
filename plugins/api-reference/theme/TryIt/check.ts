/**
 * The try-it panel's checks, pure functions of a draft (what the reader typed) and the contract's module: every
 * violation with the field and, in the body, the line it is at; and the request the code is written for. Ajv's
 * compiled validators check the contract's schemas; this module turns the fields' text into the values they send,
 * reads the body's JSON with jsonc-parser (which reports where JSON breaks and where each value is), and applies the
 * one rule the specification states that depends on the request alone and no schema can say: a scheduled
 * notification's `dispatch_date` must not be earlier than now (A011), as the contract's `x-not-before-now` mark
 * gives it (the operation's `notBeforeNow`).
 */
import {applyEdits, findNodeAtLocation, modify, parseTree, printParseErrorCode, type ParseError} from 'jsonc-parser';
import type {SampleRequest} from '../../codeSamples';
import type {JsonValue} from '../../props';
import type {CompiledValidator, NotBeforeNow, TryItOperation, ValidationError} from '../../tryItProps';

/** What the reader has typed: each parameter's text, the JSON body's text, a form body's fields. */
export interface Draft {
  parameters: Record<string, string>;
  body: string;
  form: Record<string, string>;
}

/** The request the contract documents, as the panel's fields and editor first hold it. */
export function documentedDraft(request: TryItOperation): Draft {
  return {
    parameters: Object.fromEntries(request.parameters.map((parameter) => [parameter.name, parameter.example])),
    body: request.body && 'json' in request.body ? request.body.json : '',
    form: Object.fromEntries(
      (request.body && 'form' in request.body ? request.body.form : []).map((field) => [field.name, field.value]),
    ),
  };
}

export type ViolationKind = 'schema' | 'json' | 'text' | 'scheduledInPast';

export interface Violation {
  kind: ViolationKind;
  /** Where: a parameter's or form field's name, or the body's property path (`attendees[0]`); absent for the body as a whole. */
  field?: string;
  /** In the body: the line (from 1) of the value, or of where JSON breaks. */
  line?: number;
  /** Which part of the request. */
  part: 'parameter' | 'body' | 'form';
  /** The rule broken, as the contract's schema names it (`required`, `maxLength`, `enum`...). */
  rule: string;
  message: string;
}

/** Localized messages the checks need (the panel gives them in the page's language). */
export interface CheckMessages {
  /** Ajv's errors in the page's language (ajv-i18n). */
  localize: (errors: ValidationError[]) => void;
  json: (problem: string, line: number, column: number) => string;
  controlCharacter: (codePoint: string) => string;
  tooLong: (length: number, limit: number) => string;
  bodyMissing: string;
  allowed: (values: string) => string;
  scheduledInPast: (now: string) => string;
}

/** The longest body and field the panel checks and stores: far beyond any request of the contracts. */
export const MAX_BODY_CHARACTERS = 8_000;
export const MAX_FIELD_CHARACTERS = 1_000;

// Control characters other than tab, line feed and carriage return, which no field of the contracts takes.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// A single-line field takes no line break either.
// eslint-disable-next-line no-control-regex
const FIELD_CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** `/attendees/0/user_id` as `attendees[0].user_id`. */
export function fieldName(pointer: string, missing?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (missing !== undefined) parts.push(missing);
  return parts.reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

function pathOf(pointer: string): (string | number)[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function lineAt(text: string, offset: number): {line: number; column: number} {
  let line = 1;
  let start = 0;
  for (let index = 0; index < offset && index < text.length; index++) {
    if (text[index] === '\n') {
      line++;
      start = index + 1;
    }
  }
  return {line, column: offset - start + 1};
}

/** The text a parameter field holds as the value it sends: a number or boolean as such, a list split at commas. */
export function parameterValue(text: string, type: string): unknown {
  if (type === 'integer' || type === 'number') return /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text) ? Number(text) : text;
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  if (type === 'array') return text.split(',').map((item) => item.trim());
  return text;
}

function schemaViolations(
  validate: CompiledValidator | undefined,
  value: unknown,
  part: Violation['part'],
  messages: CheckMessages,
  lineOf?: (pointer: string) => number | undefined,
): Violation[] {
  if (!validate || validate(value)) return [];
  const errors = (validate.errors ?? []).map((error) => ({...error, params: {...error.params}}));
  messages.localize(errors);
  return errors.map((error) => {
    const missing = error.keyword === 'required' ? String(error.params.missingProperty) : undefined;
    const field = fieldName(error.instancePath, missing) || undefined;
    const allowed = error.keyword === 'enum' ? (error.params.allowedValues as unknown[] | undefined) : undefined;
    const message = [error.message ?? error.keyword, allowed ? messages.allowed(allowed.map(String).join(', ')) : '']
      .filter(Boolean)
      .join(' ');
    const line = lineOf?.(error.instancePath);
    return {kind: 'schema', part, rule: error.keyword, message, ...(field ? {field} : {}), ...(line ? {line} : {})};
  });
}

function textViolations(name: string, text: string, part: Violation['part'], messages: CheckMessages): Violation[] {
  const control = FIELD_CONTROL_CHARACTER.exec(text);
  const found: Violation[] = [];
  if (text.length > MAX_FIELD_CHARACTERS)
    found.push({
      kind: 'text',
      part,
      field: name,
      rule: 'length',
      message: messages.tooLong(text.length, MAX_FIELD_CHARACTERS),
    });
  if (control)
    found.push({
      kind: 'text',
      part,
      field: name,
      rule: 'control',
      message: messages.controlCharacter(codePoint(control[0])),
    });
  return found;
}

/** What an operation's `notBeforeNow` rule compares a scheduled time with. */
export interface ScheduleClock {
  /** The wall-clock time the date is compared with: now, in the reader's time zone. */
  now: Date;
  /** `now` as the panel names it, in the page's language. */
  nowLabel: string;
}

/** `2026-12-01T18:00:00` as that time in the reader's time zone (the contract's date-time has no zone). */
function localDateTime(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(year, month - 1, day, hour, minute, second);
}

/** `date` as the contract writes a dispatch date: local wall-clock time, no zone. */
export function wallClock(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

/** The time `body` schedules under `rule`: undefined when its conditions do not hold or the time does not parse. */
function scheduledTime(body: unknown, rule: NotBeforeNow): {text: string; date: Date} | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const fields = body as Record<string, unknown>;
  if (!Object.entries(rule.when).every(([name, value]) => fields[name] === value)) return undefined;
  const text = fields[rule.field];
  const date = typeof text === 'string' ? localDateTime(text) : undefined;
  return date && {text: text as string, date};
}

/** A scheduled example whose time had passed when the panel loaded it, and the time put in its place. */
export interface Rescheduled {
  draft: Draft;
  from: string;
  to: string;
}

/**
 * An example (the contract's or a guide's) is written once with a fixed scheduled time, which sooner or later is
 * in the past, where the `rule` would turn the example itself into an error. When it has passed, the panel
 * loads the example with the same time of day on the first later day that is after `now`, and says so; the
 * reader's own edits are never changed. Undefined when the example is not a scheduled one in the past.
 */
export function rescheduledExample(draft: Draft, rule: NotBeforeNow, now: Date): Rescheduled | undefined {
  let body: unknown;
  try {
    body = JSON.parse(draft.body);
  } catch {
    return undefined;
  }
  const scheduled = scheduledTime(body, rule);
  if (!scheduled || scheduled.date.getTime() >= now.getTime()) return undefined;
  const {text: from, date} = scheduled;
  const later = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
  );
  if (later.getTime() <= now.getTime()) later.setDate(later.getDate() + 1);
  const to = wallClock(later);
  const moved = applyEdits(draft.body, modify(draft.body, [rule.field], to, {}));
  return {draft: {...draft, body: moved}, from, to};
}

export interface Checked {
  violations: Violation[];
  /** The request the code is written for: what the reader typed, even where it breaks the contract. */
  request: SampleRequest;
}

export interface CheckInput {
  operation: TryItOperation;
  draft: Draft;
  origin: string;
  accessToken: string;
  baseUrlVariable: string;
  parameters?: CompiledValidator;
  body?: CompiledValidator;
  /** Now, for the operation's `notBeforeNow` rule. */
  schedule?: ScheduleClock;
  messages: CheckMessages;
}

export function checkDraft({
  operation,
  draft,
  origin,
  accessToken,
  baseUrlVariable,
  parameters,
  body,
  schedule,
  messages,
}: CheckInput): Checked {
  const violations: Violation[] = [];
  const values: Record<string, unknown> = {};
  let path = operation.path;
  const query: [string, string][] = [];
  for (const parameter of operation.parameters) {
    const text = draft.parameters[parameter.name] ?? '';
    violations.push(...textViolations(parameter.name, text, 'parameter', messages));
    if (parameter.in === 'path') path = path.replaceAll(`{${parameter.name}}`, encodeURIComponent(text));
    if (text === '') continue;
    values[parameter.name] = parameterValue(text, parameter.type);
    if (parameter.in === 'query') query.push([parameter.name, text]);
  }
  violations.push(...schemaViolations(parameters, values, 'parameter', messages));

  const request: SampleRequest = {
    method: operation.method,
    url: new URL(path, origin).toString(),
    query,
    bearer: operation.bearer,
    accessToken,
    baseUrlVariable,
  };
  const documented = operation.body;
  if (documented && 'form' in documented) {
    const form = documented.form.map((field) => ({...field, value: draft.form[field.name] ?? ''}));
    const formValues: Record<string, string> = {};
    for (const field of form) {
      violations.push(...textViolations(field.name, field.value, 'form', messages));
      if (field.value !== '') formValues[field.name] = field.value;
    }
    violations.push(...schemaViolations(body, formValues, 'form', messages));
    request.body = {mediaType: documented.mediaType, form: form.filter((field) => field.value !== '')};
  } else if (documented) {
    violations.push(...jsonBody(draft.body, operation, body, schedule, messages, request));
  }
  return {violations, request};
}

function jsonBody(
  text: string,
  operation: TryItOperation,
  validate: CompiledValidator | undefined,
  schedule: ScheduleClock | undefined,
  messages: CheckMessages,
  request: SampleRequest,
): Violation[] {
  const mediaType = operation.body!.mediaType;
  const part = 'body';
  if (text.trim() === '') {
    return operation.bodyRequired ? [{kind: 'json', part, rule: 'required', message: messages.bodyMissing}] : [];
  }
  request.body = {mediaType, text};
  if (text.length > MAX_BODY_CHARACTERS)
    return [{kind: 'text', part, rule: 'length', message: messages.tooLong(text.length, MAX_BODY_CHARACTERS)}];
  const control = CONTROL_CHARACTER.exec(text);
  if (control) {
    const {line} = lineAt(text, control.index);
    return [{kind: 'text', part, line, rule: 'control', message: messages.controlCharacter(codePoint(control[0]))}];
  }
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, {disallowComments: true, allowTrailingComma: false});
  if (errors.length > 0 || !tree) {
    // The first break only: what jsonc-parser reports after it follows from it.
    return errors.slice(0, 1).map((error) => {
      const {line, column} = lineAt(text, error.offset);
      return {
        kind: 'json',
        part,
        line,
        rule: 'json',
        message: messages.json(printParseErrorCode(error.error), line, column),
      };
    });
  }
  const value = JSON.parse(text) as JsonValue;
  request.body = {mediaType, json: value};
  const lineOf = (pointer: string) => {
    const node = findNodeAtLocation(tree, pathOf(pointer));
    return lineAt(text, (node?.parent?.type === 'property' ? node.parent : node)?.offset ?? tree.offset).line;
  };
  const found = schemaViolations(validate, value, part, messages, lineOf);
  const rule = operation.notBeforeNow;
  const scheduled = rule && schedule && scheduledTime(value, rule);
  if (rule && schedule && scheduled && scheduled.date.getTime() < schedule.now.getTime())
    found.push({
      kind: 'scheduledInPast',
      part,
      field: rule.field,
      line: lineOf(`/${rule.field}`),
      rule: rule.error,
      message: messages.scheduledInPast(schedule.nowLabel),
    });
  return found;
}
