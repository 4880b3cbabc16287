import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { policyKeys } from './policy-query-keys';

/** Deletes a policy (`DELETE /v3/policy/{id}`); the provider's accesses are decided again without it. */
export function deletePolicy(id: number) {
  return callApi(routes.policies.remove, { params: { id } });
}

export function useDeletePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePolicy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
