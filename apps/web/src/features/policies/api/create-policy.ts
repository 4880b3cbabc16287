import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TPolicyBody } from '@feedmarket/contract/policies/policies.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { policyKeys } from './policy-query-keys';

/** Writes a policy for the signed-in user's organisation (`POST /v3/policy`). */
export function createPolicy(body: TPolicyBody) {
  return callApi(routes.policies.create, { body });
}

export function useCreatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPolicy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
