/**
 * The area a doc belongs to, named as the navbar names it in the current locale (the theme has already
 * translated the navbar when plugins run): a `doc` item names its doc, a `docSidebar` item its sidebar's
 * docs. Docs outside every sidebar take the name of the area whose folder they live in.
 */
export type DocsMetadata = readonly {version: string; id: string; sidebar?: string}[];

export interface NavbarItemLike {
  type?: string;
  label?: string;
  docId?: string;
  sidebarId?: string;
  items?: NavbarItemLike[];
}

function flatten(items: readonly NavbarItemLike[]): NavbarItemLike[] {
  return items.flatMap((item) => [item, ...flatten(item.items ?? [])]);
}

const folderOf = (docId: string): string => docId.split('/')[0] ?? '';

export function areaLabels(
  docs: DocsMetadata,
  navbarItems: readonly NavbarItemLike[],
): (version: string, docId: string) => string {
  const items = flatten(navbarItems);
  const byDoc = new Map(
    items.filter((item) => item.type === 'doc' && item.docId && item.label).map((item) => [item.docId!, item.label!]),
  );
  const bySidebar = new Map(
    items
      .filter((item) => item.type === 'docSidebar' && item.sidebarId && item.label)
      .map((item) => [item.sidebarId!, item.label!]),
  );
  const labelOf = (doc: DocsMetadata[number]): string | undefined =>
    byDoc.get(doc.id) ?? (doc.sidebar ? bySidebar.get(doc.sidebar) : undefined);

  return (version, docId) => {
    const doc = docs.find((candidate) => candidate.version === version && candidate.id === docId);
    const own = doc && labelOf(doc);
    if (own) return own;
    const sibling = docs.find(
      (candidate) => candidate.version === version && folderOf(candidate.id) === folderOf(docId) && labelOf(candidate),
    );
    return (sibling && labelOf(sibling)) ?? '';
  };
}
