import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { policyKeys } from './policy-query-keys';

/** Sets a policy's priority, high (1) or low (2) (`PUT /v3/policy/{id}/priority/{priorityId}`). */
export function setPolicyPriority({ id, priority }: { id: number; priority: number }) {
  return callApi(routes.policies.setPriority, { params: { id, priorityId: String(priority) as '1' | '2' } });
}

export function useSetPolicyPriority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPolicyPriority,
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
