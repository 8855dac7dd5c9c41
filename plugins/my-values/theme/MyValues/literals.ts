/**
 * How a piece of text is written inside each kind of string literal the site's code samples use, so that the text
 * arrives byte for byte and can neither end the literal nor start code (a command substitution, an interpolation).
 * Each function returns what goes between the literal's delimiters; where a literal cannot hold some character,
 * the function closes the literal, adds the text in a form that can, and reopens it.
 * `undefined` means the text cannot be written there at all.
 */

const hex = (char: string, width: number) => char.codePointAt(0)!.toString(16).padStart(width, '0');

/** Replaces what `pattern` matches with `escape(match)`. */
const escapeWith = (pattern: RegExp, escape: (char: string) => string) => (text: string) =>
  text.replace(pattern, escape);

// Shell -------------------------------------------------------------------------------------------------------

/** Characters the shell never treats specially inside a word (quoting is left out where it would only add noise). */
const SHELL_PLAIN = /^[A-Za-z0-9._:/@%+,=-]+$/;

/** A complete single-quoted shell word: nothing inside is special, and `'` is written as `'\''`. */
export const shellWord = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;

/** Text as an unquoted part of a shell word. */
export const shellUnquoted = (text: string): string => (SHELL_PLAIN.test(text) ? text : shellWord(text));

/** Inside `'…'`: the only character to handle is `'` itself. */
export const shellSingleQuoted = (text: string): string => text.replaceAll("'", `'\\''`);

/**
 * Inside `"…"`, where `$`, backticks, `\`, `"` and (interactively) `!` are special: text free of them stays as it
 * is, any other text ends the double quotes, follows as a single-quoted word and reopens them.
 */
export const shellDoubleQuoted = (text: string): string =>
  /["\\$`!\p{Cc}]/u.test(text) ? `"${shellWord(text)}"` : text;

/** Inside `$'…'` (ANSI-C quoting): ends it, follows as a single-quoted word, reopens it. */
export const shellAnsiQuoted = (text: string): string => (/['\\\p{Cc}]/u.test(text) ? `'${shellWord(text)}$'` : text);

// JSON and C-like string escapes -------------------------------------------------------------------------------

/** Inside a JSON string (also safe inside JavaScript source: U+2028 and U+2029 are escaped). */
export const jsonString = (text: string): string =>
  JSON.stringify(text)
    .slice(1, -1)
    .replace(/[\u2028\u2029]/g, (char) => `\\u${hex(char, 4)}`);

const NAMED_ESCAPES: Record<string, string> = {'\n': '\\n', '\r': '\\r', '\t': '\\t'};

/**
 * Backslash escapes shared by most C-like languages: `\`, the quote characters given, \n, \r, \t, and every other
 * control or line-separator character through `other`.
 */
function backslashEscaped(quotes: string, other: (char: string) => string): (text: string) => string {
  const special = new RegExp(`[\\\\${quotes}\\p{Cc}\\u2028\\u2029]`, 'gu');
  return escapeWith(special, (char) => {
    if (char === '\\' || quotes.includes(char)) return `\\${char}`;
    return NAMED_ESCAPES[char] ?? other(char);
  });
}

const unicodeEscape = (char: string) => `\\u${hex(char, 4)}`;
/** `\xHH` for the characters it can name, `\uHHHH` for the rest (Python and Go read both). */
const hexEscape = (char: string) => (char < '\u0100' ? `\\x${hex(char, 2)}` : unicodeEscape(char));

/** JavaScript/TypeScript `'…'` and `"…"`. */
export const jsQuoted = (quote: "'" | '"') => backslashEscaped(quote, unicodeEscape);

/** JavaScript template literal: `$` is escaped too, so no `${` can start. */
export const jsTemplate = backslashEscaped('`$', unicodeEscape);

/** Python `'…'`, `"…"` and their triple-quoted forms; an f-string doubles its braces. */
export const pythonQuoted = (quote: "'" | '"', formatted: boolean) => {
  const escape = backslashEscaped(quote, hexEscape);
  return formatted ? (text: string) => escape(text).replace(/[{}]/g, '$&$&') : escape;
};

/** Python raw strings know no escapes: the text goes between them as an ordinary literal (implicit concatenation). */
export const pythonRaw = (quote: string, prefix: string) => (text: string) =>
  /[\\'"{}\p{Cc}\u2028\u2029]/u.test(text) ? `${quote} "${pythonQuoted('"', false)(text)}" ${prefix}${quote}` : text;

/** Go interpreted strings `"…"`. */
export const goQuoted = backslashEscaped('"', hexEscape);

/** Go raw strings hold anything but a backtick (and drop carriage returns): those go in as `` ` + "…" + ` ``. */
export const goRaw = escapeWith(/[`\r]+/g, (run) => `\` + "${goQuoted(run)}" + \``);

/**
 * Java `"…"` and text blocks. Control characters as octal escapes: a `\u` escape is decoded before Java reads the
 * literal, so `\u000a` would end it. U+2028 and U+2029 end no Java line and stay as they are.
 */
export const javaQuoted = backslashEscaped('"', (char) =>
  char < '\u0100' ? `\\${char.charCodeAt(0).toString(8)}` : char,
);

/** Kotlin `"…"`: `$` starts a template, so it is escaped too. */
export const kotlinQuoted = backslashEscaped('"$', unicodeEscape);

/** Kotlin raw strings `"""…"""` know no escapes: `$` and `"` go in as template expressions. */
export const kotlinRaw = escapeWith(/[$"]/g, (char) => `\${'${char}'}`);

/** Swift `"…"` and `"""…"""`. */
export const swiftQuoted = backslashEscaped('"', (char) => `\\u{${hex(char, 1)}}`);

/**
 * Swift strings with `#` delimiters: only `\#…` is special there, so `\`, `"` and line breaks go in as
 * interpolated ordinary literals, `\#("\\")`.
 */
export const swiftExtended = (hashes: string, multiline: boolean) =>
  escapeWith(multiline ? /[\\"]/g : /[\\"\p{Cc}\u2028\u2029]/gu, (char) => `\\${hashes}("${swiftQuoted(char)}")`);

/** C# `"…"`; an interpolated `$"…"` doubles its braces. */
export const csharpQuoted = (interpolated: boolean) => {
  const escape = backslashEscaped('"', unicodeEscape);
  return interpolated ? (text: string) => escape(text).replace(/[{}]/g, '$&$&') : escape;
};

/** C# verbatim `@"…"`: `""` is a quote, nothing else is special. */
export const csharpVerbatim = (interpolated: boolean) => (text: string) => {
  const quoted = text.replaceAll('"', '""');
  return interpolated ? quoted.replace(/[{}]/g, '$&$&') : quoted;
};

/**
 * C# raw strings `"""…"""` cannot escape: a run of two quotes could join the quotes around the value into a
 * delimiter, and an interpolated one takes no braces; such text cannot go in.
 */
export const csharpRaw = (interpolated: boolean) => (text: string) =>
  text.includes('""') || (interpolated && /[{}]/.test(text)) ? undefined : text;

// Comments ------------------------------------------------------------------------------------------------------

/** Inside a comment: one line, and a block comment cannot be closed early. The text is shown, never run. */
export const commentText = (text: string): string =>
  text.replace(/[\p{Cc}\u2028\u2029]/gu, ' ').replaceAll('*/', '* /');
