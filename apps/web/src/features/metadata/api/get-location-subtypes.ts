import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Sub-options of one option of a lookup list: for location type 130, how the fixed place is given. */
export function getLocationSubtypes(domainId: number, value: number) {
  return callApi(routes.domain.subtypes, { params: { query: String(domainId), subtype: value } });
}

export const locationSubtypesQueryOptions = (domainId: number, value: number) =>
  queryOptions({
    queryKey: ['domain', domainId, 'subtype', value],
    queryFn: () => getLocationSubtypes(domainId, value),
    staleTime: 10 * 60_000,
  });

export function useLocationSubtypes(domainId: number, value: number) {
  return useQuery(locationSubtypesQueryOptions(domainId, value));
}
