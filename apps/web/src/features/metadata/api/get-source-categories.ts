import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Source categories of the Source step. */
export function getSourceCategories() {
  return callApi(routes.domain.sourceCategories);
}

export const sourceCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['domain', 'sourcecategory'], queryFn: getSourceCategories, staleTime: 10 * 60_000 });

export function useSourceCategories() {
  return useQuery(sourceCategoriesQueryOptions());
}
