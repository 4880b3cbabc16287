import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { SummaryInterval } from '@feedmarket/contract/dashboard/dashboard.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { supervisorKeys } from './supervisor-query-keys';

/** The marketplace's activity per day, week or month (`GET /supervisor/dashboard`). */
export function getMarketplaceActivity(interval: SummaryInterval, signal?: AbortSignal) {
  return callApi(routes.supervisor.dashboard, { query: { interval }, signal });
}

export const marketplaceActivityQueryOptions = (interval: SummaryInterval) =>
  queryOptions({
    queryKey: supervisorKeys.activity(interval),
    queryFn: ({ signal }) => getMarketplaceActivity(interval, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useMarketplaceActivity(interval: SummaryInterval) {
  return useQuery(marketplaceActivityQueryOptions(interval));
}
