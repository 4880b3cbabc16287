import { ActionIcon, Badge, Group, Loader, Menu, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';

import { adminRoleIds, userStatuses, type TUser } from '@feedmarket/contract/accounts/accounts.schemas';

import { LocalDay } from '../../../components/local-day';
import { ListTable, type ListEmptyState, type ListPage } from '../../../components/list-table';
import { SortHeader } from '../../../components/sort-header';
import { listPageSize, type PagedList } from '../../../hooks/use-paged-list';
import type { useUserActions } from '../hooks/use-user-actions';
import type { UserSortKey } from '../hooks/use-users-tab';

const isAdminRole = (id: number) => (adminRoleIds as readonly number[]).includes(id);

type UserListTableProps = {
  list: PagedList<UserSortKey>;
  query: UseQueryResult<ListPage<TUser>>;
  /** The signed-in user, marked "you". */
  currentUserId: number;
  actions: ReturnType<typeof useUserActions>;
  onEdit: (user: TUser) => void;
  empty: ListEmptyState;
  filterHint: string;
};

/** The Users tab's table: sortable columns, the status switch and each user's actions. */
export function UserListTable({ list, query, currentUserId, actions, onEdit, empty, filterHint }: UserListTableProps) {
  const sortProps = { sort: list.sort, onSort: list.toggleSort };
  return (
    <ListTable
      label="Users of your organisation"
      query={query}
      list={list}
      pageSize={listPageSize}
      noun={['user', 'users']}
      filterHint={filterHint}
      empty={empty}
      minWidth={1000}
      columnCount={7}
      skeleton={{ subline: true }}
      head={
        <>
          <SortHeader column="lastname" {...sortProps}>
            Name
          </SortHeader>
          <SortHeader column="username" {...sortProps} w={130}>
            Username
          </SortHeader>
          <Table.Th w={200}>Roles</Table.Th>
          <SortHeader column="status" {...sortProps} w={190}>
            Status
          </SortHeader>
          <SortHeader column="datecreated" {...sortProps} w={110}>
            Added
          </SortHeader>
          <SortHeader column="lastlogin" {...sortProps} w={120}>
            Last sign-in
          </SortHeader>
          {/* Positioned, so the hidden text stays inside the table's scroll container on narrow screens. */}
          <Table.Th w={56} pos="relative">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </>
      }
      renderRow={(user) => {
        const isBusy = actions.busyId === user.id;
        return (
          <Table.Tr key={user.id}>
            <Table.Td>
              <Text fw={600} size="sm" lineClamp={1}>
                {user.displayName}
                {user.id === currentUserId && (
                  <Text span c="dimmed" fw={400} size="sm">
                    {' '}
                    (you)
                  </Text>
                )}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                {user.email[0]?.emailAddress}
                {user.phone && ` · ${user.phone}`}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {user.username}
              </Text>
            </Table.Td>
            <Table.Td>
              {user.roles.length ? (
                <Group gap={4}>
                  {user.roles.map((role) => (
                    <Badge
                      key={role.id}
                      variant={isAdminRole(role.id) ? 'filled' : 'light'}
                      size="sm"
                      radius="sm"
                      tt="none"
                    >
                      {role.name}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  No role
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Switch
                  checked={user.status !== userStatuses.disabled}
                  onChange={(event) => actions.toggleActive(user, event.currentTarget.checked)}
                  disabled={isBusy}
                  label={user.statusText}
                  aria-label={`${user.statusText}: ${user.displayName}`}
                  color={user.status === userStatuses.needsConfirmation ? 'yellow' : undefined}
                />
                {isBusy && <Loader size={14} aria-label="Saving" />}
              </Group>
            </Table.Td>
            <Table.Td>
              <LocalDay value={user.datecreated} />
            </Table.Td>
            <Table.Td>
              <LocalDay value={user.lastlogin} />
            </Table.Td>
            <Table.Td>
              <Menu position="bottom-end" withinPortal shadow="md" width={180}>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={`Actions for ${user.displayName}`}
                    disabled={isBusy}
                  >
                    <IconDots size={18} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(user)}>
                    Edit
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => actions.deleteUser(user)}
                  >
                    Delete
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Table.Td>
          </Table.Tr>
        );
      }}
    />
  );
}
