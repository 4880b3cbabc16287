import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { supervisorKeys } from './supervisor-query-keys';

/** Feeds by status and type, members, users and activity counted (`GET /supervisor/summary`). */
export function getMarketplaceSummary(signal?: AbortSignal) {
  return callApi(routes.supervisor.summary, { signal });
}

export const marketplaceSummaryQueryOptions = () =>
  queryOptions({
    queryKey: supervisorKeys.summary(),
    queryFn: ({ signal }) => getMarketplaceSummary(signal),
    staleTime: 30_000,
  });

export function useMarketplaceSummary() {
  return useQuery(marketplaceSummaryQueryOptions());
}
