/**
 * The two layouts the build writes a docs version's search data in, and which one it picks. Today's docs get the
 * specification's two files; a version whose two files would exceed SHARDED_ABOVE_BYTES gets the sharded layout
 * (../format.ts), whose first search downloads a small meta file and the few files its query needs.
 */
import {createHash} from 'node:crypto';
import {
  CHUNK_SECTIONS,
  checkSerializationVersion,
  shardKey,
  type IndexEntry,
  type SearchDocuments,
  type SectionEntry,
  type SerializedIndex,
  type ShardedMeta,
  type ShardFile,
} from '../format';
import type {SearchManifestEntry} from '../manifest';
import {listedDocuments, serializeIndex} from './searchIndex';

export const SEARCH_DIR = 'search';

/**
 * Above this many raw bytes (UTF-8) of the two files' JSON together, a version is written sharded: about 300 KB
 * Brotli, twice today's Korean files, past which a first search misses its targets (CONTRIBUTING, "Search as the
 * docs grow"). The raw size, known without compressing, stands for the Brotli size, as the files' compression ratio
 * changes little with their size (bench/results/2026-11-27.md).
 */
export const SHARDED_ABOVE_BYTES = 1_800_000;

/** A term shard file holds keys in order until it reaches this many raw bytes (a few KB Brotli; a key larger
 * than that has a file of its own). */
export const SHARD_FILE_BYTES = 48_000;

export type SearchLayout = 'two-files' | 'sharded';

/** `NURI_SEARCH_LAYOUT=two-files|sharded` forces a layout (tests, benches); otherwise the size decides. */
export function chooseLayout(twoFilesBytes: number, override: string | undefined): SearchLayout {
  if (override === 'two-files' || override === 'sharded') return override;
  if (override) throw new Error(`NURI_SEARCH_LAYOUT must be two-files or sharded, not ${JSON.stringify(override)}`);
  return twoFilesBytes > SHARDED_ABOVE_BYTES ? 'sharded' : 'two-files';
}

export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

export interface SearchFile {
  /** Relative to the locale's build folder (and so to the site's base URL), under SEARCH_DIR. */
  readonly path: string;
  readonly content: string;
}

export interface VersionSearchData {
  readonly layout: SearchLayout;
  readonly files: readonly SearchFile[];
  readonly entry: SearchManifestEntry;
}

type FileKind = 'index' | 'docs' | 'meta' | 'shard' | 'sections';

function file(version: string, kind: FileKind, content: string): SearchFile {
  return {path: `${SEARCH_DIR}/${version}.${kind}.${contentHash(content)}.json`, content};
}

/**
 * Whether a built file is one of a sharded version's term shards or section chunks: the files a search fetches as
 * its query needs them, whose number grows with the docs (the meta file and the two files are fetched whole).
 */
export function isOnDemandSearchFile(builtFile: string): boolean {
  const [folder, name = ''] = builtFile.split(/[/\\]/).slice(-2);
  return folder === SEARCH_DIR && /\.(shard|sections)\.[0-9a-f]+\.json$/.test(name);
}

/** Splits a serialized index by shard key, keys in order, into files of about SHARD_FILE_BYTES. */
function shardFiles(index: readonly IndexEntry[]): {table: Record<string, number>; files: ShardFile[]} {
  const byKey = new Map<string, IndexEntry[]>();
  for (const entry of index) {
    const key = shardKey(entry[0]);
    const entries = byKey.get(key) ?? [];
    entries.push(entry);
    byKey.set(key, entries);
  }
  const table: Record<string, number> = {};
  const files: [string, IndexEntry[]][][] = [];
  let current: [string, IndexEntry[]][] = [];
  let bytes = 0;
  for (const key of [...byKey.keys()].sort()) {
    const entries = byKey.get(key)!;
    current.push([key, entries]);
    table[key] = files.length;
    bytes += Buffer.byteLength(JSON.stringify(entries));
    if (bytes >= SHARD_FILE_BYTES) {
      files.push(current);
      current = [];
      bytes = 0;
    }
  }
  if (current.length > 0) files.push(current);
  return {table, files};
}

/** The search data of one docs version, in the layout its size (or the override) calls for. */
export function versionSearchData(
  version: string,
  documents: SearchDocuments,
  override: string | undefined,
): VersionSearchData {
  const documentsJson = JSON.stringify(listedDocuments(documents));
  const indexJson = serializeIndex(documents);
  return layoutFiles(
    version,
    documentsJson,
    indexJson,
    chooseLayout(Buffer.byteLength(documentsJson) + Buffer.byteLength(indexJson), override),
  );
}

