import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-query-keys';

/** Takes a feed out of the workspace; access already granted stays (`DELETE …/workspace/{workspaceId}`). */
export function removeWorkspaceItem({ orgId, workspaceId }: { orgId: number; workspaceId: number }) {
  return callApi(routes.workspace.remove, { params: { orgId, workspaceId } });
}

export function useRemoveWorkspaceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWorkspaceItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}
