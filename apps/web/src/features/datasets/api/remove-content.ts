import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { datasetKeys } from './dataset-query-keys';

/** Deletes one file (`DELETE /dataset/content/{contentId}`). */
export function removeContent(contentId: number) {
  return callApi(routes.datasets.remove, { params: { contentId } });
}

export function useRemoveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeContent,
    // A refusal may mean the list on screen is out of date: reload it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: datasetKeys.all }),
  });
}
