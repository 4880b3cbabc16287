import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** The summary codes with their names and descriptions (`GET /dashboard/categories`). */
export function getSummaryCategories(signal?: AbortSignal) {
  return callApi(routes.dashboard.categories, { signal });
}

export const summaryCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'categories'],
    queryFn: ({ signal }) => getSummaryCategories(signal),
    // The categories are the same for everyone and change only with a release.
    staleTime: Infinity,
  });

export function useSummaryCategories() {
  return useQuery(summaryCategoriesQueryOptions());
}
