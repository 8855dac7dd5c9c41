import {useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import {
  useActiveVersion,
  useDocsPreferredVersion,
  useLatestVersion,
  type GlobalDoc,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {docAt} from './docsIndex';

/** The doc shown at the current location, in the active version; undefined off the docs (the plugin's `activeDoc`). */
export function useActiveDoc(docsPluginId: string | undefined): GlobalDoc | undefined {
  const version = useActiveVersion(docsPluginId);
  const {pathname} = useLocation();
  return version && docAt(version, pathname);
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
