/**
 * The doc pages' translation units: for each Korean page of each docs version, its English twin's own text and
 * each section. The record is in the English page's front matter (plugins/translation-status/record.ts); the
 * Korean texts it was made from are kept in `i18n/en/translated-from/docs/<version>/<page>.json`, so that a report
 * can show which words changed without a page carrying them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml, parseDocument, YAMLMap} from 'yaml';
import {DEFAULT_LOCALE, SITE_LOCALES} from '../../config/locales';
import {
  readTranslationRecord,
  TRANSLATED_FROM,
  TRANSLATION_PENDING,
  type Pending,
  type TranslationRecord,
} from '../../plugins/translation-status/record';
import type {Translation, TranslationFile, Unit, UnitRecord} from './model';
import {isObject, readJson, SIDECAR_DIR, stringMap, writeJson, writeText} from './sidecar';
import {fingerprint, normalise, pageParts, parseMarkdown, type MdNode} from './text';
import {applyEdits, assertParsesTo, entryEdits} from './yamlEntry';

/** The front matter fields a translation translates: a page unit's text starts with them. */
const TRANSLATED_FIELDS = ['title', 'sidebar_label', 'pagination_label', 'description', 'keywords'] as const;
const RECORD_KEYS = new Set([TRANSLATED_FROM, TRANSLATION_PENDING]);

export interface DocsTreePair {
  /** `current` or a kept version's name. */
  readonly version: string;
  /** The Korean tree and the translation's, relative to the site's root. */
  readonly source: string;
  readonly translation: string;
  readonly locale: string;
}

/** Every docs version's Korean tree and each translation locale's twin of it. */
export function docsTrees(root: string): DocsTreePair[] {
  const versions = ['current', ...(JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[])];
  return versions.flatMap((version) => {
    const folder = version === 'current' ? 'current' : `version-${version}`;
    return SITE_LOCALES.filter(({locale}) => locale !== DEFAULT_LOCALE).map(({locale}) => ({
      version,
      source: version === 'current' ? 'docs' : `versioned_docs/version-${version}`,
      translation: `i18n/${locale}/docusaurus-plugin-content-docs/${folder}`,
      locale,
    }));
  });
}

interface FrontMatterBlock {
  /** The YAML between the `---` lines, with its final newline, and where it starts in the file. */
  readonly yaml: string;
  readonly start: number;
}

function frontMatterBlock(source: string, root: MdNode & {position?: unknown}, file: string): FrontMatterBlock {
  const node = root.children?.[0] as (MdNode & {position?: {start: {offset: number}}}) | undefined;
  if (node?.type !== 'yaml' || node.position === undefined) throw new Error(`${file} has no front matter`);
  const start = source.indexOf('\n', node.position.start.offset) + 1;
  const yaml = `${node.value ?? ''}\n`;
  if (source.slice(start, start + yaml.length) !== yaml) throw new Error(`${file}: unexpected front matter layout`);
  return {yaml, start};
}

function fieldText(frontMatter: Record<string, unknown>): string {
  return TRANSLATED_FIELDS.flatMap((field) => {
    const value = frontMatter[field];
    const text = Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : undefined;
    return text === undefined ? [] : [`${field}: ${text}`];
  }).join(' ');
}

interface EnglishPage {
  readonly source: string;
  readonly block: FrontMatterBlock;
  readonly frontMatter: Record<string, unknown>;
  readonly record: TranslationRecord;
  readonly headingIds: ReadonlySet<string>;
}

function readEnglish(file: string, relative: string): EnglishPage | undefined {
  if (!fs.existsSync(file)) return undefined;
  const source = fs.readFileSync(file, 'utf8');
  const root = parseMarkdown(source);
  const block = frontMatterBlock(source, root, relative);
  const frontMatter = (parseYaml(block.yaml) ?? {}) as Record<string, unknown>;
  let record: TranslationRecord;
  try {
    record = readTranslationRecord(frontMatter);
  } catch (error) {
    throw new Error(`${relative}: ${(error as Error).message}`, {cause: error});
  }
  return {source, block, frontMatter, record, headingIds: new Set(pageParts(root).sections.map(({id}) => id))};
}

/** The snapshot file's texts: `{page, sections: {id: text}}`. */
function readSnapshot(file: string): {page?: string; sections: Map<string, string>} {
  const value = readJson(file);
  if (!isObject(value)) return {sections: new Map()};
  return {
    ...(typeof value.page === 'string' ? {page: value.page} : {}),
    sections: stringMap(value.sections),
  };
}

