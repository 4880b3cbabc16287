import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-query-keys';

/** Flags a workspace item or takes its flag off, and answers the item (`PUT …/workspace/{workspaceId}/flagged`). */
export function toggleWorkspaceFlag({ orgId, workspaceId }: { orgId: number; workspaceId: number }) {
  return callApi(routes.workspace.flag, { params: { orgId, workspaceId } });
}

export function useToggleWorkspaceFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleWorkspaceFlag,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}
