/**
 * What a contract states beyond the product specification without saying so: the kinds of fact a contract either
 * takes from the specification (the inventory says where) or marks as the documentation's own with `x-convention`
 * (statuses, `required: true`, formats, enums and enum-like example values, the operations of an error). Read from
 * the contract as the site reads it (a model, `$ref`s resolved, so a mark on a shared response or parameter counts
 * wherever it is used) and as written (for where each format and enum is written).
 */
import type {ApiModel, ErrorCodeEntry, SchemaObject, WrittenDocument} from '../support/api';
import type {ErrorFact, SpecInventory} from './inventory';

export interface ConventionFindings {
  /** What the specification does not give and carries no mark, one line each. */
  unmarked: string[];
  /** What carries a mark although the specification gives it. */
  overmarked: string[];
}

/** A word in capitals (`FCM`, `APP_PUSH`): what an enum's value looks like, in an example of a field without one. */
const ENUM_LIKE = /^[A-Z]{2,}(?:_[A-Z]+)*$/;

const isMarked = (node: unknown): boolean =>
  typeof node === 'object' && node !== null && (node as {'x-convention'?: unknown})['x-convention'] !== undefined;

const sameSet = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((item) => b.includes(item));

/** The inventory's fact of a catalogue entry: the same code, status and message. */
function factOf(inventory: SpecInventory, entry: ErrorCodeEntry): ErrorFact | undefined {
  return inventory.errors.find(
    (fact) => fact.code === entry.code && fact.httpStatus === entry.httpStatus && fact.message === entry.message,
  );
}

const entryName = (entry: ErrorCodeEntry): string =>
  [entry.code, entry.httpStatus, entry.message].filter((part) => part !== undefined).join(' ');

/** Whether the specification ties the entry to the operations it lists (an entry without a list applies to all). */
function mappingGiven(inventory: SpecInventory, entry: ErrorCodeEntry): boolean {
  if (!entry.operations) return true;
  const given = factOf(inventory, entry)?.operations?.ids;
  return given !== undefined && sameSet(given, entry.operations);
}

/** A property's schema, an `allOf` override winning over the member it overrides. */
function propertyOf(schema: SchemaObject | undefined, key: string): SchemaObject | undefined {
  if (!schema) return undefined;
  for (const member of [...(schema.allOf ?? [])].reverse()) {
    const found = propertyOf(member, key);
    if (found) return found;
  }
  return schema.properties?.[key];
}

const enumHas = (schema: SchemaObject | undefined, value: unknown): boolean =>
  Boolean(schema && ((schema.enum ?? []).includes(value as never) || ('const' in schema && schema.const === value)));

/** Every object of a written document outside its examples, with its path (`components.schemas.Room`). */
function walk(node: unknown, visit: (object: Record<string, unknown>, path: string[]) => void, path: string[] = []) {
  if (Array.isArray(node)) node.forEach((item, index) => walk(item, visit, [...path, String(index)]));
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
  const object = node as Record<string, unknown>;
  visit(object, path);
  for (const [key, value] of Object.entries(object)) {
    if (key !== 'example' && key !== 'examples') walk(value, visit, [...path, key]);
  }
}

/** The component schema and property a written path is in (`components.schemas.Room.properties.start_time`). */
function schemaAndProperty(path: string[]): {schema?: string; property?: string} {
  const schemaAt = path.indexOf('schemas');
  const propertyAt = path.lastIndexOf('properties');
  return {
    ...(path[0] === 'components' && schemaAt === 1 ? {schema: path[2]} : {}),
    ...(propertyAt >= 0 && propertyAt === path.length - 2 ? {property: path[propertyAt + 1]} : {}),
  };
}

