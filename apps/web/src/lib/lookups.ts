import { queryOptions, useQuery } from '@tanstack/react-query';

import type { TCountryOption } from '@feedmarket/contract/domain/domain.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from './api-client';

// Lookups shared by several features, each under one query key: reference data changes with a
// release, not while a page is open.
const lookupStaleTime = 10 * 60_000;

/** The country list (`/domain/country`), sorted by name. */
export async function getCountries(): Promise<TCountryOption[]> {
  const options = await callApi(routes.domain.lookup, { params: { query: 'country' } });
  // The lookup route serves plain option lists too; the country list is the one with codes.
  return options
    .filter((option): option is TCountryOption => 'code' in option)
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['domain', 'country'], queryFn: getCountries, staleTime: lookupStaleTime });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}

/** States of a country; the server lists them for the United States and Canada only. */
export async function getStates(countryId: number) {
  const states = await callApi(routes.domain.states, { params: { id: countryId } });
  return [...states].sort((a, b) => a.name.localeCompare(b.name));
}

export const statesQueryOptions = (countryId: number) =>
  queryOptions({
    queryKey: ['domain', 'country', countryId, 'state'],
    queryFn: () => getStates(countryId),
    staleTime: lookupStaleTime,
  });

/** The states of `countryId`; none asks for nothing. */
export function useStates(countryId: number | null) {
  return useQuery({ ...statesQueryOptions(countryId ?? 0), enabled: countryId !== null });
}

/** The kinds of criteria a data request states (`/domain/datarequest/criteriatype`). */
export const criteriaTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['domain', 'datarequest', 'criteriatype'],
    queryFn: () => callApi(routes.domain.criteriaTypes),
    staleTime: lookupStaleTime,
  });

export function useCriteriaTypes() {
  return useQuery(criteriaTypesQueryOptions());
}
