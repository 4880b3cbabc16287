import type { TFeedListQuery } from '@feedmarket/contract/catalog/metadata.routes';
import type { feedListSorts } from '@feedmarket/contract/catalog/metadata.schemas';

import { usePagedList } from '../../../hooks/use-paged-list';

export type FeedListSortKey = (typeof feedListSorts)[number];

type FeedListOptions = {
  /** Only feeds in this status. */
  status?: number;
  /** Anything else that selects the rows (e.g. the chosen member): a change starts again at page 1. */
  scope?: string;
};

/** A paged feed list (usePagedList) by name, optionally of one status. */
export function useFeedList({ status, scope = '' }: FeedListOptions = {}) {
  const list = usePagedList<FeedListSortKey>(
    { orderBy: 'name', order: 'asc' },
    { scope: JSON.stringify([status ?? null, scope]) },
  );
  const query: TFeedListQuery = { ...list.query, ...(status !== undefined ? { status } : {}) };
  return { ...list, query };
}

export type FeedList = ReturnType<typeof useFeedList>;
