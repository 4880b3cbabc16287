import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { type SearchFilterKey } from '@feedmarket/contract/catalog/catalog.constants';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import type { SearchCriteria } from '../utils/search-state';

export type FilterOptionsRequest = SearchCriteria & { filter: SearchFilterKey; prefix: string };

/**
 * Up to 20 options of one filter whose names start with `prefix`, counted under the other active
 * filters (so choosing one option does not hide its siblings).
 */
export async function getFilterOptions(body: FilterOptionsRequest, signal?: AbortSignal) {
  const answer = await callApi(routes.catalog.filterOptions, { body, signal });
  return answer.options;
}

export const filterOptionsQueryOptions = (body: FilterOptionsRequest) =>
  queryOptions({
    queryKey: ['catalog', 'filter-options', body],
    queryFn: ({ signal }) => getFilterOptions(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useFilterOptions(body: FilterOptionsRequest, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...filterOptionsQueryOptions(body), enabled });
}
