import type {ReactNode} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocNavbarItem';
import {docInVersions} from './docsIndex';
import {useActiveDoc, useVersionCandidates} from './useNavbarDocs';

/**
 * A link to a doc in the first candidate version that has it, active on that doc and on any doc of its sidebar;
 * a draft has no link, an unlisted doc only on its own page: the classic item, with the active doc found by
 * `useActiveDoc`.
 */
export default function DocNavbarItem({docId, label, docsPluginId, ...props}: Props): ReactNode {
  const activeDoc = useActiveDoc(docsPluginId);
  const versions = useVersionCandidates(docsPluginId);
  const doc = docInVersions(versions, docId);
  if (!doc) {
    if (versions.some((version) => version.draftIds.includes(docId))) return null;
    throw new Error(`DocNavbarItem: no doc "${docId}" in ${versions.map(({name}) => name).join(', ')}`);
  }
  const pageActive = activeDoc?.path === doc.path;
  if (doc.unlisted && !pageActive) return null;
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => pageActive || (activeDoc?.sidebar !== undefined && activeDoc.sidebar === doc.sidebar)}
      label={label ?? doc.id}
      to={doc.path}
    />
  );
}
