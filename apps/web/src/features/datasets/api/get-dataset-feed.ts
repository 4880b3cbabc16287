import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/**
 * The feed a dataset belongs to (the dataset id is the feed id), for its name, type and owner when
 * a dataset is opened by its address (`GET /metadata/{id}/editable`, owner organisation and supervisor).
 */
export function getDatasetFeed(datasetId: number, signal?: AbortSignal) {
  return callApi(routes.metadata.editable, { params: { id: datasetId }, signal });
}

export const datasetFeedQueryOptions = (datasetId: number) =>
  queryOptions({
    queryKey: ['datasets', 'feed', datasetId],
    queryFn: ({ signal }) => getDatasetFeed(datasetId, signal),
    staleTime: 60_000,
  });

export function useDatasetFeed(datasetId: number) {
  return useQuery(datasetFeedQueryOptions(datasetId));
}
