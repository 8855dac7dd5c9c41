/**
 * The translation records' commands (package.json's `i18n:*` scripts):
 *
 *   status  [<file>[#<unit>] …]        every unit's state, the changed words of those behind; fails when a unit is
 *                                      behind, unrecorded or missing without an acknowledgement (npm test runs it)
 *   pending <file>[#<unit>] … [--date YYYY-MM-DD]
 *                                      acknowledges the units of those files that are behind: status passes, and
 *                                      readers see the notice (the date defaults to today)
 *   sync    <file>[#<unit>] … | --all  marks those units current: translated from the source as it is now; --all
 *                                      marks every unit current except those acknowledged as pending
 *
 * A <file> is a translation file as status lists it (an English page, a Korean overlay, i18n/en/code.json), or
 * its source file, its route (`/en/api-media-concept`, `/restAPI/media-rest-api`) or a doc id; <unit> is a
 * section's heading id, `page`, an overlay action's target or a message id.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {isDay} from '../../plugins/translation-status/record';
import {docsFiles} from './docs';
import {messageFiles} from './messages';
import {
  currentRecord,
  recordOf,
  stateOf,
  type Translation,
  type TranslationFile,
  type Unit,
  type UnitRecord,
} from './model';
import {overlayFiles} from './overlays';
import {countsTable, summary, unitRows} from './report';

const ROOT = path.resolve(__dirname, '../..');

export function allFiles(root: string): TranslationFile[] {
  return [...docsFiles(root), ...overlayFiles(root), ...messageFiles(root)];
}

interface Selected {
  readonly file: TranslationFile;
  readonly translation: Translation;
  /** The units asked for: every unit of the file, or those a name's `#<unit>` names. */
  readonly units: readonly Unit[];
}

