import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TClusterRequest } from '@feedmarket/contract/catalog/catalog.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Matching feeds in the map area, clustered on the server's 30 px grid for the zoom. */
export function getMapClusters(body: TClusterRequest, signal?: AbortSignal) {
  return callApi(routes.catalog.clusters, { body, signal });
}

export const mapClustersQueryOptions = (body: TClusterRequest) =>
  queryOptions({
    queryKey: ['catalog', 'clusters', body],
    queryFn: ({ signal }) => getMapClusters(body, signal),
    // Markers stay while the next area loads, instead of blinking out.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useMapClusters(body: TClusterRequest | null) {
  return useQuery({
    ...mapClustersQueryOptions(
      body ?? { bounds: { bottomLeft: { lat: 0, lon: 0 }, upperRight: { lat: 0, lon: 0 } }, zoom: 0 },
    ),
    enabled: body !== null,
  });
}
