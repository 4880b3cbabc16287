import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-query-keys';

/** The feed whose files a workspace link opens, for its name, type and provider (`GET /metadata/{id}`). */
export function getWorkspaceFeed(feedId: number, signal?: AbortSignal) {
  return callApi(routes.catalog.feed, { params: { id: feedId }, signal });
}

export const workspaceFeedQueryOptions = (feedId: number) =>
  queryOptions({
    queryKey: workspaceKeys.feed(feedId),
    queryFn: ({ signal }) => getWorkspaceFeed(feedId, signal),
    staleTime: 60_000,
  });

export function useWorkspaceFeed(feedId: number) {
  return useQuery(workspaceFeedQueryOptions(feedId));
}
