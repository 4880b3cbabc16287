import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import { normaliseFilterText } from '@feedmarket/contract/validators/feed-rules';

import type { ListSort } from '../../../components/sort-header';

/** Spec §9: dataset lists show 10 rows a page, from page 1. */
export const datasetPageSize = 10;
/** Typing waits this long before the list reloads. */
export const filterDebounceMs = 400;

/**
 * Paging, sorting and the text filter of a dataset list. The filter goes to the server only when
 * empty or 3+ characters (spec §5), once typing pauses; a new filter or sort starts at page 1.
 * Columns in `descendingFirst` (dates, sizes, counts) sort newest or largest first on the first click.
 */
export function usePagedList<K extends string>(defaultSort: ListSort<K>, descendingFirst: readonly K[] = []) {
  const [filterText, setFilterText] = useState('');
  const [debouncedText] = useDebouncedValue(filterText, filterDebounceMs);
  const filter = normaliseFilterText(debouncedText);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ListSort<K>>(defaultSort);

  // When the filter changes the old page number means nothing any more.
  const [shownFilter, setShownFilter] = useState(filter);
  if (filter !== shownFilter) {
    setShownFilter(filter);
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
    const lastPage = Math.max(1, Math.ceil(total / datasetPageSize));
    if (page > lastPage) setPage(lastPage);
  };

  const query = {
    pageNum: page,
    pageSize: datasetPageSize,
    orderBy: sort.orderBy,
    order: sort.order,
    ...(filter ? { filter } : {}),
  };

  return { filterText, setFilterText, filter, page, setPage, sort, toggleSort, keepPageInRange, query };
}

export type PagedList<K extends string> = ReturnType<typeof usePagedList<K>>;
