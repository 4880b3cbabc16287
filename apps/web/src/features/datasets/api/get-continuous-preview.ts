import { queryOptions, useQuery } from '@tanstack/react-query';

import { previewLength } from '@feedmarket/contract/datasets/datasets.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { datasetKeys } from './dataset-query-keys';

/** The start of a continuous feed's newest chunk as text (`GET /continuous/metadata/{id}/preview`). */
export function getContinuousPreview(feedId: number, signal?: AbortSignal) {
  return callApi(routes.datasets.continuousPreview, {
    params: { id: feedId },
    query: { length: previewLength.default },
    signal,
  });
}

export const continuousPreviewQueryOptions = (feedId: number) =>
  queryOptions({
    queryKey: [...datasetKeys.continuous(feedId), 'preview'],
    queryFn: ({ signal }) => getContinuousPreview(feedId, signal),
    staleTime: 0,
  });

export function useContinuousPreview(feedId: number, enabled: boolean) {
  return useQuery({ ...continuousPreviewQueryOptions(feedId), enabled });
}