function loadDoc(root: string, tree: DocsTreePair, id: string, extension: string): Translation {
  const sourceRelative = `${tree.source}/${id}${extension}`;
  const relative = `${tree.translation}/${id}${extension}`;
  const snapshotRelative = `i18n/${tree.locale}/${SIDECAR_DIR}/docs/${tree.version}/${id}.json`;
  const file = path.join(root, relative);
  const snapshotFile = path.join(root, snapshotRelative);

  const korean = fs.readFileSync(path.join(root, sourceRelative), 'utf8');
  const koreanRoot = parseMarkdown(korean);
  const koreanFrontMatter = (parseYaml(frontMatterBlock(korean, koreanRoot, sourceRelative).yaml) ?? {}) as Record<
    string,
    unknown
  >;
  const parts = pageParts(koreanRoot);
  const english = readEnglish(file, relative);
  const snapshot = readSnapshot(snapshotFile);
  const {translatedFrom, pending} = english?.record ?? {translatedFrom: {}, pending: {}};

  const pageText = normalise(`${fieldText(koreanFrontMatter)} ${parts.intro}`);
  const units: Unit[] = [
    {
      kind: 'page',
      key: 'page',
      label: String(koreanFrontMatter.title ?? id),
      source: sourceRelative,
      text: pageText,
      fingerprint: fingerprint(pageText),
      translated: english !== undefined,
      recorded: translatedFrom.page,
      snapshot: snapshot.page,
      pending: pending.page,
    },
    ...parts.sections.map((section): Unit => ({
      kind: 'section',
      key: section.id,
      label: section.title,
      source: sourceRelative,
      text: section.text,
      fingerprint: fingerprint(section.text),
      translated: english?.headingIds.has(section.id) ?? false,
      recorded: translatedFrom.sections?.[section.id],
      snapshot: snapshot.sections.get(section.id),
      pending: pending.sections?.[section.id],
    })),
  ];
  return {
    units,
    async write(records) {
      if (!english) throw new Error(`${relative} does not exist: translate ${sourceRelative} first`);
      // In the Korean page's order: the page's own text, then its sections.
      const valuesOf = <T>(pick: (record: UnitRecord) => T | undefined) => {
        const page = records.get('page');
        const sections = units
          .filter((unit) => unit.kind === 'section')
          .flatMap((unit) => {
            const value = records.get(unit.key);
            const picked = value && pick(value);
            return picked === undefined ? [] : [[unit.key, picked] as const];
          });
        const pagePicked = page && pick(page);
        const value = {
          ...(pagePicked === undefined ? {} : {page: pagePicked}),
          ...(sections.length > 0 ? {sections: Object.fromEntries(sections)} : {}),
        };
        return Object.keys(value).length > 0 ? value : undefined;
      };
      const from = valuesOf((record) => record.recorded);
      const acknowledged = valuesOf<Pending>((record) => record.pending);
      const texts = valuesOf((record) => (record.recorded === undefined ? undefined : record.snapshot));

      const {yaml, start} = english.block;
      const document = parseDocument(yaml);
      if (!(document.contents instanceof YAMLMap)) throw new Error(`${relative}: its front matter is not a mapping`);
      const fields = document.contents.items
        .map((pair) => String((pair.key as {value?: unknown}).value))
        .filter((key) => !RECORD_KEYS.has(key));
      const last = fields.at(-1);
      if (last === undefined) throw new Error(`${relative}: its front matter has no fields`);
      const edited = applyEdits(
        yaml,
        entryEdits(
          yaml,
          document.contents,
          [
            [TRANSLATED_FROM, from],
            [TRANSLATION_PENDING, acknowledged],
          ],
          last,
        ),
      );
      const expected: Record<string, unknown> = {...english.frontMatter};
      for (const [key, value] of [
        [TRANSLATED_FROM, from],
        [TRANSLATION_PENDING, acknowledged],
      ] as const) {
        if (value === undefined) delete expected[key];
        else expected[key] = value;
      }
      assertParsesTo(edited, expected, relative);
      writeText(file, english.source.slice(0, start) + edited + english.source.slice(start + yaml.length));
      await writeJson(snapshotFile, texts, 2);
    },
  };
}

/** The routes a page answers to in each locale: `/api-media-concept`, `/en/1.x/api-media-concept`. */
function routesOf(slug: string, tree: DocsTreePair): string[] {
  const versioned = tree.version === 'current' ? slug : `/${tree.version}${slug}`;
  return SITE_LOCALES.map(({prefix}) => `${prefix}${versioned}`);
}

/** The slug a Korean page's front matter gives it, read without parsing the page. */
function slugOf(file: string): string | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'));
  const slug = match ? (parseYaml(match[1]!) as {slug?: unknown} | null)?.slug : undefined;
  return typeof slug === 'string' ? slug : undefined;
}

/** Every translated doc page of every version. */
export function docsFiles(root: string): TranslationFile[] {
  return docsTrees(root).flatMap((tree) =>
    fs
      .readdirSync(path.join(root, tree.source), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .sort()
      .map((file): TranslationFile => {
        const relative = file.split(path.sep).join('/');
        const extension = path.extname(relative);
        const id = relative.slice(0, -extension.length);
        const slug = slugOf(path.join(root, tree.source, relative));
        return {
          path: `${tree.translation}/${relative}`,
          aliases: [
            `${tree.source}/${relative}`,
            ...(slug === undefined ? [] : routesOf(slug, tree)),
            // The doc id, as the docs plugin names a page (`media/api-media-concept`, `1.x/media/api-media-concept`).
            tree.version === 'current' ? id : `${tree.version}/${id}`,
          ],
          load: async () => loadDoc(root, tree, id, extension),
        };
      }),
  );
}
