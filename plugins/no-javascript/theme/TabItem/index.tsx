import type {ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {useTabIds} from '../Tabs';
import styles from './styles.module.css';

/**
 * A tab's panel, tied to its tab (`id`, `aria-labelledby`; ../Tabs gives the tab the matching ids), with its label
 * before it for pages read without JavaScript, where the tab list is hidden and every panel is shown (the
 * `<noscript>` style of this plugin shows the label). The label is `aria-hidden`: the panel is named by its tab.
 *
 * The classic TabItem renders a fixed `<div role="tabpanel">` that takes no id, so no wrapper can tie it to its
 * tab; this one reads the selection from the same tabs context as the classic one does. The server renders
 * every panel, `lazy` tabs too (the API reference's samples), so that all of them are in the page without
 * JavaScript; in the browser a `lazy` tab renders only its selected panel.
 */
export default function TabItem({children, className, value, label}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const ids = useTabIds(value);
  const isBrowser = useIsBrowser();
  const selected = value === selectedValue;
  if (!selected && lazy && isBrowser) return null;
  return (
    <>
      <p className="tabs-panel-label" hidden aria-hidden="true">
        {label ?? value}
      </p>
      <div
        role="tabpanel"
        id={ids?.panel}
        aria-labelledby={ids?.tab}
        className={clsx(styles.panel, className)}
        hidden={!selected}>
        {children}
      </div>
    </>
  );
}
