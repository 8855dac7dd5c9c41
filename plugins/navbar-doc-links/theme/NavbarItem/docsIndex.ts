/**
 * The docs plugin's lookups of a doc by location and by id, as indexes built once per version: the plugin itself
 * scans every doc on each call. No React and no Docusaurus runtime here, so unit tests compare them with the scans.
 */
import type {GlobalDoc, GlobalVersion} from '@docusaurus/plugin-content-docs/client';

/**
 * How the docs plugin matches a location to a doc path (react-router's `matchPath`, exact, not strict, not case
 * sensitive): the same path, in any case, with or without one trailing slash (so `/` is also the empty path).
 */
const pathKey = (pathname: string): string => pathname.replace(/\/$/, '').toLowerCase();

interface DocsIndex {
  readonly byPath: ReadonlyMap<string, GlobalDoc>;
  readonly byId: ReadonlyMap<string, GlobalDoc>;
}

/** Each version's docs by path key and by id, built once per version (the docs plugin's global data never changes). */
const indexes = new WeakMap<GlobalVersion, DocsIndex>();

function docsIndex(version: GlobalVersion): DocsIndex {
  let index = indexes.get(version);
  if (!index) {
    const byPath = new Map<string, GlobalDoc>();
    const byId = new Map<string, GlobalDoc>();
    // The first doc of a path or id wins, as the plugin's `find` has it.
    for (const doc of version.docs) {
      if (!byPath.has(pathKey(doc.path))) byPath.set(pathKey(doc.path), doc);
      if (!byId.has(doc.id)) byId.set(doc.id, doc);
    }
    indexes.set(version, (index = {byPath, byId}));
  }
  return index;
}

/** The doc of a version at `pathname`, as the plugin's `getActiveDocContext` finds its `activeDoc`. */
export function docAt(version: GlobalVersion, pathname: string): GlobalDoc | undefined {
  return docsIndex(version).byPath.get(pathKey(pathname));
}

/** A doc by id in the first of `versions` that has it (the plugin's `useLayoutDoc`). */
export function docInVersions(versions: readonly GlobalVersion[], docId: string): GlobalDoc | undefined {
  for (const version of versions) {
    const doc = docsIndex(version).byId.get(docId);
    if (doc) return doc;
  }
  return undefined;
}
