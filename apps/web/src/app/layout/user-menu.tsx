import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconKey,
  IconLayoutDashboard,
  IconLogout,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';

import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';

import { paths } from '../../config/paths';
import { signOut } from '../../features/auth/utils/sign-out';
import { openDialog } from '../../lib/dialogs';

/** The signed-in user's menu: dashboard, supervisor (for supervisors), change password, sign out. */
export function UserMenu({ profile }: { profile: TLoginProfile }) {
  return (
    <Menu position="bottom-end" width={240} shadow="lg" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={`Account menu for ${profile.displayname}`}
          px={6}
          py={4}
          style={{ borderRadius: 'var(--mantine-radius-xl)' }}
        >
          <Group gap={8} wrap="nowrap">
            {/* An icon rather than initials: the button's visible text stays the name its label starts from. */}
            <Avatar color="initials" name={profile.displayname} radius="xl" size={34} aria-hidden>
              <IconUser size={18} />
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" truncate="end" maw={160}>
              {profile.displayname}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
            {profile.displayname}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {profile.orgname}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.dashboard.getHref()} leftSection={<IconLayoutDashboard size={16} />}>
          Dashboard
        </Menu.Item>
        {profile.supervisor && (
          <Menu.Item component={Link} to={paths.supervisor.getHref()} leftSection={<IconShieldLock size={16} />}>
            Supervisor
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconKey size={16} />} onClick={() => openDialog('changePassword')}>
          Change password
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
