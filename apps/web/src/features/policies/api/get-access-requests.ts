import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';
import type { TReceivedAccessQuery } from '@feedmarket/contract/workspace/workspace.schemas';

import { callPagedApi } from '../../../lib/api-client';
import { policyKeys } from './policy-query-keys';

/** One page of the requests for access the organisation received (`GET /dashboard/organization/{orgId}/access`). */
export function getAccessRequests(orgId: number, query: TReceivedAccessQuery, signal?: AbortSignal) {
  return callPagedApi(routes.workspace.listReceived, { params: { orgId }, query, signal });
}

export const accessRequestsQueryOptions = (orgId: number, query: TReceivedAccessQuery) =>
  queryOptions({
    queryKey: [...policyKeys.received(orgId), query],
    queryFn: async ({ signal }) => ({
      ...(await getAccessRequests(orgId, query, signal)),
      page: Number(query.pageNum ?? 1),
    }),
    placeholderData: keepPreviousData,
  });

export function useAccessRequests(orgId: number, query: TReceivedAccessQuery) {
  return useQuery(accessRequestsQueryOptions(orgId, query));
}
