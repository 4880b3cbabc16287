import { useMutation } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Adds one feed to the organisation's workspace; 409 when it is there already. */
export function addFeedToWorkspace(metadataId: number) {
  return callApi(routes.workspace.addFeed, { params: { metadataId } });
}

export function useAddFeedToWorkspace() {
  return useMutation({ mutationFn: addFeedToWorkspace });
}
