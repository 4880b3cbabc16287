import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';
import type { TWorkspaceQuery } from '@feedmarket/contract/workspace/workspace.schemas';

import { callPagedApi } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-query-keys';

/** One page of the organisation's workspace, awaiting or accessed (`GET /dashboard/organization/{orgId}/workspace`). */
export function getWorkspaceItems(orgId: number, query: TWorkspaceQuery, signal?: AbortSignal) {
  return callPagedApi(routes.workspace.list, { params: { orgId }, query, signal });
}

export const workspaceItemsQueryOptions = (orgId: number, query: TWorkspaceQuery) =>
  queryOptions({
    queryKey: [...workspaceKeys.items(orgId), query],
    // The page number travels with its rows, so the "Showing …" line matches the rows while the next page loads.
    queryFn: async ({ signal }) => ({
      ...(await getWorkspaceItems(orgId, query, signal)),
      page: Number(query.pageNum ?? 1),
    }),
    placeholderData: keepPreviousData,
    // Feeds arrive from the search page and decisions from providers: the tab asks again each time it opens.
    staleTime: 0,
  });

export function useWorkspaceItems(orgId: number, query: TWorkspaceQuery) {
  return useQuery(workspaceItemsQueryOptions(orgId, query));
}
