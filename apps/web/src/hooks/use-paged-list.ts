import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import { normaliseFilterText } from '@feedmarket/contract/validators/feed-rules';

import type { ListSort } from '../components/sort-header';

/** Spec §9: the dashboard's lists show 10 rows a page, from page 1. */
export const listPageSize = 10;
/** Typing waits this long before the list reloads. */
export const filterDebounceMs = 400;

type PagedListOptions<K extends string> = {
  /** Columns (dates, sizes, counts) that sort newest or largest first on the first click. */
  descendingFirst?: readonly K[];
  /** Anything else that selects the rows (a status, a chosen member): a change starts again at page 1. */
  scope?: string;
};

/**
 * Paging, sorting and the text filter of a dashboard list. The filter goes to the server only when
 * empty or 3+ characters (spec §5), once typing pauses; a new filter, scope or sort starts at page 1.
 */
export function usePagedList<K extends string>(
  defaultSort: ListSort<K>,
  { descendingFirst = [], scope = '' }: PagedListOptions<K> = {},
) {
  const [filterText, setFilterText] = useState('');
  const [debouncedText] = useDebouncedValue(filterText, filterDebounceMs);
  const filter = normaliseFilterText(debouncedText);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ListSort<K>>(defaultSort);

  // What selects the rows; when it changes the old page number means nothing any more.
  const selection = JSON.stringify([filter, scope]);
  const [shownSelection, setShownSelection] = useState(selection);
  if (selection !== shownSelection) {
    setShownSelection(selection);
    setPage(1);
  }

  /** The same column flips the order; another column starts in its natural order. */
  const toggleSort = (orderBy: K) => {
    setSort((current) =>
      current.orderBy === orderBy
        ? { orderBy, order: current.order === 'asc' ? 'desc' : 'asc' }
        : { orderBy, order: descendingFirst.includes(orderBy) ? 'desc' : 'asc' },
    );
    setPage(1);
  };

  /** After a delete empties the last page, shows the new last page instead of an empty one. */
  const keepPageInRange = (total: number | undefined) => {
    if (total === undefined) return;
    const lastPage = Math.max(1, Math.ceil(total / listPageSize));
    if (page > lastPage) setPage(lastPage);
  };

  const query = {
    pageNum: page,
    pageSize: listPageSize,
    orderBy: sort.orderBy,
    order: sort.order,
    ...(filter ? { filter } : {}),
  };

  return { filterText, setFilterText, filter, page, setPage, sort, toggleSort, keepPageInRange, query };
}

export type PagedList<K extends string> = ReturnType<typeof usePagedList<K>>;
