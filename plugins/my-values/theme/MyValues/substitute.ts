/**
 * Puts values into code as data: each place an example value (or its variable) stands is read in its context (code,
 * which string literal, a JSON string inside that literal, a comment) and the value is written there with that
 * context's quoting (./syntaxes.ts, ./literals.ts). A place the value cannot be written keeps the example.
 */
import {jsonString} from './literals';
import {syntaxOf, type Literal, type Syntax} from './syntaxes';

export interface Substitution {
  /** The example text the value replaces. */
  example: string;
  /** The variable samples read the value from (`$NAME` in the shell, `process.env.NAME` in Node). */
  variable?: string;
  value: string;
}

/** Whether a literal's text is JSON (it starts with `{` or `[`), and where in that JSON the scan is. */
interface JsonScan {
  decided: boolean;
  json: boolean;
  inString: boolean;
  escaped: boolean;
}

type Frame =
  | {kind: 'code'; close?: string; depth: number}
  | {kind: 'literal'; literal: Literal; json: JsonScan}
  | {kind: 'comment'; end: string};

function scanJson(scan: JsonScan, char: string): void {
  if (!scan.decided) {
    if (/\s/.test(char)) return;
    scan.decided = true;
    scan.json = char === '{' || char === '[';
  }
  if (!scan.json) return;
  if (scan.escaped) scan.escaped = false;
  else if (scan.inString && char === '\\') scan.escaped = true;
  else if (char === '"') scan.inString = !scan.inString;
}

const OPENING: Record<string, string> = {')': '(', '}': '{'};

/** Text that is safe anywhere, for languages without a syntax here: letters, digits and URL punctuation. */
const PLAIN = /^[\p{L}\p{N}._:/@%+,=~-]+$/u;

const isWordChar = (char: string | undefined) => char !== undefined && /[A-Za-z0-9_]/.test(char);

interface Hit {
  text: string;
  substitution: Substitution;
  variable: boolean;
}

function exampleAt(code: string, at: number, substitutions: Substitution[]): Hit | undefined {
  if (isWordChar(code[at - 1])) return undefined;
  let hit: Hit | undefined;
  for (const substitution of substitutions) {
    const {example} = substitution;
    if (!code.startsWith(example, at) || isWordChar(code[at + example.length])) continue;
    if (!hit || example.length > hit.text.length) hit = {text: example, substitution, variable: false};
  }
  return hit;
}

function variableAt(code: string, at: number, syntax: Syntax, substitutions: Substitution[]): Hit | undefined {
  if (!syntax.variables) return undefined;
  const pattern = syntax.variables.pattern;
  pattern.lastIndex = at;
  const match = pattern.exec(code);
  if (!match) return undefined;
  const name = match[1] ?? match[2];
  const substitution = substitutions.find((candidate) => candidate.variable === name);
  return substitution && {text: match[0], substitution, variable: true};
}

function encodeAt(hit: Hit, frame: Frame, syntax: Syntax): string | undefined {
  const {value} = hit.substitution;
  switch (frame.kind) {
    case 'comment':
      return syntax.comment(value);
    case 'code':
      return hit.variable ? syntax.variables!.inCode(value) : syntax.encodeInCode?.(value);
    case 'literal':
      return frame.literal.encode(frame.json.inString ? jsonString(value) : value);
  }
}

function openerAt(code: string, at: number, syntax: Syntax): {text: string; frame: Frame} | undefined {
  for (const {pattern, open} of syntax.openers) {
    pattern.lastIndex = at;
    const match = pattern.exec(code);
    if (!match) continue;
    const opened = open(match[0]);
    const frame: Frame =
      'comment' in opened
        ? {kind: 'comment', end: opened.comment}
        : {kind: 'literal', literal: opened, json: {decided: false, json: false, inString: false, escaped: false}};
    return {text: match[0], frame};
  }
  return undefined;
}

/** The code with every substitution applied in the syntax of `language` (a code block's language name). */
export function substituteValues(code: string, language: string | undefined, substitutions: Substitution[]): string {
  if (substitutions.length === 0) return code;
  const syntax = syntaxOf(language);
  if (!syntax) {
    // Text whose quoting we do not know takes only values that need none.
    const plain = substitutions.filter(({value}) => PLAIN.test(value));
    return plain.reduce((text, {example, value}) => text.split(example).join(value), code);
  }

  const stack: Frame[] = [{kind: 'code', depth: 0}];
  let out = '';
  let at = 0;
  const take = (length: number) => {
    out += code.slice(at, at + length);
    at += length;
  };

  while (at < code.length) {
    const frame = stack[stack.length - 1]!;
    const expands = frame.kind === 'code' || (frame.kind === 'literal' && frame.literal.expands === true);
    const hit =
      exampleAt(code, at, substitutions) ?? (expands ? variableAt(code, at, syntax, substitutions) : undefined);
    if (hit && !(hit.variable && frame.kind === 'comment')) {
      out += encodeAt(hit, frame, syntax) ?? hit.text;
      at += hit.text.length;
      if (frame.kind === 'literal') scanJson(frame.json, hit.text[0]!);
      continue;
    }
    const char = code[at]!;

    if (frame.kind === 'comment') {
      if (code.startsWith(frame.end, at)) {
        stack.pop();
        take(frame.end.length);
      } else take(1);
      continue;
    }

    if (frame.kind === 'code') {
      if (syntax.backslashInCode && char === '\\') {
        take(2);
        continue;
      }
      const opener = openerAt(code, at, syntax);
      if (opener) {
        stack.push(opener.frame);
        take(opener.text.length);
        continue;
      }
      if (frame.close !== undefined) {
        if (char === OPENING[frame.close]) frame.depth += 1;
        else if (char === frame.close && frame.depth-- === 0) stack.pop();
      }
      take(1);
      continue;
    }

    const {literal, json} = frame;
    const pair = literal.pairs?.find((candidate) => code.startsWith(candidate, at));
    if (pair) {
      scanJson(json, pair[0]!);
      take(pair.length);
    } else if (literal.interpolation && code.startsWith(literal.interpolation.open, at)) {
      take(literal.interpolation.open.length);
      stack.push({kind: 'code', close: literal.interpolation.close, depth: 0});
    } else if (literal.backslash && char === '\\') {
      scanJson(json, code[at + 1] ?? '');
      take(2);
    } else if (code.startsWith(literal.close, at)) {
      stack.pop();
      take(literal.close.length);
    } else {
      scanJson(json, char);
      take(1);
    }
  }
  return out;
}
