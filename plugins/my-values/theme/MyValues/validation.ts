/**
 * What My values accepts, checked before a value is saved and again when a stored copy is read back. The
 * specification fixes neither the services' addresses nor the IDs' format; these rules are the site's conventions
 * (/console-app-information#my-values) and keep every accepted value plain data in every sample language.
 */

/** Why a value was refused; the form words each one for its field. */
export type ValueProblem = 'urlScheme' | 'urlParts' | 'urlCharacters' | 'idCharacters' | 'tooLong';

export const MAX_URL_LENGTH = 200;
export const MAX_ID_LENGTH = 64;

/** Hosts a base URL may name over plain http: the reader's own machine, for local mocks. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** A scheme, a host of letters, digits, dots and hyphens, an optional port and a path of unreserved characters. */
const BASE_URL = /^https?:\/\/[A-Za-z0-9.-]+(?::[0-9]{1,5})?(?:\/[A-Za-z0-9._~/-]*)?$/;
const ID = /^[A-Za-z0-9._-]+$/;

export type Checked = {value: string; problem?: undefined} | {value?: undefined; problem: ValueProblem};

/** A base URL as samples use it (without trailing slashes), or why it cannot be one. */
export function checkBaseUrl(text: string): Checked {
  if (text.length > MAX_URL_LENGTH) return {problem: 'tooLong'};
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return {problem: 'urlScheme'};
  }
  const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !local) return {problem: 'urlScheme'};
  if (url.username || url.password || /[?#@]/.test(text)) return {problem: 'urlParts'};
  if (!BASE_URL.test(text)) return {problem: 'urlCharacters'};
  return {value: text.replace(/\/+$/, '')};
}

/** An application or user ID: ASCII letters, digits, `.`, `_` and `-`, at most MAX_ID_LENGTH characters. */
export function checkId(text: string): Checked {
  if (text.length > MAX_ID_LENGTH) return {problem: 'tooLong'};
  return ID.test(text) ? {value: text} : {problem: 'idCharacters'};
}
