import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Sectors of known originators. */
export function getOriginatorSectors() {
  return callApi(routes.metadata.originatorSectors);
}

export const originatorSectorsQueryOptions = () =>
  queryOptions({ queryKey: ['metadata', 'originator', 'sectors'], queryFn: getOriginatorSectors });

export function useOriginatorSectors() {
  return useQuery(originatorSectorsQueryOptions());
}
