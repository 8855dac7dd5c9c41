import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocItemLayout from '@theme-init/DocItem/Layout';
import type {Props} from '@theme/DocItem/Layout';
import DocSidebarItems from '@theme/DocSidebarItems';
import TOCItems from '@theme/TOCItems';
import ServerOnly from '../../ServerOnly';

/**
 * On a phone the docs sidebar and the table of contents open from buttons that need JavaScript (the phone menu's
 * docs panel, the "On this page" button). For readers without it the server writes both again as `<details>` above
 * the page, which the plugin's `<noscript>` style shows below the mobile breakpoint.
 */
function DocMenus(): ReactNode {
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  const {toc, frontMatter} = useDoc();
  const showToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  const sidebarLabel = translate({
    id: 'theme.docs.sidebar.navAriaLabel',
    message: 'Docs sidebar',
    description: 'The ARIA label for the sidebar navigation',
  });
  return (
    <div className="no-javascript-doc-menus" hidden>
      {sidebar && (
        <details>
          <summary>{sidebarLabel}</summary>
          <nav className="menu" aria-label={sidebarLabel}>
            <ul className="menu__list">
              <DocSidebarItems items={sidebar.items} activePath={pathname} level={1} />
            </ul>
          </nav>
        </details>
      )}
      {showToc && (
        <details>
          <summary>
            {translate({
              id: 'theme.TOCCollapsible.toggleButtonLabel',
              message: 'On this page',
              description: 'The label used by the button on the collapsible TOC component',
            })}
          </summary>
          <TOCItems
            toc={toc}
            minHeadingLevel={frontMatter.toc_min_heading_level}
            maxHeadingLevel={frontMatter.toc_max_heading_level}
          />
        </details>
      )}
    </div>
  );
}

export default function DocItemLayoutWithStaticMenus(props: Props): ReactNode {
  return (
    <>
      <ServerOnly className="no-javascript-doc-menus-root">
        <DocMenus />
      </ServerOnly>
      <DocItemLayout {...props} />
    </>
  );
}
