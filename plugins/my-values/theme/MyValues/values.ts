/**
 * The reader's own values ("My values"): what they are, the example each one replaces in code samples, and how a
 * stored copy is read back. Pure functions, shared by the store, the panel and the code blocks.
 */
import {
  API_BASE_URL_VARIABLES,
  EXAMPLE_API_ORIGINS,
  EXAMPLE_APPLICATION_ID,
  EXAMPLE_USER_ID,
} from '@site/config/product';
import {substituteValues, type Substitution} from './substitute';
import {tokenAsVariable} from './tokenVariable';
import {checkBaseUrl, checkId, type Checked} from './validation';

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
  mediaBaseUrl: API_BASE_URL_VARIABLES.media,
  chatBaseUrl: API_BASE_URL_VARIABLES.chat,
  pushBaseUrl: API_BASE_URL_VARIABLES.push,
  applicationId: 'APPLICATION_ID',
};

/** The local storage key (documented on the panel and on /console-app-information). */
export const MY_VALUES_STORAGE_KEY = 'my-values';

export const NO_VALUES: MyValues = Object.freeze({});

export const isBaseUrlKey = (key: MyValueKey): boolean => key.endsWith('BaseUrl');

/**
 * A value as entered (surrounding white space aside), checked against its field's rule. Empty means "use the
 * example"; a value that breaks the rule is refused as a whole, never shortened or rewritten.
 */
export function checkValue(key: MyValueKey, entered: string): Checked | undefined {
  const text = entered.trim();
  if (text === '') return undefined;
  return isBaseUrlKey(key) ? checkBaseUrl(text) : checkId(text);
}

/** The values that pass their rules; anything else (wrong type, refused value) is left out. */
export function cleanValues(values: Record<string, unknown>): MyValues {
  const clean: MyValues = values.tokenAsVariable === true ? {tokenAsVariable: true} : {};
  for (const key of MY_VALUE_KEYS) {
    const value = values[key];
    const checked = typeof value === 'string' ? checkValue(key, value) : undefined;
    if (checked?.value !== undefined) clean[key] = checked.value;
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
 * The code with the reader's values in place of the examples and of their variables, each written with the
 * quoting of the place it lands in (`language` is the code block's language).
 */
export function applyMyValues(code: string, values: MyValues, language = ''): string {
  const withToken = values.tokenAsVariable ? tokenAsVariable(code, language) : code;
  const substitutions: Substitution[] = [];
  for (const key of MY_VALUE_KEYS) {
    const value = values[key];
    if (value !== undefined) substitutions.push({example: EXAMPLE_VALUES[key], variable: VARIABLE_NAMES[key], value});
  }
  return substituteValues(withToken, language || undefined, substitutions);
}
