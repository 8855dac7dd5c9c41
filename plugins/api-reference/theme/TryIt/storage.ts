/**
 * The edited request of each operation, kept for the tab in session storage (the reader's own values, never sent
 * anywhere) so that a reload restores it. Blocked or full storage only means nothing is kept; a stored value of
 * another shape, or one another script left there, reads as no draft.
 */
import {MAX_BODY_CHARACTERS, MAX_FIELD_CHARACTERS, type Draft} from './check';

const key = (spec: string, operationId: string) => `nuri-try-it:${spec}:${operationId}`;

/** What a stored draft may hold at most: a little beyond what the panel checks, so an over-long one is kept. */
const STORED_LIMIT = 4 * MAX_BODY_CHARACTERS;

function textMap(value: unknown, names: readonly string[]): Record<string, string> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const map: Record<string, string> = {};
  for (const name of names) {
    const text = (value as Record<string, unknown>)[name];
    if (text === undefined) continue;
    if (typeof text !== 'string' || text.length > 4 * MAX_FIELD_CHARACTERS) return undefined;
    map[name] = text;
  }
  return map;
}

/** The stored draft, if it has the draft's shape for these fields; anything else reads as none. */
export function parseStoredDraft(
  raw: string | null,
  parameterNames: readonly string[],
  formNames: readonly string[],
): Draft | undefined {
  if (raw === null || raw.length > STORED_LIMIT) return undefined;
  try {
    const stored = JSON.parse(raw) as {parameters?: unknown; body?: unknown; form?: unknown} | null;
    if (stored === null || typeof stored !== 'object' || typeof stored.body !== 'string') return undefined;
    const parameters = textMap(stored.parameters, parameterNames);
    const form = textMap(stored.form, formNames);
    return parameters && form ? {parameters, body: stored.body, form} : undefined;
  } catch {
    return undefined;
  }
}

export function readDraft(
  spec: string,
  operationId: string,
  parameterNames: readonly string[],
  formNames: readonly string[],
): Draft | undefined {
  try {
    return parseStoredDraft(window.sessionStorage.getItem(key(spec, operationId)), parameterNames, formNames);
  } catch {
    return undefined;
  }
}

/** Keeps the draft; false when this browser keeps no session storage for the site (the panel says so). */
export function saveDraft(spec: string, operationId: string, draft: Draft): boolean {
  try {
    window.sessionStorage.setItem(key(spec, operationId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function forgetDraft(spec: string, operationId: string): void {
  try {
    window.sessionStorage.removeItem(key(spec, operationId));
  } catch {
    // Nothing was kept, so there is nothing to forget.
  }
}
