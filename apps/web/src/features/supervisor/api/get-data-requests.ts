import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TDataRequestListQuery } from '@feedmarket/contract/requests/requests.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';

/** One page of the data requests, newest first (`GET /supervisor/datarequest`). */
export function getDataRequests(query: TDataRequestListQuery, signal?: AbortSignal) {
  return callPagedApi(routes.requests.list, { query, signal });
}

export const dataRequestsQueryOptions = (query: TDataRequestListQuery) =>
  queryOptions({
    queryKey: ['supervisor', 'data-requests', query],
    queryFn: async ({ signal }) => ({ ...(await getDataRequests(query, signal)), page: Number(query.pageNum ?? 1) }),
    placeholderData: keepPreviousData,
  });

export function useDataRequests(query: TDataRequestListQuery) {
  return useQuery(dataRequestsQueryOptions(query));
}