/**
 * A version's files in a layout, from the two files' contents (the document list as written, with snippet texts,
 * and MiniSearch's serialization): the benches also write a built version's other layout from them.
 */
export function layoutFiles(
  version: string,
  documentsJson: string,
  indexJson: string,
  layout: SearchLayout,
): VersionSearchData {
  if (layout === 'two-files') {
    const documentsFile = file(version, 'docs', documentsJson);
    const indexFile = file(version, 'index', indexJson);
    return {layout, files: [documentsFile, indexFile], entry: {documents: documentsFile.path, index: indexFile.path}};
  }
  const documents = JSON.parse(documentsJson) as SearchDocuments;
  const serialized = JSON.parse(indexJson) as SerializedIndex;
  // The sharded layout splits MiniSearch's serialization: it must be the layout this code knows.
  checkSerializationVersion(serialized, `search ${version}`);
  const {index, documentIds, fieldLength, storedFields, ...rest} = serialized;
  const count = documents.sections.length;
  // The meta file leaves document ids and stored fields out: ids are the section positions, nothing is stored.
  const ids = Object.entries(documentIds as Record<string, number>);
  if (ids.length !== count || ids.some(([shortId, id]) => Number(shortId) !== id)) {
    throw new Error(`search ${version}: MiniSearch's document ids are not the section positions`);
  }
  if (Object.values(storedFields as Record<string, object>).some((fields) => Object.keys(fields).length > 0)) {
    throw new Error(`search ${version}: MiniSearch stores fields; the sharded layout expects none`);
  }
  const lengths = fieldLength as Record<string, number[]>;
  const {table, files: shards} = shardFiles(index);
  const shardFileList = shards.map((shard) => file(version, 'shard', JSON.stringify(shard)));
  const chunkStarts: number[] = [];
  for (let id = 0; id < count; id += 1) {
    const start = chunkStarts.at(-1);
    const newPage = id === 0 || documents.sections[id - 1]![0] !== documents.sections[id]![0];
    if (start === undefined || (newPage && id - start >= CHUNK_SECTIONS)) chunkStarts.push(id);
  }
  const chunkFileList = chunkStarts.map((start, k) =>
    file(version, 'sections', JSON.stringify(documents.sections.slice(start, chunkStarts[k + 1] ?? count))),
  );
  const pageStarts: number[] = documents.pages.map(() => -1);
  documents.sections.forEach(([page], id) => {
    if (pageStarts[page] === -1) pageStarts[page] = id;
    else if (documents.sections[id - 1]?.[0] !== page) throw new Error(`search ${version}: sections out of page order`);
  });
  const meta: ShardedMeta = {
    serialization: {
      ...(rest as Omit<ShardedMeta['serialization'], 'fieldLength'>),
      fieldLength: Array.from({length: count}, (_, id) => lengths[id] ?? []),
    },
    pages: documents.pages,
    // A page without sections (none today) starts where the next one does, so no id maps to it.
    pageStarts: pageStarts.map((start, page) =>
      start >= 0 ? start : (pageStarts.slice(page).find((next) => next >= 0) ?? count),
    ),
    shards: table,
    shardFiles: shardFileList.map((shard) => shard.path),
    chunkFiles: chunkFileList.map((chunk) => chunk.path),
    chunkStarts,
  };
  const metaFile = file(version, 'meta', JSON.stringify(meta));
  return {layout, files: [metaFile, ...shardFileList, ...chunkFileList], entry: {shards: metaFile.path}};
}

/** The two files' contents back from a sharded version's files (read by path): the inverse of `layoutFiles`. */
export function joinShards(
  meta: ShardedMeta,
  read: (file: string) => string,
): {documentsJson: string; indexJson: string} {
  const sections = meta.chunkFiles.flatMap((chunk) => JSON.parse(read(chunk)) as SectionEntry[]);
  const index = meta.shardFiles.flatMap((shard) =>
    (JSON.parse(read(shard)) as ShardFile).flatMap(([, entries]) => entries),
  );
  const {fieldLength, ...rest} = meta.serialization;
  return {
    documentsJson: JSON.stringify({pages: meta.pages, sections}),
    indexJson: JSON.stringify({
      documentCount: rest.documentCount,
      nextId: rest.nextId,
      documentIds: Object.fromEntries(fieldLength.map((_, id) => [id, id])),
      fieldIds: rest.fieldIds,
      fieldLength: Object.fromEntries(fieldLength.map((lengths, id) => [id, lengths])),
      averageFieldLength: rest.averageFieldLength,
      storedFields: {},
      dirtCount: rest.dirtCount,
      index,
      serializationVersion: rest.serializationVersion,
    }),
  };
}
