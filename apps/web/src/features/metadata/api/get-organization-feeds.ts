import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TFeedListQuery } from '@feedmarket/contract/catalog/metadata.routes';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { feedListKeys } from './feed-query-keys';

/** One page of an organisation's feeds, every status (`GET /dashboard/organization/{orgId}/metadata`). */
export function getOrganizationFeeds(orgId: number, query: TFeedListQuery, signal?: AbortSignal) {
  return callPagedApi(routes.metadata.dashboard, { params: { orgId }, query, signal });
}

export const organizationFeedsQueryOptions = (orgId: number, query: TFeedListQuery) =>
  queryOptions({
    queryKey: [...feedListKeys.all, 'organization', orgId, query],
    queryFn: ({ signal }) => getOrganizationFeeds(orgId, query, signal),
    // The page on screen stays, dimmed, while the next page, sort or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useOrganizationFeeds(orgId: number, query: TFeedListQuery) {
  return useQuery(organizationFeedsQueryOptions(orgId, query));
}
