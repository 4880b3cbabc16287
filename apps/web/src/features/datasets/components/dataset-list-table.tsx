import { ActionIcon, Anchor, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';

import type { TDatasetRow } from '@feedmarket/contract/datasets/datasets.schemas';

import { ListFooter } from '../../../components/list-footer';
import { SortHeader } from '../../../components/sort-header';
import { formatLocalDateTime } from '../../../lib/format';
import { datasetPageSize, type PagedList } from '../hooks/use-paged-list';
import { datasetsPaths } from '../utils/datasets-paths';
import { formatDay } from '../utils/format-dates';
import { formatSize } from '../utils/format-size';
import { DatasetStatusBadge } from './dataset-status-badge';

export type DatasetSortKey = 'name' | 'files' | 'lastUploadAt';
type DatasetPage = { content: TDatasetRow[]; total: number; page: number };

/** What the files view shows before its feed has loaded, carried in the link's navigation state. */
export type OpenDatasetState = { dataset?: Pick<TDatasetRow, 'name' | 'typeId' | 'typeName'> };

type DatasetListTableProps = {
  list: PagedList<DatasetSortKey>;
  query: UseQueryResult<DatasetPage>;
};

const label = 'Your datasets';

/** The Datasets tab's table: one row per file-based or continuous feed, with its files' count, size and last upload. */
export function DatasetListTable({ list, query }: DatasetListTableProps) {
  const { data } = query;
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={820} type="native">
        <Table
          verticalSpacing="sm"
          horizontalSpacing="sm"
          highlightOnHover
          withTableBorder
          layout="fixed"
          aria-label={label}
          aria-busy={query.isFetching}
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
        >
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              <SortHeader column="name" sort={list.sort} onSort={list.toggleSort}>
                Name
              </SortHeader>
              <Table.Th w={110}>Type</Table.Th>
              <Table.Th w={150}>Status</Table.Th>
              <SortHeader column="files" sort={list.sort} onSort={list.toggleSort} w={90}>
                Files
              </SortHeader>
              <Table.Th w={110}>Total size</Table.Th>
              <SortHeader column="lastUploadAt" sort={list.sort} onSort={list.toggleSort} w={140}>
                Last upload
              </SortHeader>
              {/* Positioned, so the hidden heading stays inside the scrolling table instead of widening the page. */}
              <Table.Th w={56} pos="relative">
                <VisuallyHidden>Open</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data
              ? data.content.map((row) => {
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
                        {row.lastUploadAt ? (
                          <Text
                            size="sm"
                            title={formatLocalDateTime(row.lastUploadAt)}
                            style={{ whiteSpace: 'nowrap' }}
                          >
                            {formatDay(row.lastUploadAt)}
                          </Text>
                        ) : (
                          <Text size="sm" c="dimmed">
                            Never
                          </Text>
                        )}
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
                })
              : Array.from({ length: 5 }, (_, index) => (
                  <Table.Tr key={index} aria-hidden>
                    <Table.Td>
                      <Skeleton h={14} w={`${75 - (index % 3) * 15}%`} />
                    </Table.Td>
                    {Array.from({ length: 6 }, (_, cell) => (
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
        pageSize={datasetPageSize}
        shown={data?.content.length}
        total={data?.total}
        noun={['dataset', 'datasets']}
        onPage={list.setPage}
      />
    </Stack>
  );
}
