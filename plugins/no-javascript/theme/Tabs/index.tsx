import {Children, cloneElement, createContext, isValidElement, useContext, useId, type ReactNode} from 'react';
import Tabs from '@theme-init/Tabs';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';

/** The ids that tie a tab (`role=tab`) and its panel (`role=tabpanel`) to each other. */
export interface TabIds {
  readonly tab: string;
  readonly panel: string;
}

const TabIdsContext = createContext<ReadonlyMap<string, TabIds>>(new Map());

/** The ids of the tab and panel of a tab value, given by the enclosing <Tabs>. */
export function useTabIds(value: string): TabIds | undefined {
  return useContext(TabIdsContext).get(value);
}

function isTabItem(child: ReactNode): child is React.ReactElement<TabItemProps> {
  return isValidElement<TabItemProps>(child) && typeof child.props.value === 'string';
}

/**
 * The classic tabs with each tab tied to its panel: the tab gets an id and `aria-controls` (through the item's
 * `attributes`, which the classic tab list spreads on the tab), and ./TabItem gives the panel the matching id and
 * `aria-labelledby`. The Nu Html Checker requires a selected tab to name its panel; the ids come from `useId`, so
 * the server and the browser agree on them.
 */
export default function TabsWithPanels({children, ...props}: Props): ReactNode {
  const base = useId();
  const ids = new Map<string, TabIds>();
  const items = Children.map(children, (child) => {
    if (!isTabItem(child)) return child;
    const index = ids.size;
    const tabIds = {tab: `${base}tab${index}`, panel: `${base}panel${index}`};
    ids.set(child.props.value, tabIds);
    return cloneElement(child, {
      attributes: {...child.props.attributes, id: tabIds.tab, 'aria-controls': tabIds.panel},
    });
  });
  return (
    <TabIdsContext.Provider value={ids}>
      <Tabs {...props}>{items}</Tabs>
    </TabIdsContext.Provider>
  );
}
