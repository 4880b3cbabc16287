import { Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';

import type { TConnector } from '@feedmarket/contract/connectors/connectors.schemas';

import { ListTable, type ListEmptyState, type ListPage } from '../../../components/list-table';
import { LocalDay } from '../../../components/local-day';
import { SortHeader } from '../../../components/sort-header';
import { listPageSize, type PagedList } from '../../../hooks/use-paged-list';
import type { useTechnicalActions } from '../hooks/use-technical-actions';
import type { TechnicalSortKey } from '../hooks/use-technical-tab';
import { RowMenuCell, StatusCell, TwoLineCell } from './technical-row-parts';

type ConnectorListTableProps = {
  list: PagedList<TechnicalSortKey>;
  query: UseQueryResult<ListPage<TConnector>>;
  /** The changing controls; none (read-only organisations) leaves the preview only. */
  actions: ReturnType<typeof useTechnicalActions>['connector'] | null;
  onPreview: (id: number) => void;
  onEdit: (id: number) => void;
  empty: ListEmptyState;
};

/** The Technical tab's connectors: what each carries, for which feed, and its state. */
export function ConnectorListTable({ list, query, actions, onPreview, onEdit, empty }: ConnectorListTableProps) {
  const sortProps = { sort: list.sort, onSort: list.toggleSort };
  return (
    <ListTable
      label="Connectors"
      query={query}
      list={list}
      pageSize={listPageSize}
      noun={['connector', 'connectors']}
      filterHint="name"
      empty={empty}
      minWidth={860}
      columnCount={6}
      skeleton={{ subline: true }}
      head={
        <>
          <SortHeader column="name" {...sortProps}>
            Name
          </SortHeader>
          <Table.Th w={200}>Feed</Table.Th>
          <SortHeader column="type" {...sortProps} w={150}>
            Type
          </SortHeader>
          <SortHeader column="status" {...sortProps} w={150}>
            Status
          </SortHeader>
          <SortHeader column="dateCreated" {...sortProps} w={110}>
            Created
          </SortHeader>
          <Table.Th w={56} pos="relative">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </>
      }
      renderRow={(row) => (
        <Table.Tr key={row.id}>
          <Table.Td>
            <Text fw={600} size="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
              {row.name}
            </Text>
            {row.description && (
              <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                {row.description}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {row.metadataName}
            </Text>
          </Table.Td>
          <TwoLineCell main={row.typeName} sub={row.categoryName} />
          <StatusCell row={row} controls={actions} />
          <Table.Td>
            <LocalDay value={row.dateCreated} />
          </Table.Td>
          <RowMenuCell
            row={row}
            controls={actions}
            view={{
              label: 'Preview metrics',
              icon: <IconChartLine size={16} aria-hidden />,
              onClick: () => onPreview(row.id),
            }}
            onEdit={onEdit}
          />
        </Table.Tr>
      )}
    />
  );
}
