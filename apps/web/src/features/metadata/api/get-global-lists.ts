import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Custom lists every organisation may use in the Legal step. */
export function getGlobalLists() {
  return callApi(routes.metadata.globalLists);
}

export const globalListsQueryOptions = () =>
  queryOptions({ queryKey: ['metadata', 'custom-lists', 'global'], queryFn: getGlobalLists });

export function useGlobalLists() {
  return useQuery(globalListsQueryOptions());
}
