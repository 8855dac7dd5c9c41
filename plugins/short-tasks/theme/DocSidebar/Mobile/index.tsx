import type {ComponentProps, ReactNode} from 'react';
import DocSidebarMobile from '@theme-init/DocSidebar/Mobile';
import useMountInTransition from '../../useMountInTransition';

/**
 * The doc sidebar's copy for the phone menu (handed to the menu, shown only when it opens) mounts in a transition,
 * for the reason theme/Navbar/MobileSidebar gives.
 */
export default function DocSidebarMobileInTransition(props: ComponentProps<typeof DocSidebarMobile>): ReactNode {
  return useMountInTransition() ? <DocSidebarMobile {...props} /> : null;
}
