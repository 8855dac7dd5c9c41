/**
 * What the contract answers a checked request, from the operation's documented responses (the reference's own
 * props): never a status or code the contract does not give.
 *
 * - A request without violations gets the first success response, with its status and example.
 * - A scheduled time earlier than now gets the error its rule names (A011, the violation's rule) and the response
 *   that documents it.
 * - Any other violation gets the operation's failure response for an input the contract refuses: its `default`
 *   response (whose status the contract leaves open), else the 400 response; when the same failure is documented
 *   under several statuses (chat's 400 or 500 "unexpected exception"), the status is not fixed either.
 */
import type {ErrorRow, OperationData, ResponseData} from '../../props';
import type {Violation} from './check';

export type Answer =
  | {kind: 'success'; response: ResponseData}
  | {kind: 'error'; error: ErrorRow; response?: ResponseData}
  | {kind: 'failure'; response: ResponseData; statuses: string[]; statusFixed: boolean}
  | {kind: 'undocumented'};

const firstExample = (response: ResponseData) => response.bodies[0]?.examples[0]?.value;

function responseWithCode(operation: OperationData, code: string): ResponseData | undefined {
  return operation.responses.find((response) =>
    response.bodies.some((body) =>
      body.examples.some((example) => {
        try {
          return (JSON.parse(example.value) as {code?: unknown}).code === code;
        } catch {
          return false;
        }
      }),
    ),
  );
}

export function contractAnswer(operation: OperationData, violations: readonly Violation[]): Answer {
  if (violations.length === 0) {
    const success = operation.responses.find((response) => /^2/.test(response.status));
    return success ? {kind: 'success', response: success} : {kind: 'undocumented'};
  }
  const onlySchedule = violations.every((violation) => violation.kind === 'scheduledInPast');
  const code = violations[0]!.rule;
  const scheduleError = onlySchedule ? operation.errors.find((row) => row.code === code) : undefined;
  if (scheduleError) {
    const response = responseWithCode(operation, code);
    return {kind: 'error', error: scheduleError, ...(response ? {response} : {})};
  }
  const fallback = operation.responses.find((response) => response.status === 'default');
  if (fallback) return {kind: 'failure', response: fallback, statuses: [], statusFixed: false};
  const badRequest = operation.responses.find((response) => response.status === '400');
  if (!badRequest) return {kind: 'undocumented'};
  const example = firstExample(badRequest);
  const statuses = operation.responses
    .filter((response) => example !== undefined && firstExample(response) === example)
    .map((response) => response.status);
  return {kind: 'failure', response: badRequest, statuses, statusFixed: statuses.length <= 1};
}
