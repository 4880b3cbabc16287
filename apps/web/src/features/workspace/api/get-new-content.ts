import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-query-keys';

/** Accessed feeds with files added since `since`, newest first (`GET …/workspace/content?since=`). */
export function getNewContent(orgId: number, since: string, signal?: AbortSignal) {
  return callApi(routes.workspace.newContent, { params: { orgId }, query: { since }, signal });
}

export const newContentQueryOptions = (orgId: number, since: string) =>
  queryOptions({
    queryKey: workspaceKeys.newContent(orgId, since),
    queryFn: ({ signal }) => getNewContent(orgId, since, signal),
    staleTime: 0,
  });

/** The new content since `since`, asked only once a moment is chosen (`null` asks nothing). */
export function useNewContent(orgId: number, since: string | null) {
  return useQuery({ ...newContentQueryOptions(orgId, since ?? ''), enabled: since !== null });
}
