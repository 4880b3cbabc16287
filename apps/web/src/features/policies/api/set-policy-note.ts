import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { policyKeys } from './policy-query-keys';

/** Changes a policy's note; an empty one removes it (`PUT /v3/policy/{id}/note`). */
export function setPolicyNote({ id, note }: { id: number; note: string }) {
  return callApi(routes.policies.setNote, { params: { id }, body: { note } });
}

export function useSetPolicyNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPolicyNote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
