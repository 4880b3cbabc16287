import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** The banner's counts: active feeds, providers, live feeds, countries. */
export function getCatalogSummary() {
  return callApi(routes.catalog.summary);
}

export const catalogSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'summary'], queryFn: getCatalogSummary, staleTime: 5 * 60_000 });

export function useCatalogSummary() {
  return useQuery(catalogSummaryQueryOptions());
}
