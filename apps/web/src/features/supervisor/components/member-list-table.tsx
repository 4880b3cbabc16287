import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

import type { TMemberRow } from '@feedmarket/contract/supervisor/supervisor.schemas';

import { LocalDay } from '../../../components/local-day';
import { ListTable, type ListEmptyState } from '../../../components/list-table';
import { SortHeader } from '../../../components/sort-header';
import { listPageSize, type PagedList } from '../../../hooks/use-paged-list';
import type { MemberSortKey } from '../hooks/use-members-tab';

type MemberPage = { content: TMemberRow[]; total: number; page: number };

type MemberListTableProps = {
  list: PagedList<MemberSortKey>;
  query: UseQueryResult<MemberPage>;
  empty: ListEmptyState;
  onToggleEnabled: (member: TMemberRow) => void;
  /** The member being enabled or disabled, whose button waits. */
  switchingId: number | null;
  /** The supervisor's own organisation, which stays enabled. */
  ownOrgId: number | undefined;
};

/** Member organisations: where they are, their administrator, users and feeds, and whether they are enabled. */
export function MemberListTable({ list, query, empty, onToggleEnabled, switchingId, ownOrgId }: MemberListTableProps) {
  const sortProps = { sort: list.sort, onSort: list.toggleSort };
  return (
    <ListTable
      label="Member accounts"
      query={query}
      list={list}
      pageSize={listPageSize}
      noun={['member', 'members']}
      filterHint="organisation name"
      empty={empty}
      minWidth={900}
      columnCount={7}
      skeleton={{ subline: true }}
      head={
        <>
          <SortHeader column="name" {...sortProps}>
            Organisation
          </SortHeader>
          <Table.Th w={170}>Administrator</Table.Th>
          <SortHeader column="users" {...sortProps} w={90}>
            Users
          </SortHeader>
          <SortHeader column="feeds" {...sortProps} w={110}>
            Feeds
          </SortHeader>
          <SortHeader column="createDate" {...sortProps} w={130}>
            Joined
          </SortHeader>
          <Table.Th w={110}>Status</Table.Th>
          <Table.Th w={110} pos="relative">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </>
      }
      renderRow={(member) => (
        <Table.Tr key={member.id}>
          <Table.Td>
            <Text size="sm" fw={600} lineClamp={2}>
              {member.name}
            </Text>
            <Text size="xs" c="dimmed">
              {[member.city, member.countryName].filter(Boolean).join(', ')}
              {member.isReadOnly ? ' · read-only' : ''}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" c={member.adminName ? undefined : 'dimmed'}>
              {member.adminName ?? 'None'}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{member.users}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{member.feeds}</Text>
            <Text size="xs" c="dimmed">{`${member.activeFeeds} active`}</Text>
          </Table.Td>
          <Table.Td>
            <LocalDay value={member.createDate} />
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={member.enabled ? 'teal' : 'gray'}>
              {member.enabled ? 'Enabled' : 'Disabled'}
            </Badge>
          </Table.Td>
          <Table.Td>
            {member.id === ownOrgId ? (
              <Text size="xs" c="dimmed">
                Your organisation
              </Text>
            ) : (
              <Button
                size="xs"
                variant="light"
                color={member.enabled ? 'red' : 'teal'}
                loading={switchingId === member.id}
                onClick={() => onToggleEnabled(member)}
                aria-label={`${member.enabled ? 'Disable' : 'Enable'} ${member.name}`}
              >
                {member.enabled ? 'Disable' : 'Enable'}
              </Button>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
