import { useMutation } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Adds several feeds to the workspace; the ones there already are skipped. */
export function addFeedsToWorkspace(ids: number[]) {
  return callApi(routes.workspace.addFeeds, { body: ids });
}

export function useAddFeedsToWorkspace() {
  return useMutation({ mutationFn: addFeedsToWorkspace });
}
