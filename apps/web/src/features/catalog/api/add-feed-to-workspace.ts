import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Adds one feed to the organisation's workspace; 409 when it is there already. */
export function addFeedToWorkspace(metadataId: number) {
  return callApi(routes.workspace.addFeed, { params: { metadataId } });
}

export function useAddFeedToWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFeedToWorkspace,
    // The Workspace tab and where the member stands with the feed change with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['workspace'] }),
  });
}
