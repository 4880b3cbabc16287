import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-query-keys';

export type LockRequest = {
  orgId: number;
  workspaceId: number;
  /** One per user action: a retried call with it answers the first answer, so a feed is never charged twice. */
  idempotencyKey: string;
};

/**
 * Locks a workspace item: asks its provider for access and answers the decision
 * (`PUT /dashboard/organization/{orgId}/workspace/{workspaceId}/locked`). Refused and expired items ask again.
 */
export function lockWorkspaceItem({ orgId, workspaceId, idempotencyKey }: LockRequest) {
  return callApi(routes.workspace.lock, {
    params: { orgId, workspaceId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useLockWorkspaceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockWorkspaceItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}
