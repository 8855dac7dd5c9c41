/**
 * `<ApiResponse>`: one HTTP status or error code that a sentence of prose names, checked against the OpenAPI model
 * at build time, so the prose cannot name a response the contract does not document.
 */
import type {ApiModel} from './model';
import type {ApiResponseData} from './props';
import {findOperation} from './resolve';

export interface ResponseReference {
  /** An operationId; without it, any operation of the API. */
  operation?: string;
  status?: string;
  code?: string;
}

/** The status (among the operations' responses) or the error code (among their rows of the error catalogue). */
export function apiResponse(model: ApiModel, {operation, status, code}: ResponseReference): ApiResponseData {
  if ((status === undefined) === (code === undefined)) throw new Error('give either status="…" or code="…"');
  let operations = model.operations;
  if (operation !== undefined) {
    const found = findOperation(model, operation);
    if (!found) throw new Error(`unknown operation "${operation}" in the ${model.name} API`);
    operations = [found];
  }
  const documented = new Set(
    operations.flatMap((op) =>
      status !== undefined
        ? Object.keys(op.operation.responses).filter((key) => key !== 'default')
        : op.errors.flatMap((entry) => (entry.code === undefined ? [] : [entry.code])),
    ),
  );
  const value = (status ?? code)!;
  if (!documented.has(value)) {
    const where = operation === undefined ? `the ${model.name} API` : `${operation} in the ${model.name} API`;
    throw new Error(
      `${status !== undefined ? 'status' : 'error code'} "${value}" is not documented for ${where}; ` +
        `documented: ${[...documented].sort().join(', ')}`,
    );
  }
  return {value};
}
