/**
 * The reader's own values ("My values"): what they are, how a stored copy is read back, and how they replace the
 * site's examples in code samples. Pure functions, shared by the store, the panel and the code blocks; the site's
 * examples come from the plugin's options (`MyValuesSite`, in the browser its global data: useMyValuesSite.ts).
 */
import {substituteValues, type Substitution} from './substitute';
import {tokenRewriter} from './tokenVariable';
import {checkBaseUrl, checkId, type Checked} from './validation';

export const MY_VALUE_KEYS = ['mediaBaseUrl', 'chatBaseUrl', 'pushBaseUrl', 'applicationId', 'userId'] as const;
export type MyValueKey = (typeof MY_VALUE_KEYS)[number];
export type MyValues = Partial<Record<MyValueKey, string>> & {
  /** Samples read the access token from the environment variable ACCESS_TOKEN instead of a placeholder. */
  tokenAsVariable?: true;
};

/** What the site tells My values (the plugin's options): the examples the reader's values replace. */
export interface MyValuesSite {
  /** The example text each value replaces: the site's conventions. */
  readonly examples: Readonly<Record<MyValueKey, string>>;
  /**
   * The variable a value has in the guides' code (the conventions page names them): a shell `$NAME`/`${NAME}` or
   * a Node `process.env.NAME` shows the reader's value too. A value without one (the user ID) is left out.
   */
  readonly variables: Readonly<Partial<Record<MyValueKey, string>>>;
  /** The bearer token's placeholder in the reference's samples (read from the environment on request). */
  readonly accessToken: string;
}

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

/** Puts a reader's values into a code sample (`language` is the code block's language). */
export type ApplyMyValues = (code: string, values: MyValues, language?: string) => string;

/**
 * For the site's examples: the code with the reader's values in place of the examples and of their variables,
 * each written with the quoting of the place it lands in.
 */
export function myValuesApplier(site: MyValuesSite): ApplyMyValues {
  const tokenAsVariable = tokenRewriter(site.accessToken);
  return (code, values, language = '') => {
    const withToken = values.tokenAsVariable ? tokenAsVariable(code, language) : code;
    const substitutions: Substitution[] = [];
    for (const key of MY_VALUE_KEYS) {
      const value = values[key];
      if (value !== undefined) substitutions.push({example: site.examples[key], variable: site.variables[key], value});
    }
    return substituteValues(withToken, language || undefined, substitutions);
  };
}
