import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

import { PageLoader } from '../../components/page-loader';
import { useOpenedOnce } from '../../hooks/use-opened-once';
import { lazyComponent } from '../../lib/lazy-component';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import classes from './layout.module.css';

// The menu panel (the small-screen navigation) loads its code when it first opens.
const MenuDrawer = lazyComponent('MenuDrawer', () => import('./menu-drawer').then((module) => module.MenuDrawer));

/** Header, menu panel, page and footer around every ordinary page. */
export function AppLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  const menuMounted = useOpenedOnce(menuOpened);
  const { key } = useLocation();

  // The menu panel is a dialog too: a route change closes it.
  const closeMenu = menu.close;
  useEffect(() => closeMenu(), [key, closeMenu]);

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <AppHeader menuOpened={menuOpened} onToggleMenu={menu.toggle} />
      {menuMounted && (
        <Suspense fallback={null}>
          <MenuDrawer opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader page />}>
          <Outlet />
        </Suspense>
      </Box>
      <AppFooter />
    </Box>
  );
}
