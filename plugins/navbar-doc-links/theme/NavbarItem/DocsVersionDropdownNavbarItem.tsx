import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useHistorySelector} from '@docusaurus/theme-common';
import {
  useActiveVersion,
  useDocsPreferredVersion,
  useVersions,
  type GlobalDoc,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {docInVersions} from './docsIndex';
import {useActiveDoc, useVersionCandidates} from './useNavbarDocs';

interface VersionItem {
  readonly version: GlobalVersion;
  readonly label: string;
}

/** The versions the dropdown lists: all of them, or those its `versions` option names, with their labels. */
function versionItems(versions: readonly GlobalVersion[], configs: Props['versions']): VersionItem[] {
  if (!configs) return versions.map((version) => ({version, label: version.label}));
  const entries: [string, {label?: string} | undefined][] = Array.isArray(configs)
    ? configs.map((name) => [name, undefined])
    : Object.entries(configs);
  return entries.map(([name, config]) => {
    const version = versions.find((candidate) => candidate.name === name);
    if (!version)
      throw new Error(
        `DocsVersionDropdownNavbarItem: no docs version "${name}"; versions: ${versions.map((v) => v.name).join(', ')}`,
      );
    return {version, label: config?.label ?? version.label};
  });
}

/** The doc a version's item links to: the doc `docId` in that version, else the version's main doc. */
function targetDoc(version: GlobalVersion, docId: string | undefined): GlobalDoc {
  const doc = (docId !== undefined && docInVersions([version], docId)) || docInVersions([version], version.mainDocId);
  if (!doc) throw new Error(`DocsVersionDropdownNavbarItem: version "${version.name}" has no main doc`);
  return doc;
}

/**
 * The docs version dropdown as the classic theme draws it: each version links to the doc shown in that version,
 * else to the version's main doc, keeping the location's ?search#hash; the button shows the first candidate
 * version (active, preferred, latest) the dropdown lists. The doc shown is found by `useActiveDoc` and the same
 * doc in each version by the id index, where the classic item has the docs plugin compare the location with every
 * doc of every version on each render.
 */
export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: configs,
  ...props
}: Props): ReactNode {
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const activeVersion = useActiveVersion(docsPluginId);
  const activeDoc = useActiveDoc(docsPluginId);
  const candidates = useVersionCandidates(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const items = versionItems(useVersions(docsPluginId), configs);
  const displayed =
    candidates.map((candidate) => items.find(({version}) => version === candidate)).find(Boolean) ?? items[0];
  if (!displayed) throw new Error('DocsVersionDropdownNavbarItem: its `versions` option lists no version');

  const targetPath = (version: GlobalVersion): string => targetDoc(version, activeDoc?.id).path;
  const links: LinkLikeNavbarItemProps[] = [
    ...dropdownItemsBefore,
    ...items.map(({version, label}) => ({
      label,
      to: `${targetPath(version)}${search}${hash}`,
      isActive: () => version === activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...dropdownItemsAfter,
  ];

  const asMenu = mobile && links.length > 1;
  const label = asMenu
    ? translate({
        id: 'theme.navbar.mobileVersionsDropdown.label',
        message: 'Versions',
        description: 'The label for the navbar versions dropdown on mobile view',
      })
    : displayed.label;
  const to = asMenu ? undefined : targetPath(displayed.version);
  const isActive = dropdownActiveClassDisabled ? () => false : undefined;
  // One version or none: a link, not a dropdown of one item.
  if (links.length <= 1)
    return <DefaultNavbarItem {...props} mobile={mobile} label={label} to={to} isActive={isActive} />;
  return <DropdownNavbarItem {...props} mobile={mobile} label={label} to={to} items={links} isActive={isActive} />;
}
