/**
 * What `npm run i18n:status` prints: the count of units per kind and state, then every unit that is not up to
 * date, under its translation file, with the words of its source that changed since it was translated (from the
 * source text kept beside the record; jsdiff compares them word by word).
 */
import {diffArrays} from 'diff';
import {failing, KIND_NAMES, KINDS, stateOf, STATES, type Kind, type State, type Unit} from './model';
import {fingerprint} from './text';

/** Words of context shown on each side of a change, and the most changes shown per unit. */
const CONTEXT_WORDS = 3;
const MAX_CHANGES = 6;

/**
 * The changed words between two texts, wdiff style: `kept words [-removed-] {+added+} kept words …`, a few words
 * of context around each change and at most a few changes.
 */
export function changedWords(before: string, after: string): string {
  const parts = diffArrays(before.split(' ').filter(Boolean), after.split(' ').filter(Boolean));
  const shown: string[] = [];
  let changes = 0;
  parts.forEach((part, index) => {
    const words = part.value;
    if (part.added || part.removed) {
      // A removal and the addition after it are one change.
      if (!parts[index - 1]?.removed || !part.added) changes += 1;
      if (changes <= MAX_CHANGES) shown.push(part.removed ? `[-${words.join(' ')}-]` : `{+${words.join(' ')}+}`);
      return;
    }
    if (changes >= MAX_CHANGES) return;
    const first = index === 0;
    const last = index === parts.length - 1;
    const keep = first || last ? CONTEXT_WORDS : CONTEXT_WORDS * 2;
    if (words.length <= keep) shown.push(words.join(' '));
    else if (first) shown.push(['…', ...words.slice(-CONTEXT_WORDS)].join(' '));
    else if (last) shown.push([...words.slice(0, CONTEXT_WORDS), '…'].join(' '));
    else shown.push([...words.slice(0, CONTEXT_WORDS), '…', ...words.slice(-CONTEXT_WORDS)].join(' '));
  });
  if (changes > MAX_CHANGES) shown.push(`(${changes - MAX_CHANGES} more changes)`);
  return shown.join(' ');
}

function unitName(unit: Unit): string {
  switch (unit.kind) {
    case 'page':
      return `page "${unit.label}"`;
    case 'section':
      return `#${unit.key} "${unit.label}"`;
    default:
      return unit.key;
  }
}

/** What a unit's row says besides its state and name. */
function detail(unit: Unit, state: State): string[] {
  switch (state) {
    case 'pending':
      return [`acknowledged on ${unit.pending!.since}; the translation may be behind`];
    case 'missing':
      return [`not translated (${unit.kind === 'section' ? 'no heading with this id' : 'no translation'})`];
    case 'unrecorded':
      return ['translated, with no record of which source text'];
    case 'behind': {
      const since =
        unit.pending !== undefined
          ? `acknowledged on ${unit.pending.since} for source ${unit.pending.source}, source now ${unit.fingerprint}`
          : `source ${unit.recorded} → ${unit.fingerprint}`;
      const kept = unit.snapshot !== undefined && fingerprint(unit.snapshot) === unit.recorded;
      return [
        `${since} (${unit.source})`,
        kept ? changedWords(unit.snapshot!, unit.text) : '(the source text it was translated from is not kept)',
      ];
    }
    default:
      return [];
  }
}

export interface FileUnits {
  readonly path: string;
  readonly units: readonly Unit[];
}

const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width));

/** The counts table: one row per kind, one column per state. */
export function countsTable(files: readonly FileUnits[]): string {
  const counts = new Map<Kind, Map<State, number>>(KINDS.map((kind) => [kind, new Map()]));
  for (const unit of files.flatMap((file) => file.units)) {
    const row = counts.get(unit.kind)!;
    row.set(stateOf(unit), (row.get(stateOf(unit)) ?? 0) + 1);
  }
  const header = ['kind', 'units', ...STATES];
  const rows = KINDS.map((kind) => {
    const row = counts.get(kind)!;
    const total = [...row.values()].reduce((sum, count) => sum + count, 0);
    return [KIND_NAMES[kind], String(total), ...STATES.map((state) => String(row.get(state) ?? 0))];
  });
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  return [header, ...rows]
    .map((row) => row.map((cell, column) => pad(cell, widths[column]!, column > 0)).join('  '))
    .join('\n');
}

/** Every unit that is not up to date, under its file. */
export function unitRows(files: readonly FileUnits[]): string {
  const lines: string[] = [];
  for (const file of files) {
    const listed = file.units.filter((unit) => stateOf(unit) !== 'up to date');
    if (listed.length === 0) continue;
    lines.push('', file.path);
    for (const unit of listed) {
      const state = stateOf(unit);
      const [first, ...rest] = detail(unit, state);
      lines.push(`  ${pad(state, 10)}  ${unitName(unit)}: ${first ?? ''}`);
      for (const line of rest) lines.push(`  ${' '.repeat(10)}    ${line}`);
    }
  }
  return lines.join('\n');
}

/** The report's last lines: what to do, or that all is well. */
export function summary(files: readonly FileUnits[]): {text: string; ok: boolean} {
  const units = files.flatMap((file) => file.units);
  const failed = units.filter((unit) => failing(stateOf(unit)));
  const pending = units.filter((unit) => stateOf(unit) === 'pending').length;
  if (failed.length === 0) {
    const text =
      pending === 0
        ? `All ${units.length} translation units are up to date.`
        : `No translation is behind without an acknowledgement (${pending} acknowledged, shown to readers).`;
    return {text, ok: true};
  }
  return {
    ok: false,
    text: [
      `${failed.length} translation unit(s) are not up to date and not acknowledged. After updating a translation, run`,
      '`npm run i18n:sync -- <file>` (a file as listed above, or <file>#<unit>); to publish it behind its source with a',
      'notice for readers, run `npm run i18n:pending -- <file>`.',
    ].join('\n'),
  };
}
