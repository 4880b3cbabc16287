import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TFeedListQuery } from '@feedmarket/contract/catalog/metadata.routes';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { feedListKeys } from './feed-query-keys';

/** One page of every member's feeds, for the supervisor (`GET /supervisor/metadata`). */
export function getSupervisorFeeds(query: TFeedListQuery, signal?: AbortSignal) {
  return callPagedApi(routes.metadata.supervisorFeeds, { query, signal });
}

export const supervisorFeedsQueryOptions = (query: TFeedListQuery) =>
  queryOptions({
    queryKey: [...feedListKeys.all, 'supervisor', query],
    queryFn: ({ signal }) => getSupervisorFeeds(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useSupervisorFeeds(query: TFeedListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...supervisorFeedsQueryOptions(query), enabled });
}
