import {
  Alert,
  Box,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconDatabaseOff,
  IconRefresh,
  IconSearchOff,
} from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { TFeedListRow } from '@feedmarket/contract/catalog/metadata.schemas';

import { errorMessage } from '../../../lib/api-client';
import { formatLocalDateTime } from '../../../lib/format';
import { feedListPageSize, type FeedList, type FeedListSortKey } from '../hooks/use-feed-list';
import { FeedStatusBadge } from './feed-status-badge';

export type FeedPage = { content: TFeedListRow[]; total: number };

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

type SortHeaderProps = { list: FeedList; column: FeedListSortKey; children: ReactNode; w?: number };

/** A column header that sorts the list; its `aria-sort` says how the list is sorted now. */
function SortHeader({ list, column, children, w }: SortHeaderProps) {
  const isSorted = list.sort.orderBy === column;
  const Icon = !isSorted ? IconArrowsSort : list.sort.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      w={w}
      aria-sort={isSorted ? (list.sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton onClick={() => list.toggleSort(column)} fw={600} fz="sm">
        <Group gap={6} wrap="nowrap">
          {children}
          <Icon size={14} aria-hidden style={{ opacity: isSorted ? 1 : 0.4 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

type EmptyState = { title: string; description: string; action?: ReactNode };

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
  empty: EmptyState;
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
  const columnCount = showOrganisation ? 6 : 5;
  const { data } = query;

  if (query.isError && !data) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={20} />}
        title="The feeds cannot be loaded right now"
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(query.error, 'Please try again in a moment.')}</Text>
          <Button
            variant="white"
            color="red"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void query.refetch()}
          >
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (data && data.total === 0 && data.content.length === 0) {
    const isFiltered = Boolean(list.filter) || hasOtherFilters;
    return (
      <Paper withBorder p={{ base: 'lg', sm: 48 }} bg="var(--mantine-color-gray-0)">
        <Stack align="center" gap="sm" ta="center" maw={480} mx="auto">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            {isFiltered ? <IconSearchOff size={28} /> : <IconDatabaseOff size={28} />}
          </ThemeIcon>
          <Title order={3} fz="lg">
            {isFiltered ? 'No feeds match these filters' : empty.title}
          </Title>
          <Text c="dimmed">
            {isFiltered ? 'Try another name or unique id, or clear the filters.' : empty.description}
          </Text>
          {isFiltered ? (
            <Button variant="light" onClick={onClearFilters} mt="xs">
              Clear filters
            </Button>
          ) : (
            empty.action
          )}
        </Stack>
      </Paper>
    );
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / feedListPageSize)) : 1;
  const first = (list.page - 1) * feedListPageSize + 1;
  const last = data ? Math.min(data.total, first + data.content.length - 1) : 0;

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={showOrganisation ? 900 : 760} type="native">
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
            <Table.Tr>
              <SortHeader list={list} column="name">
                Name
              </SortHeader>
              {showOrganisation && <Table.Th w={160}>Member</Table.Th>}
              <SortHeader list={list} column="typeId" w={110}>
                Type
              </SortHeader>
              <SortHeader list={list} column="status" w={180}>
                Status
              </SortHeader>
              <SortHeader list={list} column="lastDateModified" w={140}>
                Last modified
              </SortHeader>
              <Table.Th w={actionsWidth}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data
              ? data.content.map((row) => (
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
                      <Text size="sm" title={formatLocalDateTime(row.updateDate)} style={{ whiteSpace: 'nowrap' }}>
                        {formatDate(row.updateDate)}
                      </Text>
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
                ))
              : Array.from({ length: 5 }, (_, index) => (
                  <Table.Tr key={index} aria-hidden>
                    <Table.Td>
                      <Skeleton h={14} w={`${75 - (index % 3) * 15}%`} mb={6} />
                      <Skeleton h={10} w="30%" />
                    </Table.Td>
                    {Array.from({ length: columnCount - 1 }, (_, cell) => (
                      <Table.Td key={cell}>
                        <Skeleton h={12} w="70%" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {`Showing ${first}–${last} of ${data.total} feed${data.total === 1 ? '' : 's'}`}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(list.page, pages)}
              onChange={list.setPage}
              size="sm"
              siblings={1}
              boundaries={1}
              aria-label={`${label} pages`}
              getItemProps={(item) => ({
                'aria-label': `Page ${item}`,
                'aria-current': item === list.page ? 'page' : undefined,
              })}
              getControlProps={(control) =>
                ({
                  first: { 'aria-label': 'First page' },
                  last: { 'aria-label': 'Last page' },
                  next: { 'aria-label': 'Next page' },
                  previous: { 'aria-label': 'Previous page' },
                })[control]
              }
            />
          )}
        </Group>
      ) : (
        // Keeps the page from jumping when the first page arrives with its footer.
        <Box h={28} />
      )}
    </Stack>
  );
}
