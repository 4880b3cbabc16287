import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import type { TFeedListQuery } from '@feedmarket/contract/catalog/metadata.routes';
import type { feedListSorts } from '@feedmarket/contract/catalog/metadata.schemas';
import { normaliseFilterText } from '@feedmarket/contract/validators/feed-rules';

/** Spec §9: lists show 10 rows a page, from page 1. */
export const feedListPageSize = 10;
/** Typing waits this long before the list reloads. */
export const filterDebounceMs = 400;

export type FeedListSortKey = (typeof feedListSorts)[number];
export type FeedListSort = { orderBy: FeedListSortKey; order: 'asc' | 'desc' };

const defaultSort: FeedListSort = { orderBy: 'name', order: 'asc' };

type FeedListOptions = {
  /** Only feeds in this status. */
  status?: number;
  /** Anything else that selects the rows (e.g. the chosen member): a change starts again at page 1. */
  scope?: string;
};

/**
 * Paging, sorting and the text filter of a feed list. The filter goes to the server only when empty
 * or 3+ characters (spec §5), once typing pauses; a new filter, status, scope or sort starts at page 1.
 */
export function useFeedList({ status, scope = '' }: FeedListOptions = {}) {
  const [filterText, setFilterText] = useState('');
  const [debouncedText] = useDebouncedValue(filterText, filterDebounceMs);
  const filter = normaliseFilterText(debouncedText);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<FeedListSort>(defaultSort);

  // What selects the rows; when it changes the old page number means nothing any more.
  const selection = JSON.stringify([filter, status ?? null, scope]);
  const [shownSelection, setShownSelection] = useState(selection);
  if (selection !== shownSelection) {
    setShownSelection(selection);
    setPage(1);
  }

  const query: TFeedListQuery = {
    pageNum: page,
    pageSize: feedListPageSize,
    orderBy: sort.orderBy,
    order: sort.order,
    ...(filter ? { filter } : {}),
    ...(status !== undefined ? { status } : {}),
  };

  /** The same column flips the order; another column sorts ascending. */
  const toggleSort = (orderBy: FeedListSortKey) => {
    setSort((current) =>
      current.orderBy === orderBy
        ? { orderBy, order: current.order === 'asc' ? 'desc' : 'asc' }
        : { orderBy, order: 'asc' },
    );
    setPage(1);
  };

  /** After a delete empties the last page, shows the new last page instead of an empty one. */
  const keepPageInRange = (total: number | undefined) => {
    if (total === undefined) return;
    const lastPage = Math.max(1, Math.ceil(total / feedListPageSize));
    if (page > lastPage) setPage(lastPage);
  };

  return {
    filterText,
    setFilterText,
    /** The filter the list is showing ('' for none). */
    filter,
    page,
    setPage,
    sort,
    toggleSort,
    keepPageInRange,
    query,
  };
}

export type FeedList = ReturnType<typeof useFeedList>;
