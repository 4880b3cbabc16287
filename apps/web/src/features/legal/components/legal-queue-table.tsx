import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';

import type { TLegalReviewRow } from '@feedmarket/contract/legal/legal.schemas';

import { ListTable, type ListPage } from '../../../components/list-table';
import { SortHeader } from '../../../components/sort-header';
import { listPageSize } from '../../../hooks/use-paged-list';
import { DateText } from '../../../components/date-text';
import type { LegalQueueList } from '../hooks/use-legal-tab';
import { LegalStateBadge } from './legal-state-badge';

type LegalQueueTableProps = {
  list: LegalQueueList;
  query: UseQueryResult<ListPage<TLegalReviewRow>>;
  /** A state is chosen besides the text filter. */
  hasStateFilter: boolean;
  onClearFilters: () => void;
  /** Opens a review's legal view; none for items the tab cannot open yet. */
  openHref: (row: TLegalReviewRow) => string | null;
  onOpen: (href: string) => void;
};

function When({ date, by }: { date: string | null; by: string | null }) {
  if (!date) {
    return (
      <Text size="sm" c="dimmed">
        Not yet
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        <DateText value={date} />
      </Text>
      {by && (
        <Text size="xs" c="dimmed">
          by {by}
        </Text>
      )}
    </>
  );
}

/** The Legal tab's queue: what waits for review and what was decided, 10 rows a page. */
export function LegalQueueTable({
  list,
  query,
  hasStateFilter,
  onClearFilters,
  openHref,
  onOpen,
}: LegalQueueTableProps) {
  const sortProps = { sort: list.sort, onSort: list.toggleSort };
  return (
    <ListTable
      label="Legal reviews"
      query={query}
      list={list}
      pageSize={listPageSize}
      noun={['review', 'reviews']}
      filterHint="name"
      otherFilters={{ isSet: hasStateFilter, clear: onClearFilters }}
      empty={{
        title: 'Nothing waits for legal review',
        description:
          'Feeds that require legal review come here when they are submitted, and you are notified of each one.',
      }}
      minWidth={820}
      columnCount={5}
      skeleton={{ subline: true }}
      head={
        <>
          <SortHeader column="itemName" {...sortProps}>
            Item
          </SortHeader>
          <SortHeader column="state" {...sortProps} w={120}>
            State
          </SortHeader>
          <SortHeader column="createDate" {...sortProps} w={190}>
            Submitted
          </SortHeader>
          <SortHeader column="decidedDate" {...sortProps} w={190}>
            Decided
          </SortHeader>
          <Table.Th w={100}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </>
      }
      renderRow={(row) => {
        const href = openHref(row);
        return (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Text fw={600} size="sm" lineClamp={2}>
                {row.itemName}
              </Text>
              <Text size="xs" c="dimmed">
                {row.itemTypeText}
                {row.noteCount > 0 && ` · ${row.noteCount === 1 ? '1 note' : `${row.noteCount} notes`}`}
              </Text>
            </Table.Td>
            <Table.Td>
              <LegalStateBadge state={row.state} />
            </Table.Td>
            <Table.Td>
              <When date={row.createDate} by={row.requestedBy} />
            </Table.Td>
            <Table.Td>
              <When date={row.decidedDate} by={row.decidedBy} />
            </Table.Td>
            <Table.Td>
              {href && (
                <Button
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconScale size={14} aria-hidden />}
                  aria-label={`Open the legal review of ${row.itemName}`}
                  onClick={() => onOpen(href)}
                >
                  Open
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        );
      }}
    />
  );
}
