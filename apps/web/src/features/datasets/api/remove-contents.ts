import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { datasetKeys } from './dataset-query-keys';

export type RemoveContents = { datasetId: number; contentIds: number[] };

/** Deletes the chosen files of a dataset (`DELETE /dataset/{datasetId}/content?ids=…`). */
export function removeContents({ datasetId, contentIds }: RemoveContents) {
  return callApi(routes.datasets.removeAll, { params: { datasetId }, query: { ids: contentIds.join(',') } });
}

export function useRemoveContents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeContents,
    onSettled: () => queryClient.invalidateQueries({ queryKey: datasetKeys.all }),
  });
}
