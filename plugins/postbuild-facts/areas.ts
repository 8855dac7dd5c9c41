/** The site's areas as readers see them in one locale: named as the locale's translated navbar names them. */
import type {AreaFacts} from '@postbuild/facts';

/** An area as the site lists it (the plugin's `areas` option). */
export interface AreaOption {
  readonly key: string;
  /** The area's sidebar, which the navbar links to with a `docSidebar` item. */
  readonly sidebarId: string;
  /** Its name where the navbar has none (the default locale's label). */
  readonly label: string;
  /** Its docs, those outside every sidebar included. */
  readonly docs: readonly string[];
}

/** A navbar item as the theme config holds it after the theme has translated the navbar. */
export interface NavbarItemLike {
  readonly type?: string;
  readonly label?: string;
  readonly docId?: string;
  readonly sidebarId?: string;
  readonly items?: readonly NavbarItemLike[];
}

function flatten(items: readonly NavbarItemLike[]): NavbarItemLike[] {
  return items.flatMap((item) => [item, ...flatten(item.items ?? [])]);
}

/**
 * The areas in reading order, each named as the (translated) navbar names it: the item of the area's sidebar, or
 * else the menu that links to the area's docs, or else the area's own label. The one rule for an area's name
 * outside the sidebars, applied once per locale: search results and llms.txt both take the names from the facts.
 */
export function areaTitles(areas: readonly AreaOption[], navbarItems: readonly NavbarItemLike[]): AreaFacts[] {
  const items = flatten(navbarItems);
  return areas.map((area) => {
    const sidebarItem = items.find((item) => item.type === 'docSidebar' && item.sidebarId === area.sidebarId);
    const menu = items.find((item) => (item.items ?? []).some((child) => area.docs.includes(child.docId ?? '')));
    return {key: area.key, title: sidebarItem?.label ?? menu?.label ?? area.label, docs: area.docs};
  });
}
