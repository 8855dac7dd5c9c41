/**
 * The files kept beside the records, under `i18n/<locale>/translated-from/`: JSON written as Prettier formats it
 * (so `npm run format:check` passes without a second step), keys in a fixed order, removed when empty.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SIDECAR_DIR = 'translated-from';

export function readJson(file: string): unknown {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : undefined;
}

/**
 * JSON with the objects of the first `expanded` levels one entry per line and deeper ones on one line, which
 * Prettier keeps (it breaks a deeper one only when it is longer than a line): one line per unit where it fits.
 */
function layout(value: unknown, expanded: number, indent = ''): string {
  if (expanded === 0 || !isObject(value) || Object.keys(value).length === 0) return JSON.stringify(value);
  const inner = `${indent}  `;
  const entries = Object.entries(value).map(
    ([key, item]) => `${inner}${JSON.stringify(key)}: ${layout(item, expanded - 1, inner)}`,
  );
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

/**
 * Writes `value` as formatted JSON (its first `expanded` levels one entry per line), or removes the file when
 * `value` is undefined; returns whether the file changed.
 */
export async function writeJson(file: string, value: unknown, expanded: number): Promise<boolean> {
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (value === undefined) {
    if (before === undefined) return false;
    fs.rmSync(file);
    return true;
  }
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  const text = await prettier.format(layout(value, expanded), {...options, filepath: file});
  if (text === before) return false;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
  return true;
}

/** Writes a file's new text when it differs; returns whether it changed. */
export function writeText(file: string, text: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false;
  fs.writeFileSync(file, text);
  return true;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A map of strings read from a sidecar (`{key: text}`), ignoring anything else. */
export function stringMap(value: unknown): Map<string, string> {
  return new Map(
    isObject(value)
      ? Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      : [],
  );
}
