import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Feeds cloned from a main feed: the candidates of its group. */
export function getClones(masterId: number) {
  return callApi(routes.metadata.clones, { params: { masterId } });
}

export const clonesQueryOptions = (masterId: number) =>
  queryOptions({ queryKey: ['metadata', 'clones', masterId], queryFn: () => getClones(masterId), staleTime: 0 });

export function useClones(masterId: number | null) {
  return useQuery({ ...clonesQueryOptions(masterId ?? 0), enabled: masterId !== null });
}
