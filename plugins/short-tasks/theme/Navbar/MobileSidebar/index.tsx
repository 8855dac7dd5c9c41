import type {ReactNode} from 'react';
import NavbarMobileSidebar from '@theme-init/Navbar/MobileSidebar';
import useMountInTransition from '../../useMountInTransition';

/**
 * The phone menu is closed when a page loads, but the classic theme mounts all of it (every navbar item) in the
 * blocking update that follows hydration on a narrow screen. Mounted in a transition instead, React renders it in
 * slices that yield to the reader; it is there long before a finger reaches the menu button.
 */
export default function NavbarMobileSidebarInTransition(): ReactNode {
  return useMountInTransition() ? <NavbarMobileSidebar /> : null;
}
