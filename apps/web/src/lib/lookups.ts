import { queryOptions, useQuery } from '@tanstack/react-query';

import type { TOption } from '@feedmarket/contract/common/common.schemas';
import type { TCountryOption } from '@feedmarket/contract/domain/domain.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from './api-client';

/**
 * The lookups of organisation, user, feed and request forms (countries, states, ISIC codes, criteria
 * types, restricted e-mail fragments), fetched once under one query key each, whichever screen asks
 * first: reference data changes with a release, not while a page is open.
 */
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

/** ISIC Rev.4 as a tree: sections, divisions, groups, classes. */
export const isicCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['domain', 'isiccode'],
    queryFn: () => callApi(routes.domain.isicCodes),
    staleTime: lookupStaleTime,
  });

export function useIsicCodes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...isicCodesQueryOptions(), enabled });
}

/** The options of a numeric lookup list (`/domain/{id}`), e.g. 16 environment, 19 measurement unit. */
export async function getDomainLookup(domainId: number): Promise<TOption[]> {
  const options = await callApi(routes.domain.lookup, { params: { query: String(domainId) } });
  return options.map(({ name, value }) => ({ name, value }));
}

export const domainLookupQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: ['domain', domainId],
    queryFn: () => getDomainLookup(domainId),
    staleTime: lookupStaleTime,
  });

/** A numeric lookup list; `enabled: false` asks for nothing until it is needed. */
export function useDomainLookup(domainId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...domainLookupQueryOptions(domainId), enabled });
}

/** Fragments an e-mail address must not contain (compared ignoring case). */
export const restrictedEmailsQueryOptions = () =>
  queryOptions({
    queryKey: ['domain', 'email', 'restrict'],
    queryFn: () => callApi(routes.domain.restrictedEmails),
    staleTime: lookupStaleTime,
  });

export function useRestrictedEmails() {
  return useQuery(restrictedEmailsQueryOptions());
}

/** Every member organisation by name, for the supervisor's member pickers (`GET /supervisor/member/list`). */
export const memberListQueryOptions = () =>
  queryOptions({
    queryKey: ['supervisor', 'members'],
    queryFn: ({ signal }) => callApi(routes.supervisor.memberList, { signal }),
    staleTime: 60_000,
  });

export const useMemberList = () => useQuery(memberListQueryOptions());

/** The periods a duration price may buy (`/price/duration`): 1, 3, 6 and 12 months, by name. */
export const priceDurationsQueryOptions = () =>
  queryOptions({
    queryKey: ['price', 'duration'],
    queryFn: ({ signal }) => callApi(routes.pricing.durations, { signal }),
    staleTime: lookupStaleTime,
  });

export function usePriceDurations() {
  return useQuery(priceDurationsQueryOptions());
}
