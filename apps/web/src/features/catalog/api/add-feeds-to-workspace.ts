import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Adds several feeds to the workspace; the ones there already are skipped. */
export function addFeedsToWorkspace(ids: number[]) {
  return callApi(routes.workspace.addFeeds, { body: ids });
}

export function useAddFeedsToWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFeedsToWorkspace,
    // The Workspace tab and where the member stands with the feed change with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['workspace'] }),
  });
}
