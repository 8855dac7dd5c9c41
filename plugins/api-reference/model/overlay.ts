import {query} from 'jsonpath-rfc9535';

/** An OpenAPI Overlay 1.0 document (https://spec.openapis.org/overlay/v1.0.0). */
export interface OverlayDocument {
  overlay: string;
  info: {title: string; version: string};
  extends?: string;
  actions: OverlayAction[];
}

export interface OverlayAction {
  target: string;
  description?: string;
  update?: unknown;
  remove?: boolean;
  /** The fingerprint of the English text the update translates (written by `npm run i18n:sync`, scripts/i18n). */
  'x-translated-from'?: string;
  /** Written by `npm run i18n:pending`: since that day the update lags the English text with that fingerprint. */
  'x-translation-pending'?: {since: string; source: string};
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeInto(target: JsonObject, update: JsonObject): void {
  for (const [key, value] of Object.entries(update)) {
    const current = target[key];
    if (isObject(current) && isObject(value)) mergeInto(current, value);
    else target[key] = structuredClone(value);
  }
}

/** The nodes an action's JSONPath target selects in `document` (empty when the target is stale). */
export function selectTargets(document: unknown, target: string): unknown[] {
  return query(document as Parameters<typeof query>[0], target);
}

function removeNode(document: unknown, node: unknown): void {
  const visit = (parent: unknown): boolean => {
    if (Array.isArray(parent)) {
      const index = parent.indexOf(node);
      if (index >= 0) {
        parent.splice(index, 1);
        return true;
      }
      return parent.some(visit);
    }
    if (isObject(parent)) {
      for (const [key, value] of Object.entries(parent)) {
        if (value === node) {
          delete parent[key];
          return true;
        }
        if (visit(value)) return true;
      }
    }
    return false;
  };
  visit(document);
}

/**
 * Applies an overlay to a copy of `document`: `update` objects are merged recursively into every
 * selected object (arrays receive the update as a new item), `remove` deletes the selected nodes.
 * A target that selects nothing throws, so a stale overlay fails the build instead of leaving
 * untranslated text behind silently.
 */
export function applyOverlay<T>(document: T, overlay: OverlayDocument): T {
  const result = structuredClone(document);
  for (const action of overlay.actions) {
    const nodes = selectTargets(result, action.target);
    if (nodes.length === 0) {
      throw new Error(`Overlay "${overlay.info.title}": target ${action.target} selects nothing`);
    }
    for (const node of nodes) {
      if (action.remove) removeNode(result, node);
      else if (Array.isArray(node)) node.push(structuredClone(action.update));
      else if (isObject(node) && isObject(action.update)) mergeInto(node, action.update);
      else {
        throw new Error(
          `Overlay "${overlay.info.title}": target ${action.target} must select objects or arrays to update`,
        );
      }
    }
  }
  return result;
}
