import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useThemeConfig} from '@docusaurus/theme-common';
import IconMenu from '@theme/Icon/Menu';
import NavbarItem, {type Props as NavbarItemProps} from '@theme/NavbarItem';
import Toggle from '@theme-init/Navbar/MobileSidebar/Toggle';
import ServerOnly from '../../../ServerOnly';
import {StaticMenuContext} from '../../../staticMenu';

/** Navbar items that only work with JavaScript: the search box and the site's custom items (My values). */
function worksWithoutJavaScript(item: NavbarItemProps): boolean {
  const type = (item as {type?: string}).type;
  return type !== 'search' && !type?.startsWith('custom-');
}

/**
 * The phone menu's button, and beside it the menu for readers without JavaScript, where the button does nothing:
 * a `<details>` whose summary stands where the button is (the plugin's `<noscript>` style swaps them below the
 * mobile breakpoint) and which lists the navbar's links, the docs version and the language menus among them.
 */
export default function ToggleWithStaticMenu(): ReactNode {
  const {
    navbar: {items},
  } = useThemeConfig();
  const label = translate({
    id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
    message: 'Toggle navigation bar',
    description: 'The ARIA label for hamburger menu button of mobile navigation',
  });
  return (
    <>
      <Toggle />
      <ServerOnly className="no-javascript-menu">
        <details hidden>
          <summary aria-label={label}>
            <IconMenu />
          </summary>
          <nav
            className="menu no-javascript-menu__panel"
            aria-label={translate({
              id: 'theme.NavBar.navAriaLabel',
              message: 'Main',
              description: 'The ARIA label for the main navigation',
            })}>
            <ul className="menu__list">
              <StaticMenuContext.Provider value>
                {(items as NavbarItemProps[]).filter(worksWithoutJavaScript).map((item, index) => (
                  <NavbarItem key={index} mobile {...item} />
                ))}
              </StaticMenuContext.Provider>
            </ul>
          </nav>
        </details>
      </ServerOnly>
    </>
  );
}
