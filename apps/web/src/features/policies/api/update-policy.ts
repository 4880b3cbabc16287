import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TPolicyBody } from '@feedmarket/contract/policies/policies.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { policyKeys } from './policy-query-keys';

/** Replaces every field of a policy (`PUT /v3/policy/{id}`); the provider's accesses are decided again. */
export function updatePolicy({ id, body }: { id: number; body: TPolicyBody }) {
  return callApi(routes.policies.update, { params: { id }, body });
}

export function useUpdatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePolicy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
