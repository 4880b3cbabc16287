import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** A provider's name and http(s) website (`GET /provider/{orgId}`); 404 for organisations without active feeds. */
export function getProviderSite(orgId: number, signal?: AbortSignal) {
  return callApi(routes.providers.site, { params: { orgId }, signal });
}

export const providerSiteQueryOptions = (orgId: number) =>
  queryOptions({
    queryKey: ['catalog', 'provider', orgId],
    queryFn: ({ signal }) => getProviderSite(orgId, signal),
    retry: false,
  });

/** Loads the provider `orgId`; none (an address naming no provider) loads nothing. */
export function useProviderSite(orgId: number | null) {
  return useQuery({ ...providerSiteQueryOptions(orgId ?? 0), enabled: orgId !== null });
}
