import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** How often a continuous feed updates. */
export function getIntervalTypes() {
  return callApi(routes.metadata.intervalTypes);
}

export const intervalTypesQueryOptions = () =>
  queryOptions({ queryKey: ['metadata', 'intervaltype'], queryFn: getIntervalTypes });

export function useIntervalTypes() {
  return useQuery(intervalTypesQueryOptions());
}
