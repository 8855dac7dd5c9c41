// The navbar gains a `custom-myValues` item type. A theme wraps the component of the theme below it through
// @theme-init; @theme-original would resolve to this very file.
import type {ReactNode} from 'react';
import NavbarItem from '@theme-init/NavbarItem';
import type {Props} from '@theme/NavbarItem';
import MyValuesNavbarItem from './MyValuesNavbarItem';

export default function NavbarItemWithMyValues(props: Props): ReactNode {
  if ((props as {type?: string}).type === 'custom-myValues') return <MyValuesNavbarItem mobile={props.mobile} />;
  return <NavbarItem {...props} />;
}
