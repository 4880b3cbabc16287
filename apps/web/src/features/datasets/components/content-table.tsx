import { ActionIcon, Checkbox, Group, Loader, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { TDatasetContent } from '@feedmarket/contract/datasets/datasets.schemas';

import { ListTable, type ListEmptyState } from '../../../components/list-table';
import { SelectPageHeader, selectedRowBackground } from '../../../components/selection-parts';
import { SortHeader } from '../../../components/sort-header';
import { LocalDay } from '../../../components/local-day';
import type { ContentActions } from '../hooks/use-content-actions';
import type { ContentSelection } from '../hooks/use-content-selection';
import { listPageSize, type PagedList } from '../../../hooks/use-paged-list';
import { formatTimeframe } from '../utils/format-dates';
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
  /** What to say when there are no files at all. */
  empty: ListEmptyState;
};

type RowActionProps = {
  /** The tooltip; with the file's name, the button's accessible name ("Download levels.csv"). */
  label: string;
  fileName: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  /** A spinner instead of the icon. */
  loading?: boolean;
  disabled?: boolean;
  'aria-busy'?: boolean;
};

/** One of a file's buttons at the end of its row. */
function RowAction({ label, fileName, icon, color = 'gray', loading = false, ...props }: RowActionProps) {
  return (
    <Tooltip label={label} openDelay={300}>
      <ActionIcon variant="subtle" color={color} size="lg" aria-label={`${label} ${fileName}`} {...props}>
        {loading ? <Loader size={16} /> : icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** A dataset's files, 10 a page, each with a checkbox and its preview, download and delete. */
export function ContentTable({ list, query, selection, actions, canWrite, onPreview, empty }: ContentTableProps) {
  const rows = query.data?.content ?? [];
  const sortProps = { sort: list.sort, onSort: list.toggleSort };

  return (
    <ListTable
      label="Dataset files"
      query={query}
      list={list}
      pageSize={listPageSize}
      noun={['file', 'files']}
      filterHint="file name"
      empty={empty}
      minWidth={820}
      columnCount={6}
      skeleton={{ checkbox: true }}
      head={
        <>
          <SelectPageHeader label="Select all files on this page" rows={rows} selection={selection} />
          <SortHeader column="name" {...sortProps}>
            Name
          </SortHeader>
          <SortHeader column="dataStart" {...sortProps} w={220}>
            Timeframe
          </SortHeader>
          <SortHeader column="size" {...sortProps} w={100}>
            Size
          </SortHeader>
          <SortHeader column="createdAt" {...sortProps} w={140}>
            Uploaded
          </SortHeader>
          {/* Positioned, so the hidden heading stays inside the scrolling table instead of widening the page. */}
          <Table.Th w={canWrite ? 132 : 96} pos="relative">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </>
      }
      renderRow={(row) => {
        const timeframe = formatTimeframe(row.dataStart, row.dataEnd);
        const isDownloading = actions.isDownloadingFile(row.id);
        const isRemoving = actions.removing === row.id;
        return (
          <Table.Tr key={row.id} bg={selectedRowBackground(selection.isSelected(row.id))}>
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
              <LocalDay value={row.createdAt} />
              {row.createUserName && (
                <Text size="xs" c="dimmed" truncate>
                  by {row.createUserName}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Group justify="flex-end" gap={4} wrap="nowrap">
                <RowAction
                  label="Preview"
                  fileName={row.originalName}
                  icon={<IconEye size={18} aria-hidden />}
                  onClick={() => onPreview(row)}
                />
                <RowAction
                  label="Download"
                  fileName={row.originalName}
                  icon={<IconDownload size={18} aria-hidden />}
                  loading={isDownloading}
                  aria-busy={isDownloading}
                  onClick={() => actions.download(row)}
                />
                {canWrite && (
                  <RowAction
                    label="Delete"
                    fileName={row.originalName}
                    color="red"
                    icon={<IconTrash size={18} aria-hidden />}
                    loading={isRemoving}
                    disabled={isRemoving}
                    onClick={() => actions.remove(row)}
                  />
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      }}
    />
  );
}
