/**
 * The reader's own values ("My values"): what they are, the example each one replaces in code samples, and how a
 * stored copy is read back. Pure functions, shared by the store, the panel and the code blocks.
 */
import {EXAMPLE_API_ORIGINS, EXAMPLE_APPLICATION_ID, EXAMPLE_USER_ID} from '@site/config/product';
import {tokenAsVariable} from './tokenVariable';

export const MY_VALUE_KEYS = ['mediaBaseUrl', 'chatBaseUrl', 'pushBaseUrl', 'applicationId', 'userId'] as const;
export type MyValueKey = (typeof MY_VALUE_KEYS)[number];
export type MyValues = Partial<Record<MyValueKey, string>> & {
  /** Samples read the access token from the environment variable ACCESS_TOKEN instead of a placeholder. */
  tokenAsVariable?: true;
};

/** The example text each value replaces: the site's conventions (/console-app-information#conventions). */
export const EXAMPLE_VALUES: Record<MyValueKey, string> = {
  mediaBaseUrl: EXAMPLE_API_ORIGINS.media,
  chatBaseUrl: EXAMPLE_API_ORIGINS.chat,
  pushBaseUrl: EXAMPLE_API_ORIGINS.push,
  applicationId: EXAMPLE_APPLICATION_ID,
  userId: EXAMPLE_USER_ID,
};

/**
 * The variable each value has in the guides' code (the conventions page names them): a shell `$NAME`/`${NAME}`
 * or a Node `process.env.NAME` shows the reader's value too. The user ID has no variable.
 */
const VARIABLE_NAMES: Partial<Record<MyValueKey, string>> = {
  mediaBaseUrl: 'MEDIA_API_BASE_URL',
  chatBaseUrl: 'CHAT_API_BASE_URL',
  pushBaseUrl: 'PUSH_API_BASE_URL',
  applicationId: 'APPLICATION_ID',
};

/** The local storage key (documented on the panel and on /console-app-information). */
export const MY_VALUES_STORAGE_KEY = 'my-values';

/** The longest value kept; the input fields stop at the same length. */
export const MAX_VALUE_LENGTH = 1000;

export const NO_VALUES: MyValues = Object.freeze({});

/**
 * A value as it may appear in code: one line (a sample never gains a line break from a stored value), trimmed,
 * at most MAX_VALUE_LENGTH characters, a base URL without its trailing slash. Empty means "use the example".
 */
export function cleanValue(key: MyValueKey, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  let clean = value
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .trim()
    .slice(0, MAX_VALUE_LENGTH);
  if (key.endsWith('BaseUrl')) clean = clean.replace(/\/+$/, '');
  return clean === '' ? undefined : clean;
}

export function cleanValues(values: Record<string, unknown>): MyValues {
  const clean: MyValues = values.tokenAsVariable === true ? {tokenAsVariable: true} : {};
  for (const key of MY_VALUE_KEYS) {
    const value = cleanValue(key, values[key]);
    if (value !== undefined) clean[key] = value;
  }
  return clean;
}

/** A stored copy, whatever another script or an old version left there: anything unexpected reads as no value. */
export function parseStoredValues(raw: string | null): MyValues {
  if (raw === null) return NO_VALUES;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? cleanValues(parsed as Record<string, unknown>)
      : NO_VALUES;
  } catch {
    return NO_VALUES;
  }
}

/**
 * The code with the reader's values in place of the examples and of their variables: plain text in, plain text
 * out (a Node variable becomes a string literal, a shell variable the bare value).
 */
export function applyMyValues(code: string, values: MyValues, language = ''): string {
  let result = values.tokenAsVariable ? tokenAsVariable(code, language) : code;
  for (const key of MY_VALUE_KEYS) {
    const value = values[key];
    if (value === undefined) continue;
    result = result.split(EXAMPLE_VALUES[key]).join(value);
    const name = VARIABLE_NAMES[key];
    if (name === undefined) continue;
    result = result
      .replace(new RegExp(`\\bprocess\\.env\\.${name}\\b`, 'g'), () => JSON.stringify(value))
      .replace(new RegExp(`\\$(?:\\{${name}\\}|${name}\\b)`, 'g'), () => value);
  }
  return result;
}
