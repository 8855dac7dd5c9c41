/**
 * The Korean reference's translation units: each action of `openapi/overlays/<spec>.ko.yaml` that updates text,
 * whose source is the English text at its target in `openapi/<spec>.yaml` (every leaf its update sets). The
 * record is on the action itself (`x-translated-from`, `x-translation-pending`, declared with the overlay's types
 * in plugins/api-reference/model); the English texts are kept in `i18n/ko/translated-from/openapi/<spec>.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isMap, isSeq, parseDocument} from 'yaml';
import {API_REFERENCE} from '../../config/apiReference';
import {referencePath, SPEC_NAMES, type SpecName} from '../../config/references';
import {apiReader, selectTargets, type OverlayAction} from '../../plugins/api-reference/model';
import {FINGERPRINT, isDay, type Pending} from '../../plugins/translation-status/record';
import type {Translation, TranslationFile, Unit} from './model';
import {readJson, SIDECAR_DIR, stringMap, writeJson, writeText} from './sidecar';
import {fingerprint, markdownText, normalise} from './text';
import {applyEdits, assertParsesTo, entryEdits, type Edit} from './yamlEntry';

const TRANSLATED_FROM = 'x-translated-from';
const PENDING = 'x-translation-pending';
const LOCALE = 'ko';

/** The key paths of the leaves an update sets, e.g. ['responses', '200', 'description']. */
function leafPaths(update: unknown, prefix: string[] = []): string[][] {
  if (typeof update !== 'object' || update === null || Array.isArray(update)) return [prefix];
  return Object.entries(update).flatMap(([key, value]) => leafPaths(value, [...prefix, key]));
}

function valueAt(node: unknown, keys: readonly string[]): unknown {
  return keys.reduce<unknown>(
    (current, key) =>
      typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined,
    node,
  );
}

/** The English text an action translates: `summary: … description: …`, each leaf as the words it reads. */
function sourceText(english: unknown, action: OverlayAction): string {
  const nodes = selectTargets(english, action.target);
  const parts = leafPaths(action.update).flatMap((keys) =>
    nodes.flatMap((node) => {
      const value = valueAt(node, keys);
      return typeof value === 'string' ? [`${keys.join('.')}: ${markdownText(value)}`] : [];
    }),
  );
  return normalise(parts.join(' '));
}

function checked(action: OverlayAction, where: string): {recorded?: string; pending?: Pending} {
  const recorded = action[TRANSLATED_FROM];
  if (recorded !== undefined && (typeof recorded !== 'string' || !FINGERPRINT.test(recorded)))
    throw new Error(`${where}: ${TRANSLATED_FROM} must be a fingerprint of 8 hex digits`);
  const pending = action[PENDING];
  if (pending !== undefined && (!isDay(pending.since) || !FINGERPRINT.test(String(pending.source))))
    throw new Error(`${where}: ${PENDING} must be {since: 'YYYY-MM-DD', source: <fingerprint>}`);
  return {recorded, pending};
}

const relativeTo = (root: string, file: string): string => path.relative(root, file).split(path.sep).join('/');

/** The contracts of the site at `root`, read as the API reference reads them. */
const contractsAt = (root: string) => apiReader(API_REFERENCE, root);

function loadOverlay(root: string, spec: SpecName): Translation {
  const {specFile, readSpec, readOverlay, canonicalLocale} = contractsAt(root);
  const file = specFile(spec, LOCALE);
  const relative = relativeTo(root, file);
  const sourceRelative = relativeTo(root, specFile(spec));
  const snapshotFile = path.join(root, 'i18n', LOCALE, SIDECAR_DIR, 'openapi', `${spec}.json`);
  const english = readSpec(spec, canonicalLocale);
  const snapshots = stringMap(readJson(snapshotFile));
  const actions = readOverlay(spec, LOCALE).actions;
  const units = actions
    .filter((action) => action.update !== undefined)
    .map((action): Unit => {
      const text = sourceText(english, action);
      return {
        kind: 'overlay',
        key: action.target,
        label: action.target,
        source: sourceRelative,
        text,
        fingerprint: fingerprint(text),
        translated: true,
        snapshot: snapshots.get(action.target),
        ...checked(action, `${relative} ${action.target}`),
      };
    });

  return {
    units,
    async write(records) {
      const source = fs.readFileSync(file, 'utf8');
      const document = parseDocument(source);
      const list = document.get('actions', true);
      if (!isSeq(list)) throw new Error(`${relative}: no actions`);
      const expected = document.toJS() as {actions: Record<string, unknown>[]};
      const edits: Edit[] = [];
      list.items.forEach((item, index) => {
        if (!isMap(item)) throw new Error(`${relative}: action ${index} is not a mapping`);
        const target = String(item.get('target'));
        const record = records.get(target);
        const entries = [
          [TRANSLATED_FROM, record?.recorded],
          [PENDING, record?.pending],
        ] as const;
        edits.push(...entryEdits(source, item, entries, 'target'));
        const action = expected.actions[index]!;
        for (const [key, value] of entries) {
          if (value === undefined) delete action[key];
          else action[key] = value;
        }
      });
      const edited = applyEdits(source, edits);
      assertParsesTo(edited, expected, relative);
      writeText(file, edited);
      const texts = units.flatMap((unit) => {
        const record = records.get(unit.key);
        return record?.recorded === undefined || record.snapshot === undefined ? [] : [[unit.key, record.snapshot]];
      });
      await writeJson(snapshotFile, texts.length > 0 ? Object.fromEntries(texts) : undefined, 1);
    },
  };
}

/**
 * The Korean overlay of each contract, also named by its English contract and the reference page's route. The
 * contracts are those the API reference's model reads (plugins/api-reference/model) in the site at `root`, so a
 * site without openapi/ (a test's temporary one) has none.
 */
export function overlayFiles(root: string): TranslationFile[] {
  const {specFile} = contractsAt(root);
  const inRoot = (file: string) => !relativeTo(root, file).startsWith('..') && fs.existsSync(file);
  return SPEC_NAMES.filter((spec) => inRoot(specFile(spec, LOCALE))).map((spec) => ({
    path: relativeTo(root, specFile(spec, LOCALE)),
    aliases: [relativeTo(root, specFile(spec)), referencePath(spec)],
    load: async () => loadOverlay(root, spec),
  }));
}
