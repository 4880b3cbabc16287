import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TContentListQuery } from '@feedmarket/contract/datasets/datasets.routes';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { datasetKeys } from './dataset-query-keys';

/** One page of a dataset's files (`GET /dataset/{datasetId}/content`). */
export function getDatasetContent(datasetId: number, query: TContentListQuery, signal?: AbortSignal) {
  return callPagedApi(routes.datasets.list, { params: { datasetId }, query, signal });
}

export const datasetContentQueryOptions = (datasetId: number, query: TContentListQuery) =>
  queryOptions({
    queryKey: [...datasetKeys.content(datasetId), query],
    // The page number travels with its rows, so the "Showing …" line matches the rows while the next page loads.
    queryFn: async ({ signal }) => ({
      ...(await getDatasetContent(datasetId, query, signal)),
      page: Number(query.pageNum ?? 1),
    }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useDatasetContent(datasetId: number, query: TContentListQuery) {
  return useQuery(datasetContentQueryOptions(datasetId, query));
}
