import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { NavLink as RouterNavLink } from 'react-router';

import { paths } from '../../config/paths';
import { userTabsQueryOptions } from '../../features/dashboard/api/get-user-tabs';
import { useDialog } from '../../lib/dialogs';
import { lazyComponent } from '../../lib/lazy-component';
import { useSession } from '../../lib/session/session-store';
import { Brand } from './brand';
import classes from './layout.module.css';

// Only a signed-in user has the bell and the account menu: a visitor's first page does without their code.
const NotificationCenter = lazyComponent('NotificationCenter', () =>
  import('../../features/notifications/components/notification-center').then((module) => module.NotificationCenter),
);
const UserMenu = lazyComponent('UserMenu', () => import('./user-menu').then((module) => module.UserMenu));

const mainLinks = [
  { to: paths.search.getHref(), label: 'Search feeds', end: true },
  { to: paths.supplyData.getHref(), label: 'Supply data', end: false },
  { to: paths.developers.getHref(), label: 'Developers', end: true },
];

type AppHeaderProps = { menuOpened: boolean; onToggleMenu: () => void };

export function AppHeader({ menuOpened, onToggleMenu }: AppHeaderProps) {
  const session = useSession();
  const signIn = useDialog('signIn');
  const queryClient = useQueryClient();

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%" px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={onToggleMenu}
              size="sm"
              aria-label={menuOpened ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpened}
              aria-controls="menu-panel"
            />
            <Brand />
          </Group>
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
            {mainLinks.map((link) => (
              <RouterNavLink key={link.to} to={link.to} end={link.end} className={classes.navLink}>
                {link.label}
              </RouterNavLink>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap" justify="flex-end" miw={0}>
            {session.status === 'authenticated' ? (
              <Suspense fallback={null}>
                <NotificationCenter
                  userId={session.profile.userid}
                  tabs={session.profile.tabConfig.tabs}
                  // The dashboard's tab badges count unread notifications too.
                  onChange={() =>
                    void queryClient.invalidateQueries({
                      queryKey: userTabsQueryOptions(session.profile.userid).queryKey,
                    })
                  }
                />
                <UserMenu profile={session.profile} />
              </Suspense>
            ) : (
              <Button
                onClick={signIn.open}
                leftSection={<IconLogin2 size={18} />}
                loading={session.status === 'restoring'}
                // Behind the open sign-in dialog this button is hidden, so the dialog's own
                // "Sign in" button is the only one of that name.
                style={{ visibility: signIn.opened ? 'hidden' : undefined }}
              >
                Sign in
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
