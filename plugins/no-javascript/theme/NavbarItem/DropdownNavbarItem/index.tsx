import type {ReactNode} from 'react';
import DropdownNavbarItem from '@theme-init/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem';
import NavbarItem from '@theme/NavbarItem';
import {useInStaticMenu} from '../../staticMenu';

/**
 * The classic dropdown, except in the menu for readers without JavaScript (../../Navbar/MobileSidebar/Toggle):
 * there a dropdown (an area group, the versions, the languages) is its label over the list of its links, all in the
 * page, since the classic phone menu renders a closed group's links only once it is opened by the script.
 */
export default function DropdownOrStaticList(props: Props): ReactNode {
  const inStaticMenu = useInStaticMenu();
  if (!inStaticMenu) return <DropdownNavbarItem {...props} />;
  const {label, items} = props;
  return (
    <li className="menu__list-item">
      <span className="no-javascript-menu__group">{label}</span>
      <ul className="menu__list">
        {items.map((item, index) => (
          <NavbarItem key={index} mobile isDropdownItem activeClassName="menu__link--active" {...item} />
        ))}
      </ul>
    </li>
  );
}
