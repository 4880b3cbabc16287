import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import type { SearchCriteria } from '../utils/search-state';

/** The typeahead shows up to 8 feed names (consumer spec §9). */
export const suggestionLimit = 8;

/** Feed names for the typeahead, under the active filters. */
export function getSuggestions(criteria: SearchCriteria, signal?: AbortSignal) {
  return callApi(routes.catalog.suggest, { body: { ...criteria, limit: suggestionLimit }, signal });
}

export const suggestionsQueryOptions = (criteria: SearchCriteria) =>
  queryOptions({
    queryKey: ['catalog', 'suggest', criteria],
    queryFn: ({ signal }) => getSuggestions(criteria, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useSuggestions(criteria: SearchCriteria, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...suggestionsQueryOptions(criteria),
    enabled: enabled && (criteria.text ?? '').trim().length > 0,
  });
}
