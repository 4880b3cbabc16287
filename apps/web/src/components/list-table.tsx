import { Skeleton, Stack, Table } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ListFooter } from './list-footer';
import { ListEmpty, ListError, ListNoMatch } from './list-states';

/** A page of a list: its rows, the total of all pages and, where the query keeps it, the page's number. */
export type ListPage<Row> = { content: Row[]; total: number; page?: number };

/** What a list says when it has no rows at all, and the next step where there is one. */
export type ListEmptyState = { title: string; description: ReactNode; action?: ReactNode };

/** The paging and text filter of a list (its `use…List` hook). */
type ListControls = {
  page: number;
  setPage: (page: number) => void;
  filter: string;
  setFilterText: (text: string) => void;
};

type ListTableProps<Row> = {
  /** The table's accessible name; the pages are "{label} pages". */
  label: string;
  query: UseQueryResult<ListPage<Row>>;
  list: ListControls;
  pageSize: number;
  /** What a row is: `['file', 'files']`; it names the error, empty and footer lines. */
  noun: readonly [string, string];
  /** What the text filter matches, for "Try another file name, or clear the filter." */
  filterHint: string;
  /** Filters beyond the text filter (e.g. a status): set, they too can hide every row, and clearing clears them. */
  otherFilters?: { isSet: boolean; clear: () => void };
  /** Shown instead of the table when there are no rows and no filter. */
  empty: ListEmptyState;
  /** Narrower than this, the table scrolls sideways. */
  minWidth: number;
  /** The header's cells. */
  head: ReactNode;
  /** A row's `Table.Tr`, with its key. */
  renderRow: (row: Row) => ReactNode;
  columnCount: number;
  /** The placeholder rows' first cells: a checkbox, and a second line under the name. */
  skeleton?: { checkbox?: boolean; subline?: boolean };
};

/**
 * A paged, sortable list as a table: its loading rows, its error, empty and no-match states, and its footer
 * ("Showing 1–10 of 42 files" and the pages). The page on screen stays, dimmed, while the next loads.
 */
export function ListTable<Row>({
  label,
  query,
  list,
  pageSize,
  noun,
  filterHint,
  otherFilters,
  empty,
  minWidth,
  head,
  renderRow,
  columnCount,
  skeleton = {},
}: ListTableProps<Row>) {
  const { data } = query;

  if (query.isError && !data) {
    return (
      <ListError
        title={`The ${noun[1]} cannot be loaded right now`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (data && data.total === 0 && data.content.length === 0) {
    if (list.filter || otherFilters?.isSet) {
      const filters = otherFilters ? 'filters' : 'filter';
      return (
        <ListNoMatch
          title={`No ${noun[1]} match ${otherFilters ? 'these filters' : 'this filter'}`}
          description={`Try another ${filterHint}, or clear the ${filters}.`}
          clearLabel={`Clear ${filters}`}
          onClear={otherFilters ? otherFilters.clear : () => list.setFilterText('')}
        />
      );
    }
    return <ListEmpty icon={<IconDatabaseOff size={28} />} {...empty} />;
  }

  const leadCells = skeleton.checkbox ? 2 : 1;
  return (
    <Stack gap="md">
      {/* Focusable, so keyboard users can scroll a table wider than the screen sideways. */}
      <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="sm"
          highlightOnHover
          withTableBorder
          // Fixed widths keep the columns where they are from page to page; the name takes what is left.
          layout="fixed"
          aria-label={label}
          aria-busy={query.isFetching}
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
        >
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data
              ? data.content.map(renderRow)
              : Array.from({ length: 5 }, (_, index) => (
                  <Table.Tr key={index} aria-hidden>
                    {skeleton.checkbox && (
                      <Table.Td>
                        <Skeleton h={18} w={18} />
                      </Table.Td>
                    )}
                    <Table.Td>
                      <Skeleton h={14} w={`${75 - (index % 3) * 15}%`} mb={skeleton.subline ? 6 : undefined} />
                      {skeleton.subline && <Skeleton h={10} w="30%" />}
                    </Table.Td>
                    {Array.from({ length: columnCount - leadCells }, (_, cell) => (
                      <Table.Td key={cell}>
                        <Skeleton h={12} w="70%" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter
        label={label}
        page={data?.page ?? list.page}
        current={list.page}
        pageSize={pageSize}
        shown={data?.content.length}
        total={data?.total}
        noun={noun}
        onPage={list.setPage}
      />
    </Stack>
  );
}
