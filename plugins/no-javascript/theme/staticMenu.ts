import {createContext, useContext} from 'react';

/** Inside the menu for readers without JavaScript: dropdowns render as plain lists of their links. */
export const StaticMenuContext = createContext(false);

export function useInStaticMenu(): boolean {
  return useContext(StaticMenuContext);
}
