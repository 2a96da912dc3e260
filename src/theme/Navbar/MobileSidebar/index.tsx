import {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/**
 * On a narrow screen the theme renders its whole mobile menu (the navbar's
 * items and the page's sidebar), still hidden, in the same render that follows
 * hydration: one long task on a phone before the reader has touched anything.
 * Here the menu is first drawn in a transition, which React splits into short
 * slices, and at once if the reader opens it before that has finished.
 */
export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (shouldRender) startTransition(() => setDrawn(true));
  }, [shouldRender]);
  return drawn || shown ? <MobileSidebar /> : null;
}
