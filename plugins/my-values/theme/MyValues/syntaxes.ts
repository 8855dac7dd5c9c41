/**
 * What a code sample's language looks like to My values: where its string literals and comments start and end,
 * and how a value is written inside each (./literals.ts). Only as much of each language as finding those needs;
 * every language of the site's samples is here (the guides' bash, JSON and TypeScript, the reference's nine).
 */
import * as literal from './literals';

/** Writes a value inside a literal (or in code); undefined when it cannot go there. */
export type Encode = (text: string) => string | undefined;

export interface Literal {
  close: string;
  /** `\` escapes the next character (it cannot end the literal). */
  backslash: boolean;
  /** Character pairs that stand for one character and never end the literal (`""` in C#'s `@"…"`). */
  pairs?: string[];
  /** Variables expand inside it (the shell's `"…"`). */
  expands?: boolean;
  /** Code inside the literal: `${…}`, `$(…)`, `\(…)`, `{…}`. */
  interpolation?: {open: string; close: string};
  encode: Encode;
}

export interface Syntax {
  /** Where a literal or comment starts, tried in order at each position of code; a match's text is the opener. */
  openers: {pattern: RegExp; open: (opener: string) => Literal | {comment: string}}[];
  /** A value in code, outside any literal (a shell word); undefined when a value cannot stand there. */
  encodeInCode?: Encode;
  /** `\` escapes the next character in code (the shell). */
  backslashInCode?: boolean;
  /** A reference to a value's variable: the name is the pattern's first group; `inCode` writes the value. */
  variables?: {pattern: RegExp; inCode: (value: string) => string};
  comment: Encode;
}

