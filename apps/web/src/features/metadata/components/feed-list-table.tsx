import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { TFeedListRow } from '@feedmarket/contract/catalog/metadata.schemas';

import { ListTable, type ListEmptyState } from '../../../components/list-table';
import { SortHeader } from '../../../components/sort-header';
import { LocalDay } from '../../../components/local-day';
import { listPageSize } from '../../../hooks/use-paged-list';
import type { FeedList } from '../hooks/use-feed-list';
import { FeedStatusBadge } from './feed-status-badge';

export type FeedPage = { content: TFeedListRow[]; total: number };

// Column widths; the name takes what is left, at least `nameMinWidth`, and below that the table scrolls.
const columnWidths = { member: 160, type: 110, status: 180, modified: 140 } as const;
const nameMinWidth = 240;

type FeedListTableProps = {
  /** The table's accessible name. */
  label: string;
  list: FeedList;
  query: UseQueryResult<FeedPage>;
  /** Adds a column with the feed's organisation (the supervisor's view across members). */
  showOrganisation?: boolean;
  renderActions: (row: TFeedListRow) => ReactNode;
  actionsWidth?: number;
  /** What to say when there are no feeds at all. */
  empty: ListEmptyState;
  /** Filters beyond the text filter are set (e.g. status or member): "no match" rather than "none yet". */
  hasOtherFilters?: boolean;
  onClearFilters: () => void;
};

/** The feed table of the Metadata and Feeds tabs: sortable columns, 10 rows a page, its loading, empty and error states. */
export function FeedListTable({
  label,
  list,
  query,
  showOrganisation = false,
  renderActions,
  actionsWidth = 72,
  empty,
  hasOtherFilters = false,
  onClearFilters,
}: FeedListTableProps) {
  const sortProps = { sort: list.sort, onSort: list.toggleSort };

  return (
    <ListTable
      label={label}
      query={query}
      list={list}
      pageSize={listPageSize}
      noun={['feed', 'feeds']}
      filterHint="name or unique id"
      otherFilters={{ isSet: hasOtherFilters, clear: onClearFilters }}
      empty={empty}
      minWidth={
        nameMinWidth +
        (showOrganisation ? columnWidths.member : 0) +
        columnWidths.type +
        columnWidths.status +
        columnWidths.modified +
        actionsWidth
      }
      columnCount={showOrganisation ? 6 : 5}
      skeleton={{ subline: true }}
      head={
        <>
          <SortHeader column="name" {...sortProps}>
            Name
          </SortHeader>
          {showOrganisation && <Table.Th w={columnWidths.member}>Member</Table.Th>}
          <SortHeader column="typeId" {...sortProps} w={columnWidths.type}>
            Type
          </SortHeader>
          <SortHeader column="status" {...sortProps} w={columnWidths.status}>
            Status
          </SortHeader>
          <SortHeader column="lastDateModified" {...sortProps} w={columnWidths.modified}>
            Last modified
          </SortHeader>
          <Table.Th w={actionsWidth}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </>
      }
      renderRow={(row) => (
        <Table.Tr key={row.id}>
          <Table.Td>
            <Text fw={600} size="sm" lineClamp={2}>
              {row.name}
            </Text>
            <Text size="xs" c="dimmed">
              {row.extId ?? 'No unique id yet'}
              {row.requireLegalReview && ' · Legal review required'}
            </Text>
          </Table.Td>
          {showOrganisation && (
            <Table.Td>
              <Text size="sm">{row.orgName}</Text>
            </Table.Td>
          )}
          <Table.Td>
            <Text size="sm">{row.typeText}</Text>
          </Table.Td>
          <Table.Td>
            <FeedStatusBadge status={row.status} text={row.statusText} />
          </Table.Td>
          <Table.Td>
            <LocalDay value={row.updateDate} />
            {row.updateUserName && (
              <Text size="xs" c="dimmed">
                by {row.updateUserName}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Group justify="flex-end" gap={8} wrap="nowrap">
              {renderActions(row)}
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
