import { Code, Menu, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconKey } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';

import type { TApiClient } from '@feedmarket/contract/connectors/connectors.schemas';

import { ListTable, type ListEmptyState, type ListPage } from '../../../components/list-table';
import { LocalDay } from '../../../components/local-day';
import { SortHeader } from '../../../components/sort-header';
import { listPageSize, type PagedList } from '../../../hooks/use-paged-list';
import type { useTechnicalActions } from '../hooks/use-technical-actions';
import type { TechnicalSortKey } from '../hooks/use-technical-tab';
import { RowMenuCell, StatusCell, TwoLineCell } from './technical-row-parts';
import classes from './technical.module.css';

type ApiClientListTableProps = {
  list: PagedList<TechnicalSortKey>;
  query: UseQueryResult<ListPage<TApiClient>>;
  /** The changing controls; none (read-only organisations) leaves selecting a client for its usage. */
  actions: ReturnType<typeof useTechnicalActions>['apiClient'] | null;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onEdit: (id: number) => void;
  empty: ListEmptyState;
};

/** The Technical tab's SDK view: the organisation's API clients; choosing one shows its usage graph. */
export function ApiClientListTable({
  list,
  query,
  actions,
  selectedId,
  onSelect,
  onEdit,
  empty,
}: ApiClientListTableProps) {
  const sortProps = { sort: list.sort, onSort: list.toggleSort };
  return (
    <ListTable
      label="API clients"
      query={query}
      list={list}
      pageSize={listPageSize}
      noun={['API client', 'API clients']}
      filterHint="name"
      empty={empty}
      minWidth={880}
      columnCount={6}
      skeleton={{ subline: true }}
      head={
        <>
          <SortHeader column="name" {...sortProps}>
            Name
          </SortHeader>
          <SortHeader column="type" {...sortProps} w={160}>
            Type
          </SortHeader>
          <Table.Th w={130}>Token</Table.Th>
          <SortHeader column="status" {...sortProps} w={150}>
            Status
          </SortHeader>
          <SortHeader column="lastUsedAt" {...sortProps} w={120}>
            Last used
          </SortHeader>
          <Table.Th w={56} pos="relative">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </>
      }
      renderRow={(row) => {
        const isSelected = row.id === selectedId;
        return (
          <Table.Tr key={row.id} className={isSelected ? classes.selectedRow : undefined}>
            <Table.Td>
              {/* A button, so the keyboard selects a client as the pointer does; pressed says which one is shown. */}
              <UnstyledButton
                className={classes.rowButton}
                onClick={() => onSelect(row.id)}
                // Named by what it shows (the name, "Show usage"), as voice control users read it.
                aria-pressed={isSelected}
              >
                <Text
                  fw={600}
                  size="sm"
                  lineClamp={1}
                  c={isSelected ? 'blue.8' : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {isSelected ? 'Usage shown below' : 'Show usage'}
                </Text>
              </UnstyledButton>
            </Table.Td>
            <TwoLineCell main={row.typeName} sub={row.sdkTypeName} />
            <Table.Td>
              <Code>{row.tokenHint}</Code>
            </Table.Td>
            <StatusCell row={row} controls={actions} />
            <Table.Td>
              <LocalDay value={row.lastUsedAt} />
            </Table.Td>
            <RowMenuCell
              row={row}
              controls={actions}
              view={{
                label: 'Show usage',
                icon: <IconChartBar size={16} aria-hidden />,
                onClick: () => onSelect(row.id),
              }}
              onEdit={onEdit}
              more={
                actions && (
                  <Menu.Item
                    leftSection={<IconKey size={16} aria-hidden />}
                    onClick={() => actions.regenerateToken(row)}
                  >
                    Regenerate token
                  </Menu.Item>
                )
              }
            />
          </Table.Tr>
        );
      }}
    />
  );
}
