import { ActionIcon, Badge, Group, Loader, Menu, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCopy, IconDots, IconEdit, IconForms, IconNote, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';

import {
  activeStatuses,
  policyPriorities,
  policyPriorityNames,
} from '@feedmarket/contract/policies/policies.constants';
import type { TPolicyRow } from '@feedmarket/contract/policies/policies.schemas';

import { ListTable, type ListEmptyState, type ListPage } from '../../../components/list-table';
import { LocalDay } from '../../../components/local-day';
import { SortHeader } from '../../../components/sort-header';
import { listPageSize } from '../../../hooks/use-paged-list';
import type { PolicyList } from '../hooks/use-policy-list';
import type { PolicyRowActions } from '../hooks/use-policy-row-actions';
import { LegalReviewBadge, PolicyTypeBadge } from './policy-badges';

const widths = { name: 280, type: 96, status: 150, priority: 130, review: 170, modified: 140, actions: 56 } as const;

type PolicyListTableProps = {
  list: PolicyList;
  query: UseQueryResult<ListPage<TPolicyRow>>;
  actions: PolicyRowActions;
  /** Admins change policies; other members read them (spec §6). */
  canConfigure: boolean;
  onEdit: (row: TPolicyRow) => void;
  onQuickEdit: (row: TPolicyRow) => void;
  onNote: (row: TPolicyRow) => void;
  empty: ListEmptyState;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The Policies tab's table: every row's type, status, priority, legal review and note, and its actions for admins. */
export function PolicyListTable({
  list,
  query,
  actions,
  canConfigure,
  onEdit,
  onQuickEdit,
  onNote,
  empty,
}: PolicyListTableProps) {
  const sortProps = { sort: list.sort, onSort: list.toggleSort };
  return (
    <ListTable
      label="Your policies"
      query={query}
      list={list}
      pageSize={listPageSize}
      noun={['policy', 'policies']}
      filterHint="policy name"
      empty={empty}
      minWidth={Object.values(widths).reduce((sum, width) => sum + width, 0)}
      columnCount={7}
      skeleton={{ subline: true }}
      head={
        <>
          <SortHeader column="name" {...sortProps}>
            Name
          </SortHeader>
          <Table.Th w={widths.type}>Type</Table.Th>
          <SortHeader column="active" {...sortProps} w={widths.status}>
            Status
          </SortHeader>
          <SortHeader column="priority" {...sortProps} w={widths.priority}>
            Priority
          </SortHeader>
          <SortHeader column="requirereview" {...sortProps} w={widths.review}>
            Legal review
          </SortHeader>
          <SortHeader column="lastDateModified" {...sortProps} w={widths.modified}>
            Modified
          </SortHeader>
          {/* Positioned, so the hidden text stays inside the table's scroll container on narrow screens. */}
          <Table.Th w={widths.actions} pos="relative">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </>
      }
      renderRow={(row) => {
        const isBusy = actions.isBusy(row.id);
        const isActive = row.status === activeStatuses.active;
        const isHigh = row.priority === policyPriorities.high;
        return (
          <Table.Tr key={row.id} aria-busy={isBusy}>
            <Table.Td>
              <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Text>
              {row.description && (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {row.description}
                </Text>
              )}
              <Group gap={6} mt={4}>
                <Text size="xs" c="dimmed">
                  {plural(row.feedCount, 'feed', 'feeds')} by name · {plural(row.ruleCount, 'rule', 'rules')}
                  {row.anonymizerFlag && ` · names shown as “${row.anonymizerText}”`}
                </Text>
                {row.challengeCount > 0 && (
                  <Badge size="xs" variant="outline" color="red" tt="none" radius="sm">
                    Challenged {row.challengeCount}×
                  </Badge>
                )}
              </Group>
              {row.note && (
                <Group gap={4} mt={4} wrap="nowrap" align="flex-start">
                  <IconNote size={14} aria-label="Note" style={{ flexShrink: 0, marginTop: 2 }} />
                  <Text size="xs" fs="italic" lineClamp={2}>
                    {row.note}
                  </Text>
                </Group>
              )}
            </Table.Td>
            <Table.Td>
              <PolicyTypeBadge typeId={row.typeId} />
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {canConfigure ? (
                  <Switch
                    checked={isActive}
                    onChange={(event) => actions.changeStatus(row, event.currentTarget.checked)}
                    disabled={isBusy}
                    label={row.statusName}
                    aria-label={`${row.statusName}: ${row.name}`}
                  />
                ) : (
                  <Badge variant="light" color={isActive ? 'teal' : 'gray'} tt="none" radius="sm">
                    {row.statusName}
                  </Badge>
                )}
                {isBusy && <Loader size={14} aria-label="Saving" />}
              </Group>
            </Table.Td>
            <Table.Td>
              {canConfigure ? (
                <Switch
                  checked={isHigh}
                  onChange={() => actions.togglePriority(row)}
                  disabled={isBusy}
                  label={row.priorityName}
                  aria-label={`High priority: ${row.name}`}
                />
              ) : (
                <Text size="sm">{policyPriorityNames[row.priority] ?? row.priorityName}</Text>
              )}
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                {canConfigure ? (
                  <Switch
                    checked={row.requireLegalReview}
                    onChange={(event) => actions.toggleReview(row, event.currentTarget.checked)}
                    disabled={isBusy}
                    label={row.requireLegalReview ? 'Asked' : 'Not asked'}
                    aria-label={`Legal review asked: ${row.name}`}
                  />
                ) : (
                  <Text size="sm">{row.requireLegalReview ? 'Asked' : 'Not asked'}</Text>
                )}
                {row.legalReviewState !== null && <LegalReviewBadge state={row.legalReviewState} />}
              </Stack>
            </Table.Td>
            <Table.Td>
              <LocalDay value={row.lastDateModified} />
              {row.username && (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  by {row.username}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {canConfigure && (
                <Menu position="bottom-end" withinPortal shadow="md" width={200}>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="lg"
                      aria-label={`Actions for ${row.name}`}
                      disabled={isBusy}
                    >
                      <IconDots size={18} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={() => onEdit(row)}>
                      Edit in the wizard
                    </Menu.Item>
                    <Menu.Item leftSection={<IconForms size={16} aria-hidden />} onClick={() => onQuickEdit(row)}>
                      Quick edit
                    </Menu.Item>
                    <Menu.Item leftSection={<IconNote size={16} aria-hidden />} onClick={() => onNote(row)}>
                      {row.note ? 'Change note' : 'Add note'}
                    </Menu.Item>
                    <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => actions.clone(row)}>
                      Clone
                    </Menu.Item>
                    <Menu.Divider />
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => actions.remove(row)}
                    >
                      Delete
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              )}
            </Table.Td>
          </Table.Tr>
        );
      }}
    />
  );
}
