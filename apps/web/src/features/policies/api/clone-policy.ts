import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { policyKeys } from './policy-query-keys';

/** Copies a policy, not active, as "Copy of …" (`POST /v3/policy/{id}/clone`). */
export function clonePolicy(id: number) {
  return callApi(routes.policies.clone, { params: { id } });
}

export function useClonePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clonePolicy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
