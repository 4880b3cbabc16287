import { Badge, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

import { userStatuses } from '@feedmarket/contract/accounts/accounts.constants';
import type { TSupervisorUser } from '@feedmarket/contract/supervisor/supervisor.schemas';

import { LocalDay } from '../../../components/local-day';
import { ListTable, type ListEmptyState } from '../../../components/list-table';
import { SortHeader } from '../../../components/sort-header';
import { listPageSize, type PagedList } from '../../../hooks/use-paged-list';
import type { UserSortKey } from '../hooks/use-users-tab';

type UserPage = { content: TSupervisorUser[]; total: number; page: number };

type UserListTableProps = {
  list: PagedList<UserSortKey>;
  query: UseQueryResult<UserPage>;
  empty: ListEmptyState;
  /** The organisation filter: set, it too can hide every row, and clearing clears it. */
  organizationFilter: { isSet: boolean; clear: () => void };
};

const statusColors: Record<number, string> = {
  [userStatuses.active]: 'teal',
  [userStatuses.needsConfirmation]: 'yellow',
  [userStatuses.disabled]: 'gray',
};

/** Users of every member: who they are, their organisation, roles, status and last sign-in. */
export function UserListTable({ list, query, empty, organizationFilter }: UserListTableProps) {
  const sortProps = { sort: list.sort, onSort: list.toggleSort };
  return (
    <ListTable
      label="Users"
      query={query}
      list={list}
      pageSize={listPageSize}
      noun={['user', 'users']}
      filterHint="name, user name or e-mail address"
      otherFilters={organizationFilter}
      empty={empty}
      minWidth={1100}
      columnCount={6}
      skeleton={{ subline: true }}
      head={
        <>
          <SortHeader column="name" {...sortProps}>
            Name
          </SortHeader>
          <Table.Th w={230}>E-mail</Table.Th>
          <SortHeader column="organization" {...sortProps} w={200}>
            Organisation
          </SortHeader>
          <Table.Th w={170}>Roles</Table.Th>
          <Table.Th w={150}>Status</Table.Th>
          <SortHeader column="lastlogin" {...sortProps} w={130}>
            Last sign-in
          </SortHeader>
        </>
      }
      renderRow={(user) => (
        <Table.Tr key={user.id}>
          <Table.Td>
            <Text size="sm" fw={600} lineClamp={2}>
              {user.displayName}
            </Text>
            <Text size="xs" c="dimmed">
              {user.username}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.email ?? '–'}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" lineClamp={2}>
              {user.orgName}
            </Text>
            {!user.orgEnabled && (
              <Text size="xs" c="dimmed">
                Organisation disabled
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{user.roles.map((role) => role.name).join(', ') || '–'}</Text>
            {user.isSupervisor && (
              <Badge variant="light" color="grape" size="sm" mt={4}>
                Supervisor
              </Badge>
            )}
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={statusColors[user.status] ?? 'gray'}>
              {user.statusText}
            </Badge>
          </Table.Td>
          <Table.Td>
            <LocalDay value={user.lastlogin} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
