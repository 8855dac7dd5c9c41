/**
 * Where the reader's values live: this browser's local storage only. Every code block subscribes; the server
 * and the first (hydrating) render see no values, so the markup matches and the values appear right after.
 * Blocked or full storage reads as "no values" and a save reports that it failed.
 *
 * Not theme-common's useStorageSlot: its `set` cannot tell the caller that a save failed (it logs a console error
 * instead), and the form must say so next to the Save button.
 */
import {useSyncExternalStore} from 'react';
import {MY_VALUES_STORAGE_KEY, NO_VALUES, cleanValues, parseStoredValues, type MyValues} from './values';

const listeners = new Set<() => void>();
let snapshot: {raw: string | null; values: MyValues} = {raw: null, values: NO_VALUES};

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(MY_VALUES_STORAGE_KEY);
  } catch {
    return null;
  }
}

function getSnapshot(): MyValues {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = {raw, values: parseStoredValues(raw)};
  return snapshot.values;
}

const getServerSnapshot = (): MyValues => NO_VALUES;

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === MY_VALUES_STORAGE_KEY) notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useMyValues(): MyValues {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Stores the values (empty ones are dropped); false when this browser keeps no storage for the site. */
export function saveMyValues(values: Record<string, unknown>): boolean {
  const clean = cleanValues(values);
  try {
    if (Object.keys(clean).length === 0) window.localStorage.removeItem(MY_VALUES_STORAGE_KEY);
    else window.localStorage.setItem(MY_VALUES_STORAGE_KEY, JSON.stringify(clean));
    return true;
  } catch {
    return false;
  } finally {
    notify();
  }
}

export function resetMyValues(): boolean {
  return saveMyValues({});
}
