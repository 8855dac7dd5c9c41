import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The navbar's links to docs (`type: 'docSidebar'` and `type: 'doc'` items) and its docs version dropdown as the
 * classic theme draws them, with the current doc found by one lookup per item instead of a scan of every doc. The
 * classic items each ask the docs plugin for the active doc context, which compares the location with every doc's
 * path (and every version's docs with its id); the navbar's thirteen doc items ask twice each, and the version
 * dropdown twice more. That is every doc times 30 on each page rendered and each client-side navigation, so the
 * cost grows with the square of the docs: at ten times today's docs it was a fifth of static rendering (a profile of
 * `docusaurus build`). A theme after the classic one, whose three items it replaces; they render the classic
 * `@theme/NavbarItem/DefaultNavbarItem` and `DropdownNavbarItem` as the originals do.
 */
export default function navbarDocLinksPlugin(): Plugin {
  return {
    name: 'navbar-doc-links',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
  };
}
