import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** How each clone of a group differs from the group's main feed. */
export function getCloneDiff(groupId: number) {
  return callApi(routes.metadata.cloneDiff, { params: { groupId } });
}

export const cloneDiffQueryOptions = (groupId: number) =>
  queryOptions({ queryKey: ['metadata', 'clone-diff', groupId], queryFn: () => getCloneDiff(groupId), staleTime: 0 });

export function useCloneDiff(groupId: number | null, { enabled }: { enabled: boolean }) {
  return useQuery({ ...cloneDiffQueryOptions(groupId ?? 0), enabled: enabled && groupId !== null });
}
