import { Group, Paper, Radio, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ListFilterInput } from '../../../components/list-filter-input';
import { ListPagination } from '../../../components/list-footer';
import type { ListPage } from '../../../components/list-table';
import { ListError, ListLoading } from '../../../components/list-states';
import { listPageSize } from '../../../hooks/use-paged-list';

type PickListControls = {
  page: number;
  setPage: (page: number) => void;
  filter: string;
  filterText: string;
  setFilterText: (text: string) => void;
};

type PagedPickListProps<Row extends { id: number }> = {
  /** The radio group's name and the filter's: "Feed", "Connector". */
  label: string;
  description?: ReactNode;
  query: UseQueryResult<ListPage<Row>>;
  list: PickListControls;
  value: number | null;
  onChange: (row: Row) => void;
  /** A row's name, bold, and the line under it. */
  renderRow: (row: Row) => { title: string; detail: ReactNode };
  /** What a row is: `['feed', 'feeds']`. */
  noun: readonly [string, string];
  /** Said when there is nothing to pick, before any filter. */
  empty: ReactNode;
  error?: string;
};

/**
 * A paged list to pick one row from: a text filter (from 3 characters), one radio per row, 10 a page,
 * and its loading, error, empty and no-match states. Arrow keys move between the rows.
 */
export function PagedPickList<Row extends { id: number }>({
  label,
  description,
  query,
  list,
  value,
  onChange,
  renderRow,
  noun,
  empty,
  error,
}: PagedPickListProps<Row>) {
  const { data } = query;
  const rows = data?.content ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / listPageSize));

  let body: ReactNode;
  if (query.isError && !data) {
    body = (
      <ListError
        title={`The ${noun[1]} cannot be loaded right now`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!data) {
    body = (
      <ListLoading gap="xs" label={`Loading the ${noun[1]}`}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h={52} />
        ))}
      </ListLoading>
    );
  } else if (rows.length === 0) {
    body = (
      <Paper withBorder p="md" bg="var(--mantine-color-gray-0)">
        <Text size="sm" c="dimmed">
          {list.filter ? `No ${noun[1]} match this filter. Try another name, or clear the filter.` : empty}
        </Text>
      </Paper>
    );
  } else {
    body = (
      <Radio.Group
        label={label}
        value={value === null ? null : String(value)}
        onChange={(next) => {
          const row = rows.find((candidate) => String(candidate.id) === next);
          if (row) onChange(row);
        }}
        error={error}
      >
        <Stack gap="xs" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {rows.map((row) => {
            const { title, detail } = renderRow(row);
            const isChosen = row.id === value;
            return (
              <Paper
                key={row.id}
                withBorder
                p="sm"
                radius="md"
                bg={isChosen ? 'var(--mantine-color-blue-0)' : undefined}
                style={isChosen ? { borderColor: 'var(--mantine-color-blue-5)' } : undefined}
              >
                <Radio
                  value={String(row.id)}
                  label={
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {title}
                    </Text>
                  }
                  description={detail}
                />
              </Paper>
            );
          })}
        </Stack>
      </Radio.Group>
    );
  }

  return (
    <Stack gap="sm">
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      <ListFilterInput label={`Filter ${noun[1]}`} matches="Name" list={list} />
      {body}
      {error && !(data && rows.length) && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {data && data.total > listPageSize && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {data.total} {noun[1]}
          </Text>
          <ListPagination label={label} pages={pages} current={list.page} onPage={list.setPage} />
        </Group>
      )}
    </Stack>
  );
}
