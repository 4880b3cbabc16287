import { Checkbox, Table, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';

import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import type { TFeedSummary } from '@feedmarket/contract/catalog/catalog.schemas';

import { LocalDay } from '../../../components/local-day';
import { feedColumnLabels, type FeedColumnKey } from '../utils/feed-columns';
import { joinValues } from '../utils/text';
import classes from './catalog.module.css';
import { FeedStatusBadge, FeedTypeBadge } from './feed-badges';
import { AddFeedButton, FeedHeadline } from './feed-actions';
import { TruncatedText } from './truncated-text';

export type ResultsProps = {
  feeds: TFeedSummary[];
  selected: ReadonlySet<number>;
  onToggleSelect: (id: number) => void;
  onToggleSelectAll: () => void;
  onAdd: (feed: TFeedSummary) => void;
  pendingIds: readonly number[];
};

/** What a feed's tile or row needs. */
export type FeedItemProps = {
  feed: TFeedSummary;
  isSelected: boolean;
  onToggleSelect: (id: number) => void;
  onAdd: (feed: TFeedSummary) => void;
  isPending: boolean;
};

/** One feed's row; memoised, so selecting a feed renders that row only. */
const FeedRow = memo(function FeedRow({
  feed,
  columns,
  isSelected,
  onToggleSelect,
  onAdd,
  isPending,
}: FeedItemProps & { columns: FeedColumnKey[] }) {
  return (
    <Table.Tr className={isSelected ? classes.rowSelected : undefined}>
      <Table.Td>
        <Checkbox
          aria-label={`Select ${feed.meta.name}`}
          checked={isSelected}
          onChange={() => onToggleSelect(feed.id)}
        />
      </Table.Td>
      <Table.Td>
        <FeedHeadline
          feed={feed}
          badges={
            <>
              {feed.type !== feedTypes.file && <FeedTypeBadge type={feed.type} size="xs" />}
              <FeedStatusBadge status={feed.status} size="xs" />
            </>
          }
        />
      </Table.Td>
      {columns.map((key) => (
        <Table.Td key={key}>
          <TruncatedText value={joinValues(feed.columns[key])} />
        </Table.Td>
      ))}
      <Table.Td>
        <LocalDay value={feed.createDate} c="dimmed" />
      </Table.Td>
      <Table.Td>
        <AddFeedButton compact name={feed.meta.name} onAdd={() => onAdd(feed)} isPending={isPending} />
      </Table.Td>
    </Table.Tr>
  );
});

/** The list view: one row per feed with the chosen columns, cut at 50 characters. */
export const ResultsList = memo(function ResultsList({
  feeds,
  selected,
  onToggleSelect,
  onToggleSelectAll,
  onAdd,
  pendingIds,
  columns,
}: ResultsProps & { columns: FeedColumnKey[] }) {
  const selectedHere = feeds.filter((feed) => selected.has(feed.id)).length;
  return (
    <Table.ScrollContainer minWidth={640 + columns.length * 150} type="native">
      <Table verticalSpacing="sm" highlightOnHover withTableBorder striped={false} aria-label="Search results">
        <Table.Thead className={classes.stickyHead}>
          <Table.Tr>
            <Table.Th w={44}>
              <Checkbox
                aria-label="Select all on this page"
                checked={selectedHere > 0 && selectedHere === feeds.length}
                indeterminate={selectedHere > 0 && selectedHere < feeds.length}
                onChange={onToggleSelectAll}
              />
            </Table.Th>
            <Table.Th>Name</Table.Th>
            {columns.map((key) => (
              <Table.Th key={key} miw={140}>
                {feedColumnLabels[key]}
              </Table.Th>
            ))}
            <Table.Th w={130}>Date Created</Table.Th>
            <Table.Th w={64}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {feeds.map((feed) => (
            <FeedRow
              key={feed.id}
              feed={feed}
              columns={columns}
              isSelected={selected.has(feed.id)}
              onToggleSelect={onToggleSelect}
              onAdd={onAdd}
              isPending={pendingIds.includes(feed.id)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
