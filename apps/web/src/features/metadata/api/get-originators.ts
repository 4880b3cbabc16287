import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Known originators of a sector. */
export function getOriginators(sectorId: number) {
  return callApi(routes.metadata.originators, { params: { id: sectorId } });
}

export const originatorsQueryOptions = (sectorId: number) =>
  queryOptions({ queryKey: ['metadata', 'originator', 'sector', sectorId], queryFn: () => getOriginators(sectorId) });

export function useOriginators(sectorId: number | null) {
  return useQuery({ ...originatorsQueryOptions(sectorId ?? 0), enabled: sectorId !== null });
}
