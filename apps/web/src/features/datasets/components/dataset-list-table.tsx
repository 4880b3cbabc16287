import { ActionIcon, Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';

import type { TDatasetRow } from '@feedmarket/contract/datasets/datasets.schemas';

import { ListTable, type ListEmptyState } from '../../../components/list-table';
import { SortHeader } from '../../../components/sort-header';
import { LocalDay } from '../../../components/local-day';
import { listPageSize, type PagedList } from '../../../hooks/use-paged-list';
import { datasetsPaths } from '../utils/datasets-paths';
import { formatSize } from '../utils/format-size';
import { DatasetStatusBadge } from './dataset-status-badge';

export type DatasetSortKey = 'name' | 'files' | 'lastUploadAt';
type DatasetPage = { content: TDatasetRow[]; total: number; page: number };

/** What the files view shows before its feed has loaded, carried in the link's navigation state. */
export type OpenDatasetState = { dataset?: Pick<TDatasetRow, 'name' | 'typeId' | 'typeName'> };

type DatasetListTableProps = {
  list: PagedList<DatasetSortKey>;
  query: UseQueryResult<DatasetPage>;
  /** What to say when there are no datasets at all. */
  empty: ListEmptyState;
};

/** The Datasets tab's table: one row per file-based or continuous feed, with its files' count, size and last upload. */
export function DatasetListTable({ list, query, empty }: DatasetListTableProps) {
  const sortProps = { sort: list.sort, onSort: list.toggleSort };
  return (
    <ListTable
      label="Your datasets"
      query={query}
      list={list}
      pageSize={listPageSize}
      noun={['dataset', 'datasets']}
      filterHint="feed name"
      empty={empty}
      minWidth={820}
      columnCount={7}
      head={
        <>
          <SortHeader column="name" {...sortProps}>
            Name
          </SortHeader>
          <Table.Th w={110}>Type</Table.Th>
          <Table.Th w={150}>Status</Table.Th>
          <SortHeader column="files" {...sortProps} w={90}>
            Files
          </SortHeader>
          <Table.Th w={110}>Total size</Table.Th>
          <SortHeader column="lastUploadAt" {...sortProps} w={140}>
            Last upload
          </SortHeader>
          {/* Positioned, so the hidden heading stays inside the scrolling table instead of widening the page. */}
          <Table.Th w={56} pos="relative">
            <VisuallyHidden>Open</VisuallyHidden>
          </Table.Th>
        </>
      }
      renderRow={(row) => {
        const href = datasetsPaths.files(row.datasetId);
        const state: OpenDatasetState = { dataset: row };
        return (
          <Table.Tr key={row.datasetId}>
            <Table.Td>
              <Anchor component={Link} to={href} state={state} fw={600} size="sm" lineClamp={2}>
                {row.name}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{row.typeName}</Text>
            </Table.Td>
            <Table.Td>
              <DatasetStatusBadge status={row.status} text={row.statusText} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{row.files}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {row.files === 0 ? '–' : formatSize(row.totalSize)}
              </Text>
            </Table.Td>
            <Table.Td>
              <LocalDay value={row.lastUploadAt} />
            </Table.Td>
            <Table.Td>
              <ActionIcon
                component={Link}
                to={href}
                state={state}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Open the files of ${row.name}`}
              >
                <IconChevronRight size={18} aria-hidden />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        );
      }}
    />
  );
}
