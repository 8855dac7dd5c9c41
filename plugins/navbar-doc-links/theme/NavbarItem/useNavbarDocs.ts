import {useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import {
  useActiveVersion,
  useDocsPreferredVersion,
  useLatestVersion,
  type GlobalDoc,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';

/**
 * How the docs plugin matches a location to a doc path (react-router's `matchPath`, exact, not strict, not case
 * sensitive): the same path, in any case, with or without one trailing slash.
 */
const pathKey = (pathname: string): string => pathname.replace(/(.)\/$/, '$1').toLowerCase();

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

/** The doc shown at the current location, in the active version; undefined off the docs (the plugin's `activeDoc`). */
export function useActiveDoc(docsPluginId: string | undefined): GlobalDoc | undefined {
  const version = useActiveVersion(docsPluginId);
  const {pathname} = useLocation();
  return version && docsIndex(version).byPath.get(pathKey(pathname));
}

/**
 * The versions a navbar link may point into, in order: the active one, the reader's preferred one, the latest
 * (the plugin's `useDocsVersionCandidates`, which finds the active version through the active doc's scan).
 */
export function useVersionCandidates(docsPluginId: string | undefined): readonly GlobalVersion[] {
  const activeVersion = useActiveVersion(docsPluginId);
  const {preferredVersion} = useDocsPreferredVersion(docsPluginId);
  const latestVersion = useLatestVersion(docsPluginId);
  return useMemo(
    () => [
      ...new Set(
        [activeVersion, preferredVersion, latestVersion].filter((version) => version !== undefined && version !== null),
      ),
    ],
    [activeVersion, preferredVersion, latestVersion],
  );
}

/** A doc by id in the first of `versions` that has it (the plugin's `useLayoutDoc`). */
export function docInVersions(versions: readonly GlobalVersion[], docId: string): GlobalDoc | undefined {
  for (const version of versions) {
    const doc = docsIndex(version).byId.get(docId);
    if (doc) return doc;
  }
  return undefined;
}
