import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TFeedListQuery } from '@feedmarket/contract/catalog/metadata.routes';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { feedListKeys } from './feed-query-keys';

/** One page of one member's feeds, for the supervisor (`GET /supervisor/member/{orgId}/metadata`). */
export function getMemberFeeds(orgId: number, query: TFeedListQuery, signal?: AbortSignal) {
  return callPagedApi(routes.metadata.supervisorMemberFeeds, { params: { orgId }, query, signal });
}

export const memberFeedsQueryOptions = (orgId: number, query: TFeedListQuery) =>
  queryOptions({
    queryKey: [...feedListKeys.all, 'member', orgId, query],
    queryFn: ({ signal }) => getMemberFeeds(orgId, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useMemberFeeds(orgId: number | null, query: TFeedListQuery) {
  return useQuery({ ...memberFeedsQueryOptions(orgId ?? 0, query), enabled: orgId !== null });
}
