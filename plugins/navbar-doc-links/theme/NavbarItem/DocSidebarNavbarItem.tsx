import type {ReactNode} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import {useActiveDoc, useVersionCandidates} from './useNavbarDocs';

/**
 * A link to a sidebar's first page in the first candidate version that has the sidebar, active on any doc of
 * that sidebar: the classic item, with the active doc found by `useActiveDoc`.
 */
export default function DocSidebarNavbarItem({sidebarId, label, docsPluginId, ...props}: Props): ReactNode {
  const activeDoc = useActiveDoc(docsPluginId);
  const versions = useVersionCandidates(docsPluginId);
  const sidebar = versions.map((version) => version.sidebars?.[sidebarId]).find((found) => found !== undefined);
  if (!sidebar) {
    throw new Error(`DocSidebarNavbarItem: no sidebar "${sidebarId}" in ${versions.map(({name}) => name).join(', ')}`);
  }
  if (!sidebar.link) {
    throw new Error(`DocSidebarNavbarItem: sidebar "${sidebarId}" has nothing to link to`);
  }
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => activeDoc?.sidebar === sidebarId}
      label={label ?? sidebar.link.label}
      to={sidebar.link.path}
    />
  );
}