/** A name as the files know it: a path relative to the site's root with `/` separators, or a route as given. */
function cleanName(root: string, name: string): string {
  const inside = path.isAbsolute(name) && name.startsWith(root + path.sep) ? path.relative(root, name) : name;
  return inside
    .split(path.sep)
    .join('/')
    .replace(/^\.\//, '')
    .replace(/\/+$/, '')
    .replace(/(\/index)?\.html$/, '');
}

/**
 * The files and units the arguments name, loaded; every file when there are none. A name may stand for more than
 * one file (a reference page's route names its page and its overlay); it throws on a name or a unit that matches
 * nothing.
 */
export async function select(root: string, names: readonly string[]): Promise<Selected[]> {
  const files = allFiles(root);
  const wanted = new Map<TranslationFile, Set<string> | 'all'>();
  const asked: {name: string; files: TranslationFile[]; key?: string}[] = [];
  for (const name of names) {
    const hash = name.indexOf('#');
    const filePart = cleanName(root, hash === -1 ? name : name.slice(0, hash));
    const key = hash === -1 || hash === name.length - 1 ? undefined : decodeURIComponent(name.slice(hash + 1));
    const matched = files.filter((file) => file.path === filePart || file.aliases.includes(filePart));
    if (matched.length === 0)
      throw new Error(`no translation is named "${name}": give a file as \`npm run i18n:status\` lists it`);
    for (const file of matched) {
      const keys = wanted.get(file);
      if (key === undefined) wanted.set(file, 'all');
      else if (keys !== 'all') wanted.set(file, (keys ?? new Set()).add(key));
    }
    asked.push({name, files: matched, ...(key === undefined ? {} : {key})});
  }
  const chosen = names.length > 0 ? [...wanted] : files.map((file) => [file, 'all'] as const);
  const selected: Selected[] = [];
  for (const [file, keys] of chosen) {
    const translation = await file.load();
    const units = translation.units.filter((unit) => keys === 'all' || keys.has(unit.key));
    selected.push({file, translation, units});
  }
  for (const {name, files: named, key} of asked) {
    const found = selected.some(({file, units}) => named.includes(file) && units.some((unit) => unit.key === key));
    if (key !== undefined && !found)
      throw new Error(`"${name}": ${named.map((file) => file.path).join(', ')} has no unit ${key}`);
  }
  return selected;
}

/** Writes a file's records: `changed` for the units it names, the others as they are. */
async function writeRecords(translation: Translation, changed: ReadonlyMap<string, UnitRecord>): Promise<void> {
  const records = new Map(translation.units.map((unit) => [unit.key, changed.get(unit.key) ?? recordOf(unit)]));
  await translation.write(records);
}

export async function status(root: string, names: readonly string[]): Promise<{report: string; ok: boolean}> {
  const loaded = (await select(root, names)).map(({file, units}) => ({path: file.path, units}));
  const {text, ok} = summary(loaded);
  const rows = unitRows(loaded);
  return {report: [countsTable(loaded), rows, '', text].filter((part, index) => index !== 1 || part).join('\n'), ok};
}

export async function pending(root: string, names: readonly string[], since: string): Promise<string[]> {
  if (names.length === 0) throw new Error('name the page or file whose translation is behind');
  const lines: string[] = [];
  for (const selection of await select(root, names)) {
    const {translation, units} = selection;
    const behind = units.filter((unit) => stateOf(unit) !== 'up to date' && stateOf(unit) !== 'pending');
    const untranslated = behind.filter((unit) => !unit.translated);
    if (untranslated.length > 0)
      throw new Error(
        `${selection.file.path}: ${untranslated.map((unit) => unit.key).join(', ')} not translated at all; ` +
          'translate it first (a notice needs a page or heading to stand under)',
      );
    if (behind.length === 0) {
      lines.push(`${selection.file.path}: nothing behind its source`);
      continue;
    }
    const changed = new Map(
      behind.map((unit) => [unit.key, {...recordOf(unit), pending: {since, source: unit.fingerprint}}] as const),
    );
    await writeRecords(translation, changed);
    lines.push(`${selection.file.path}: acknowledged ${behind.map((unit) => unit.key).join(', ')} (since ${since})`);
  }
  return lines;
}

export async function sync(root: string, names: readonly string[], all: boolean): Promise<string[]> {
  if (all === names.length > 0) throw new Error('name the pages or files to mark current, or give --all');
  const selections = await select(root, all ? [] : names);
  const lines: string[] = [];
  const untranslated: string[] = [];
  let marked = 0;
  let kept = 0;
  for (const selection of selections) {
    const {translation, units} = selection;
    // --all leaves an acknowledged unit as it is: its notice stays until someone syncs it by name.
    const chosen = all ? units.filter((unit) => unit.pending === undefined) : units;
    kept += units.length - chosen.length;
    untranslated.push(...chosen.filter((unit) => !unit.translated).map((unit) => `${selection.file.path}#${unit.key}`));
    const changed = new Map(chosen.filter((unit) => unit.translated).map((unit) => [unit.key, currentRecord(unit)]));
    const stale = chosen.filter((unit) => unit.translated && stateOf(unit) !== 'up to date').length;
    await writeRecords(translation, changed);
    marked += stale;
    if (!all || stale > 0) lines.push(`${selection.file.path}: ${stale} unit(s) marked current`);
  }
  lines.push(
    `${marked} unit(s) marked current in ${selections.length} file(s)${kept > 0 ? `; ${kept} pending kept` : ''}`,
  );
  if (untranslated.length > 0)
    throw new Error(`${lines.join('\n')}\nnot translated, so not marked: ${untranslated.join(', ')}`);
  return lines;
}

/** Today in the author's time zone, as YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

async function main(): Promise<void> {
  const {positionals, values} = parseArgs({
    allowPositionals: true,
    options: {all: {type: 'boolean', default: false}, date: {type: 'string'}},
  });
  const [command, ...names] = positionals;
  if (command === 'status') {
    const {report, ok} = await status(ROOT, names);
    console.log(report);
    process.exitCode = ok ? 0 : 1;
  } else if (command === 'pending') {
    const since = values.date ?? today();
    if (!isDay(since)) throw new Error(`--date must be a day as YYYY-MM-DD, not "${since}"`);
    console.log((await pending(ROOT, names, since)).join('\n'));
  } else if (command === 'sync') {
    console.log((await sync(ROOT, names, values.all)).join('\n'));
  } else {
    throw new Error(
      'usage: tsx scripts/i18n/cli.ts status|pending|sync [<file>[#<unit>] …] [--all] [--date YYYY-MM-DD]',
    );
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`i18n: ${(error as Error).message}`);
    process.exitCode = 1;
  });
}
