import { queryOptions, useQuery } from '@tanstack/react-query';

import { feedTypeNames, searchFilters, type SearchFilterKey } from '@feedmarket/contract/catalog/catalog.constants';
import type { TCountryOption } from '@feedmarket/contract/domain/domain.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

export type LookupOption = { value: number; name: string; code?: string };

/**
 * Every option of a filter's lookup list (`/domain/{id}` or `/domain/country`), to name chosen values
 * that no answer has named yet. ISIC codes come from their own tree.
 */
export async function getFilterLookup(filter: SearchFilterKey): Promise<LookupOption[]> {
  const { source } = searchFilters[filter];
  if (source === 'isic') return [];
  if (source === 'metadataType') {
    return Object.entries(feedTypeNames).map(([value, name]) => ({ value: Number(value), name }));
  }
  const options = await callApi(routes.domain.lookup, { params: { query: String(source) } });
  return options.map((option) => ('code' in option ? (option as TCountryOption) : option));
}

export const filterLookupQueryOptions = (filter: SearchFilterKey) =>
  queryOptions({
    queryKey: ['catalog', 'lookup', filter],
    queryFn: () => getFilterLookup(filter),
    staleTime: 10 * 60_000,
  });

export function useFilterLookup(filter: SearchFilterKey, { enabled }: { enabled: boolean }) {
  return useQuery({ ...filterLookupQueryOptions(filter), enabled });
}
