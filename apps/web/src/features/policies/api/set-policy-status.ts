import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { policyKeys } from './policy-query-keys';

/** Activates (1) or stops (2) a policy (`PUT /v3/policy/{id}/status/{statusId}`); answers the policy. */
export function setPolicyStatus({ id, status }: { id: number; status: number }) {
  return callApi(routes.policies.setStatus, { params: { id, statusId: String(status) as '1' | '2' } });
}

export function useSetPolicyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPolicyStatus,
    // A refusal may mean the list on screen is out of date: reload it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