const comment = (end: string) => () => ({comment: end});
const C_COMMENTS = [
  {pattern: /\/\//y, open: comment('\n')},
  {pattern: /\/\*/y, open: comment('*/')},
];

const quoted = (close: string, encode: Encode, extra: Partial<Literal> = {}): Literal => ({
  close,
  backslash: true,
  encode,
  ...extra,
});

const SHELL: Syntax = {
  openers: [
    // A comment starts a word; `$#` and `a#b` are no comments.
    {pattern: /(?<=^|[\s;&|(])#/y, open: comment('\n')},
    {pattern: /\$'/y, open: () => quoted("'", literal.shellAnsiQuoted)},
    {pattern: /'/y, open: () => ({close: "'", backslash: false, encode: literal.shellSingleQuoted})},
    {
      pattern: /"/y,
      open: () => quoted('"', literal.shellDoubleQuoted, {expands: true, interpolation: {open: '$(', close: ')'}}),
    },
  ],
  encodeInCode: literal.shellUnquoted,
  backslashInCode: true,
  // `$NAME` and `${NAME}` expand in code and in double quotes; in single quotes they are text.
  variables: {pattern: /\$(?:\{([A-Z_]+)\}|([A-Z_]+)(?![A-Za-z0-9_]))/y, inCode: literal.shellUnquoted},
  comment: literal.commentText,
};

const JSON_SYNTAX: Syntax = {
  openers: [{pattern: /"/y, open: () => quoted('"', literal.jsonString)}],
  comment: literal.commentText,
};

const JS: Syntax = {
  openers: [
    ...C_COMMENTS,
    {pattern: /'/y, open: () => quoted("'", literal.jsQuoted("'"))},
    {pattern: /"/y, open: () => quoted('"', literal.jsQuoted('"'))},
    {pattern: /`/y, open: () => quoted('`', literal.jsTemplate, {interpolation: {open: '${', close: '}'}})},
  ],
  // Server code reads a value from the environment once; with the reader's value it becomes a string literal.
  variables: {
    pattern: /process\.env\.([A-Z_]+)(?![A-Za-z0-9_])/y,
    inCode: (value) => `'${literal.jsQuoted("'")(value)}'`,
  },
  comment: literal.commentText,
};

const PYTHON: Syntax = {
  openers: [
    {pattern: /#/y, open: comment('\n')},
    {
      pattern: /(?<![A-Za-z0-9_])[rRbBfFuU]{0,2}('''|"""|'|")/y,
      open: (opener) => {
        const quote = opener.replace(/^[A-Za-z]+/, '');
        const prefix = opener.slice(0, opener.length - quote.length).toLowerCase();
        const formatted = prefix.includes('f');
        const interpolation = formatted ? {interpolation: {open: '{', close: '}'}, pairs: ['{{', '}}']} : {};
        if (prefix.includes('b')) return quoted(quote, () => undefined);
        if (prefix.includes('r')) return quoted(quote, literal.pythonRaw(quote, prefix), interpolation);
        return quoted(quote, literal.pythonQuoted(quote[0] as "'" | '"', formatted), interpolation);
      },
    },
  ],
  comment: literal.commentText,
};

const GO: Syntax = {
  openers: [
    ...C_COMMENTS,
    {pattern: /"/y, open: () => quoted('"', literal.goQuoted)},
    {pattern: /`/y, open: () => ({close: '`', backslash: false, encode: literal.goRaw})},
    {pattern: /'/y, open: () => quoted("'", () => undefined)},
  ],
  comment: literal.commentText,
};

const JAVA: Syntax = {
  openers: [
    ...C_COMMENTS,
    {pattern: /"""/y, open: () => quoted('"""', literal.javaQuoted)},
    {pattern: /"/y, open: () => quoted('"', literal.javaQuoted)},
    {pattern: /'/y, open: () => quoted("'", () => undefined)},
  ],
  comment: literal.commentText,
};

const KOTLIN_TEMPLATE = {interpolation: {open: '${', close: '}'}};
const KOTLIN: Syntax = {
  openers: [
    ...C_COMMENTS,
    {pattern: /"""/y, open: () => ({close: '"""', backslash: false, encode: literal.kotlinRaw, ...KOTLIN_TEMPLATE})},
    {pattern: /"/y, open: () => quoted('"', literal.kotlinQuoted, KOTLIN_TEMPLATE)},
    {pattern: /'/y, open: () => quoted("'", () => undefined)},
  ],
  comment: literal.commentText,
};

const SWIFT: Syntax = {
  openers: [
    ...C_COMMENTS,
    {
      pattern: /(#+)("""|")/y,
      open: (opener) => {
        const hashes = opener.replace(/"+$/, '');
        const multiline = opener.endsWith('"""');
        return {
          close: `${opener.slice(hashes.length)}${hashes}`,
          backslash: false,
          interpolation: {open: `\\${hashes}(`, close: ')'},
          encode: literal.swiftExtended(hashes, multiline),
        };
      },
    },
    {pattern: /"""/y, open: () => quoted('"""', literal.swiftQuoted, {interpolation: {open: '\\(', close: ')'}})},
    {pattern: /"/y, open: () => quoted('"', literal.swiftQuoted, {interpolation: {open: '\\(', close: ')'}})},
  ],
  comment: literal.commentText,
};

const CSHARP_BRACES = {interpolation: {open: '{', close: '}'}, pairs: ['{{', '}}']};
const CSHARP: Syntax = {
  openers: [
    ...C_COMMENTS,
    {
      pattern: /\$?"""/y,
      open: (opener) => ({
        close: '"""',
        backslash: false,
        encode: literal.csharpRaw(opener.startsWith('$')),
        ...(opener.startsWith('$') ? {interpolation: {open: '{', close: '}'}} : {}),
      }),
    },
    {
      pattern: /(?:\$@|@\$|@)"/y,
      open: (opener) => {
        const interpolated = opener.includes('$');
        return {
          close: '"',
          backslash: false,
          encode: literal.csharpVerbatim(interpolated),
          ...(interpolated ? CSHARP_BRACES : {}),
          pairs: ['""', ...(interpolated ? CSHARP_BRACES.pairs : [])],
        };
      },
    },
    {pattern: /\$"/y, open: () => quoted('"', literal.csharpQuoted(true), CSHARP_BRACES)},
    {pattern: /"/y, open: () => quoted('"', literal.csharpQuoted(false))},
    {pattern: /'/y, open: () => quoted("'", () => undefined)},
  ],
  comment: literal.commentText,
};

/** A code block's language (its `language-…` class) to the syntax its values are written in. */
const SYNTAXES: Record<string, Syntax> = {
  bash: SHELL,
  sh: SHELL,
  shell: SHELL,
  zsh: SHELL,
  curl: SHELL,
  json: JSON_SYNTAX,
  jsonc: JSON_SYNTAX,
  javascript: JS,
  js: JS,
  jsx: JS,
  mjs: JS,
  typescript: JS,
  ts: JS,
  tsx: JS,
  python: PYTHON,
  py: PYTHON,
  go: GO,
  java: JAVA,
  kotlin: KOTLIN,
  kt: KOTLIN,
  swift: SWIFT,
  csharp: CSHARP,
  cs: CSHARP,
};

export function syntaxOf(language: string | undefined): Syntax | undefined {
  return language === undefined ? undefined : SYNTAXES[language.toLowerCase()];
}
