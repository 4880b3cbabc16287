import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { datasetKeys } from './dataset-query-keys';

/** The newest chunk files of a continuous feed (`GET /continuous/metadata/{id}/limit/3/filename`). */
export function getContinuousLatest(feedId: number, signal?: AbortSignal) {
  return callApi(routes.datasets.continuousLatest, { params: { id: feedId }, signal });
}

export const continuousLatestQueryOptions = (feedId: number) =>
  queryOptions({
    queryKey: [...datasetKeys.continuous(feedId), 'latest'],
    queryFn: ({ signal }) => getContinuousLatest(feedId, signal),
    // Live data keeps arriving: read it afresh each time a dialog opens.
    staleTime: 0,
  });

/** The newest chunks of `feedId`, while `enabled` (an open dialog). */
export function useContinuousLatest(feedId: number, enabled: boolean) {
  return useQuery({ ...continuousLatestQueryOptions(feedId), enabled });
}