export function conventionFindings(
  {document, operations}: ApiModel,
  written: WrittenDocument,
  inventory: SpecInventory,
): ConventionFindings {
  const findings: ConventionFindings = {unmarked: [], overmarked: []};
  const seen = new Set<string>();
  const judge = (what: string, given: boolean, marked: boolean) => {
    if (seen.has(what)) return;
    seen.add(what);
    if (!given && !marked) findings.unmarked.push(what);
    if (given && marked) findings.overmarked.push(what);
  };

  for (const entry of document['x-error-codes']) {
    judge(`x-error-codes ${entryName(entry)}: operations`, mappingGiven(inventory, entry), isMarked(entry));
  }

  for (const {operationId, operation, parameters, errors} of operations) {
    for (const [status, response] of Object.entries(operation.responses)) {
      if (status === 'default') continue;
      const given =
        inventory.statuses.some((fact) => fact.operation === operationId && fact.status === status) ||
        errors.some((entry) => String(entry.httpStatus) === status && mappingGiven(inventory, entry));
      judge(`${operationId}: status ${status}`, given, isMarked(response));
    }

    // The specification names the queries of a call (§7), never as required; a path parameter is, by OpenAPI.
    for (const parameter of parameters) {
      if (parameter.in !== 'path' && parameter.required === true)
        judge(`${operationId}: ${parameter.in} ${parameter.name} required`, false, isMarked(parameter));
    }

    const body = operation.requestBody;
    const [media] = Object.values(body?.content ?? {});
    const schema = media?.schema;
    const schemaName = schema?.['x-schema-name'];
    const inline = inventory.inlineRequired.find((fact) => fact.operation === operationId);
    if (schema && schemaName === undefined && schema.required) {
      judge(
        `${operationId}: request body fields ${schema.required.join(', ')} required`,
        inline !== undefined && sameSet(inline.required, schema.required),
        isMarked(schema) || isMarked(body),
      );
    }
    if (body?.required === true) {
      // A body is required when the specification requires one of its fields (§3, §5 "Required fields as listed").
      const requiredFields =
        schemaName !== undefined ? (inventory.schemas[schemaName]?.required ?? []) : (inline?.required ?? []);
      judge(`${operationId}: request body required`, requiredFields.length > 0, isMarked(body));
    }

    const exampleValue = (where: string, value: unknown, target: SchemaObject | undefined, key?: string) => {
      if (Array.isArray(value)) {
        const items = typeof target?.items === 'object' ? target.items : undefined;
        for (const item of value) exampleValue(where, item, items, key);
      } else if (typeof value === 'object' && value !== null) {
        for (const [name, child] of Object.entries(value)) exampleValue(where, child, propertyOf(target, name), name);
      } else if (typeof value === 'string' && key !== undefined && ENUM_LIKE.test(value) && !enumHas(target, value)) {
        const given = inventory.exampleValues.some((fact) => fact.property === key && fact.value === value);
        judge(`${operationId}: ${where} ${key}: ${value}`, given, isMarked(target));
      }
    };
    for (const parameter of parameters) {
      const values = [parameter.example, ...Object.values(parameter.examples ?? {}).map((example) => example.value)];
      for (const value of values) {
        if (typeof value === 'string' && ENUM_LIKE.test(value) && !enumHas(parameter.schema, value)) {
          const given = inventory.exampleValues.some(
            (fact) => fact.property === parameter.name && fact.value === value,
          );
          judge(
            `${operationId}: parameter example ${parameter.name}: ${value}`,
            given,
            isMarked(parameter) || isMarked(parameter.schema),
          );
        }
      }
    }
    const bodies = [
      ['request example', body?.content] as const,
      ...Object.entries(operation.responses).map(
        ([status, response]) => [`${status} example`, response.content] as const,
      ),
    ];
    for (const [where, content] of bodies) {
      for (const each of Object.values(content ?? {})) {
        const values = [each.example, ...Object.values(each.examples ?? {}).map((example) => example.value)];
        for (const value of values) if (value !== undefined) exampleValue(where, value, each.schema);
      }
    }
  }

  walk(written, (object, path) => {
    const {schema, property} = schemaAndProperty(path);
    const where = path.join('.');
    if (typeof object.format === 'string') {
      const given = inventory.formats.some(
        (fact) => fact.schema === schema && fact.property === property && fact.format === object.format,
      );
      judge(`${where}: format ${object.format}`, given, isMarked(object));
    }
    if (Array.isArray(object.enum) || 'const' in object) {
      const values = Array.isArray(object.enum) ? object.enum : [object.const];
      const given =
        property === undefined
          ? schema !== undefined && path.length === 3 && inventory.enums[schema]?.where !== undefined
          : inventory.inlineEnums.some(
              (fact) => fact.schema === schema && fact.property === property && sameSet(fact.values, values),
            );
      judge(`${where}: values ${values.join(', ')}`, given, isMarked(object));
    }
  });

  return findings;
}

/** Every mark of a written document: the ids it names, with where. */
export function marksOf(written: WrittenDocument): {id: string; where: string}[] {
  const marks: {id: string; where: string}[] = [];
  walk(written, (object, path) => {
    const mark = object['x-convention'];
    if (mark === undefined) return;
    for (const id of Array.isArray(mark) ? mark : [mark]) marks.push({id: String(id), where: path.join('.')});
  });
  return marks;
}
