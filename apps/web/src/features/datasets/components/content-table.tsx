import {
  ActionIcon,
  Checkbox,
  Group,
  Loader,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';

import type { TDatasetContent } from '@feedmarket/contract/datasets/datasets.schemas';

import { ListFooter } from '../../../components/list-footer';
import { SortHeader } from '../../../components/sort-header';
import { formatLocalDateTime } from '../../../lib/format';
import type { ContentActions } from '../hooks/use-content-actions';
import type { ContentSelection } from '../hooks/use-content-selection';
import { datasetPageSize, type PagedList } from '../hooks/use-paged-list';
import { formatDay, formatTimeframe } from '../utils/format-dates';
import { formatSize } from '../utils/format-size';

export type ContentSortKey = 'createdAt' | 'name' | 'size' | 'dataStart';
type ContentPage = { content: TDatasetContent[]; total: number; page: number };

type ContentTableProps = {
  list: PagedList<ContentSortKey>;
  query: UseQueryResult<ContentPage>;
  selection: ContentSelection;
  actions: ContentActions;
  canWrite: boolean;
  onPreview: (file: TDatasetContent) => void;
};

const label = 'Dataset files';

/** A dataset's files, 10 a page, each with a checkbox and its preview, download and delete. */
export function ContentTable({ list, query, selection, actions, canWrite, onPreview }: ContentTableProps) {
  const { data } = query;
  const rows = data?.content ?? [];
  const checkedOnPage = rows.filter((row) => selection.isSelected(row.id)).length;
  const actionsWidth = canWrite ? 132 : 96;

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
              <Table.Th w={44}>
                <Checkbox
                  aria-label="Select all files on this page"
                  checked={rows.length > 0 && checkedOnPage === rows.length}
                  indeterminate={checkedOnPage > 0 && checkedOnPage < rows.length}
                  disabled={rows.length === 0}
                  onChange={(event) => selection.togglePage(rows, event.currentTarget.checked)}
                />
              </Table.Th>
              <SortHeader column="name" sort={list.sort} onSort={list.toggleSort}>
                Name
              </SortHeader>
              <SortHeader column="dataStart" sort={list.sort} onSort={list.toggleSort} w={220}>
                Timeframe
              </SortHeader>
              <SortHeader column="size" sort={list.sort} onSort={list.toggleSort} w={100}>
                Size
              </SortHeader>
              <SortHeader column="createdAt" sort={list.sort} onSort={list.toggleSort} w={140}>
                Uploaded
              </SortHeader>
              {/* Positioned, so the hidden heading stays inside the scrolling table instead of widening the page. */}
              <Table.Th w={actionsWidth} pos="relative">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data
              ? rows.map((row) => {
                  const timeframe = formatTimeframe(row.dataStart, row.dataEnd);
                  const isDownloading = actions.isDownloadingFile(row.id);
                  return (
                    <Table.Tr
                      key={row.id}
                      bg={selection.isSelected(row.id) ? 'var(--mantine-primary-color-light)' : undefined}
                    >
                      <Table.Td>
                        <Checkbox
                          aria-label={`Select ${row.originalName}`}
                          checked={selection.isSelected(row.id)}
                          onChange={(event) => selection.toggle(row, event.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                          {row.originalName}
                        </Text>
                        {row.fileName !== row.originalName && (
                          <Text size="xs" c="dimmed" truncate title={row.fileName}>
                            Saved as {row.fileName}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {timeframe ? (
                          <Text size="xs">{timeframe}</Text>
                        ) : (
                          <Text size="xs" c="dimmed">
                            Not given
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {formatSize(row.size)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" title={formatLocalDateTime(row.createdAt)} style={{ whiteSpace: 'nowrap' }}>
                          {formatDay(row.createdAt)}
                        </Text>
                        {row.createUserName && (
                          <Text size="xs" c="dimmed" truncate>
                            by {row.createUserName}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group justify="flex-end" gap={4} wrap="nowrap">
                          <Tooltip label="Preview" openDelay={300}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              size="lg"
                              aria-label={`Preview ${row.originalName}`}
                              onClick={() => onPreview(row)}
                            >
                              <IconEye size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Download" openDelay={300}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              size="lg"
                              aria-label={`Download ${row.originalName}`}
                              aria-busy={isDownloading}
                              onClick={() => actions.download(row)}
                            >
                              {isDownloading ? <Loader size={16} /> : <IconDownload size={18} aria-hidden />}
                            </ActionIcon>
                          </Tooltip>
                          {canWrite && (
                            <Tooltip label="Delete" openDelay={300}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                size="lg"
                                aria-label={`Delete ${row.originalName}`}
                                disabled={actions.removing === row.id}
                                onClick={() => actions.remove(row)}
                              >
                                {actions.removing === row.id ? (
                                  <Loader size={16} />
                                ) : (
                                  <IconTrash size={18} aria-hidden />
                                )}
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })
              : Array.from({ length: 5 }, (_, index) => (
                  <Table.Tr key={index} aria-hidden>
                    <Table.Td>
                      <Skeleton h={18} w={18} />
                    </Table.Td>
                    <Table.Td>
                      <Skeleton h={14} w={`${75 - (index % 3) * 15}%`} />
                    </Table.Td>
                    {Array.from({ length: 4 }, (_, cell) => (
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
        noun={['file', 'files']}
        onPage={list.setPage}
      />
    </Stack>
  );
}
