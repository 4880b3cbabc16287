import { queryOptions, useQuery } from '@tanstack/react-query';

import type { TCountryOption } from '@feedmarket/contract/domain/domain.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** The country list (`/domain/country`), sorted by name. */
export async function getCountries(): Promise<TCountryOption[]> {
  const options = await callApi(routes.domain.lookup, { params: { query: 'country' } });
  // The lookup route serves plain option lists too; the country list is the one with codes.
  return options
    .filter((option): option is TCountryOption => 'code' in option)
    .sort((a, b) => a.name.localeCompare(b.name));
}

// The same key as the registration form's country list: one cached answer for both.
export const countriesQueryOptions = () => queryOptions({ queryKey: ['domain', 'country'], queryFn: getCountries });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
