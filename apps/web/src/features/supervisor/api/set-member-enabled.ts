import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { supervisorKeys } from './supervisor-query-keys';

/** Enables or disables a member organisation (`PUT /supervisor/member/{orgId}/enabled`). */
export function setMemberEnabled({ orgId, enabled }: { orgId: number; enabled: boolean }) {
  return callApi(routes.supervisor.setMemberEnabled, { params: { orgId }, body: { enabled } });
}

export function useSetMemberEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberEnabled,
    // Users, feeds and figures of the member change with it: everything of the supervisor area reloads.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supervisorKeys.all }),
  });
}
