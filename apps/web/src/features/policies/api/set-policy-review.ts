import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { policyKeys } from './policy-query-keys';

/** Asks the organisation's legal reviewers to review a policy, or stops asking (`PUT /v3/policy/{id}/review/{flag}`). */
export function setPolicyReview({ id, flag }: { id: number; flag: boolean }) {
  return callApi(routes.policies.setReview, { params: { id, flag: flag ? '1' : '0' } });
}

export function useSetPolicyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPolicyReview,
    // The policy joins or leaves the legal queue too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: policyKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['legal'] }),
      ]),
  });
}
