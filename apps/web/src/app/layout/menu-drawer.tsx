import { Divider, Drawer, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconArticle,
  IconBook2,
  IconCode,
  IconFileText,
  IconHelpCircle,
  IconInfoCircle,
  IconLayoutDashboard,
  IconMessagePlus,
  IconReceipt2,
  IconSearch,
  IconUpload,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

import { helpContentGroup, paths } from '../../config/paths';
import { useContentPage } from '../../features/content/api/get-content-page';
import { useAppSettings, useThemeRules } from '../../lib/app-settings';
import { openDialog } from '../../lib/dialogs';
import { useSession } from '../../lib/session/session-store';

type MenuDrawerProps = { opened: boolean; onClose: () => void };

/** The menu panel: every public page, the help pages, and registration where the theme allows it. */
export function MenuDrawer({ opened, onClose }: MenuDrawerProps) {
  const { pathname } = useLocation();
  const { appTitle } = useAppSettings();
  const { registrationOpen } = useThemeRules();
  const session = useSession();
  // Help pages come from the content service; the menu simply omits them when there are none.
  const help = useContentPage(helpContentGroup, undefined, { enabled: opened });
  const helpPages = (help.data?.pages ?? []).filter((page) => page.page !== 'index');

  const link = (to: string, label: string, icon: React.ReactNode, exact = true) => (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={exact ? pathname === to : pathname.startsWith(to)}
      onClick={onClose}
    />
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      id="menu-panel"
      title={
        <Text fw={800} fz="lg">
          {appTitle}
        </Text>
      }
      size={320}
      padding="md"
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap={2} component="nav" aria-label="Menu">
        {link(paths.search.getHref(), 'Search feeds', <IconSearch size={18} />)}
        <NavLink
          component="button"
          label="Request data"
          leftSection={<IconMessagePlus size={18} />}
          onClick={() => {
            onClose();
            openDialog('dataRequest');
          }}
        />
        {link(paths.supplyData.getHref(), 'Supply data', <IconUpload size={18} />, false)}
        {link(paths.developers.getHref(), 'Developers', <IconCode size={18} />)}
        {session.status === 'authenticated' &&
          link(paths.dashboard.getHref(), 'Dashboard', <IconLayoutDashboard size={18} />, false)}
        <Divider my="sm" label="Terms" labelPosition="left" />
        {link(paths.paymentPolicy.getHref(), 'Payment policy', <IconReceipt2 size={18} />)}
        {link(paths.additionalTerms.getHref(), 'Additional terms', <IconFileText size={18} />)}
        <Divider my="sm" label="Help" labelPosition="left" />
        {link(paths.content.getHref(helpContentGroup), 'Help centre', <IconHelpCircle size={18} />)}
        {helpPages.map((page) => (
          <NavLink
            key={page.page}
            component={Link}
            to={paths.content.getHref(helpContentGroup, page.page)}
            label={page.title}
            leftSection={<IconArticle size={18} />}
            active={pathname === paths.content.getHref(helpContentGroup, page.page)}
            onClick={onClose}
          />
        ))}
        <NavLink
          component="button"
          label="What is this?"
          leftSection={<IconInfoCircle size={18} />}
          onClick={() => {
            onClose();
            openDialog('whatIsThis');
          }}
        />
        <NavLink
          component="button"
          label="User agreement"
          leftSection={<IconBook2 size={18} />}
          onClick={() => {
            onClose();
            openDialog('userAgreement');
          }}
        />
        {registrationOpen && session.status !== 'authenticated' && (
          <>
            <Divider my="sm" />
            {link(paths.register.getHref(), 'Register', <IconUserPlus size={18} />)}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
