import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Where the caller's organisation stands with a feed (`GET /workspace/metadata/{id}`). */
export function getFeedAccess(id: number, signal?: AbortSignal) {
  return callApi(routes.workspace.feedStatus, { params: { metadataId: id }, signal });
}

export const feedAccessQueryOptions = (id: number, viewer: string) =>
  queryOptions({
    // Workspace changes (adding, locking) refresh it through the workspace's keys too.
    queryKey: ['workspace', 'feed-access', id, viewer],
    queryFn: ({ signal }) => getFeedAccess(id, signal),
  });

/** Only for signed-in members: visitors have no organisation to stand anywhere. */
export function useFeedAccess(id: number, viewer: string, isSignedIn: boolean) {
  return useQuery({ ...feedAccessQueryOptions(id, viewer), enabled: isSignedIn });
}
