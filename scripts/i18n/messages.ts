/**
 * The UI messages' translation units: every `translate()`/`<Translate>` id of the site's code (`src/` and the
 * local plugins' themes, as `docusaurus write-translations` finds them, with Docusaurus's own extractor), whose
 * source is its Korean default message (or the Korean override in `i18n/ko/code.json`), translated in
 * `i18n/<locale>/code.json`. Docusaurus rejects unknown keys in that file, so the records are in a sidecar,
 * `i18n/<locale>/translated-from/code.json`: per id, the fingerprint, the acknowledgement if any, and the text.
 */
import fs from 'node:fs';
import path from 'node:path';
import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';
import {globTranslatableSourceFiles} from '@docusaurus/utils';
import {DEFAULT_LOCALE, SITE_LOCALES} from '../../config/locales';
import {FINGERPRINT, isDay, type Pending} from '../../plugins/translation-status/record';
import type {Translation, TranslationFile, Unit} from './model';
import {isObject, readJson, SIDECAR_DIR, writeJson} from './sidecar';
import {fingerprint, normalise} from './text';

/** Docusaurus's own namespace: the themes' messages, translated by @docusaurus/theme-translations. */
const THEME_IDS = /^theme\./;

interface SourceMessage {
  readonly message: string;
  readonly file: string;
}

/** The site's own messages in the default locale, by id, with the file that defines each. */
async function sourceMessages(root: string): Promise<Map<string, SourceMessage>> {
  const plugins = path.join(root, 'plugins');
  const themes = (fs.existsSync(plugins) ? fs.readdirSync(plugins) : [])
    .map((name) => path.join(plugins, name, 'theme'))
    .filter((dir) => fs.existsSync(dir));
  const files = await globTranslatableSourceFiles([path.join(root, 'src'), ...themes]);
  const extracted = await extractAllSourceCodeFileTranslations(files, getBabelOptions({isServer: true}));
  const overrides = readJson(path.join(root, 'i18n', DEFAULT_LOCALE, 'code.json'));
  const messages = new Map<string, SourceMessage>();
  for (const {sourceCodeFilePath, translations, warnings} of extracted) {
    if (warnings.length > 0) throw new Error(`${sourceCodeFilePath}: ${warnings.join('; ')}`);
    for (const [id, {message}] of Object.entries(translations)) {
      if (THEME_IDS.test(id)) continue;
      const override = isObject(overrides) && isObject(overrides[id]) ? overrides[id].message : undefined;
      const file = path.relative(root, sourceCodeFilePath).split(path.sep).join('/');
      messages.set(id, {message: typeof override === 'string' ? override : message, file});
    }
  }
  return messages;
}

interface SidecarEntry {
  readonly from?: string;
  readonly pending?: Pending;
  readonly source?: string;
}

function sidecarEntries(value: unknown, where: string): Map<string, SidecarEntry> {
  const entries = new Map<string, SidecarEntry>();
  if (value === undefined) return entries;
  if (!isObject(value)) throw new Error(`${where} must map message ids to records`);
  for (const [id, entry] of Object.entries(value)) {
    if (!isObject(entry)) throw new Error(`${where}: ${id} must be {from, source}`);
    const {from, pending, source} = entry;
    if (from !== undefined && (typeof from !== 'string' || !FINGERPRINT.test(from)))
      throw new Error(`${where}: ${id}.from must be a fingerprint of 8 hex digits`);
    if (pending !== undefined && (!isObject(pending) || !isDay(pending.since) || typeof pending.source !== 'string'))
      throw new Error(`${where}: ${id}.pending must be {since: 'YYYY-MM-DD', source: <fingerprint>}`);
    entries.set(id, {
      ...(typeof from === 'string' ? {from} : {}),
      ...(pending === undefined ? {} : {pending: pending as unknown as Pending}),
      ...(typeof source === 'string' ? {source} : {}),
    });
  }
  return entries;
}

function loadMessages(root: string, locale: string, sources: ReadonlyMap<string, SourceMessage>): Translation {
  const relative = `i18n/${locale}/code.json`;
  const sidecarRelative = `i18n/${locale}/${SIDECAR_DIR}/code.json`;
  const sidecarFile = path.join(root, sidecarRelative);
  const translated = readJson(path.join(root, relative));
  const records = sidecarEntries(readJson(sidecarFile), sidecarRelative);
  const units = [...sources]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, {message, file}]): Unit => {
      const text = normalise(message);
      const record = records.get(id);
      return {
        kind: 'message',
        key: id,
        label: id,
        source: file,
        text,
        fingerprint: fingerprint(text),
        translated: isObject(translated) && isObject(translated[id]),
        recorded: record?.from,
        snapshot: record?.source,
        pending: record?.pending,
      };
    });
  return {
    units,
    async write(written) {
      const entries = units.flatMap((unit) => {
        const record = written.get(unit.key);
        if (record === undefined || (record.recorded === undefined && record.pending === undefined)) return [];
        const entry = {
          ...(record.recorded === undefined ? {} : {from: record.recorded}),
          ...(record.pending === undefined ? {} : {pending: record.pending}),
          ...(record.recorded === undefined || record.snapshot === undefined ? {} : {source: record.snapshot}),
        };
        return [[unit.key, entry] as const];
      });
      await writeJson(sidecarFile, entries.length > 0 ? Object.fromEntries(entries) : undefined, 1);
    },
  };
}

/** The UI messages of every locale but the default one (their sources are extracted once, on the first load). */
export function messageFiles(root: string): TranslationFile[] {
  let sources: Promise<Map<string, SourceMessage>> | undefined;
  return SITE_LOCALES.filter(({locale}) => locale !== DEFAULT_LOCALE).map(({locale}) => ({
    path: `i18n/${locale}/code.json`,
    aliases: [`i18n/${locale}/${SIDECAR_DIR}/code.json`],
    load: async () => loadMessages(root, locale, await (sources ??= sourceMessages(root))),
  }));
}
