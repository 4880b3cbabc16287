import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { policyKeys } from './policy-query-keys';

/** What the provider does with a pending request. */
export type AccessDecision = 'approve' | 'refuse';

export type DecideAccessRequest = { id: number; decision: AccessDecision; note: string };

/**
 * Grants (`PUT /access/{id}/approve`) or refuses (`PUT /access/{id}/refuse`) a pending request, with
 * an optional note the consumer reads; answers the request as decided.
 */
export function decideAccessRequest({ id, decision, note }: DecideAccessRequest) {
  const route = decision === 'approve' ? routes.workspace.approve : routes.workspace.refuse;
  return callApi(route, { params: { id }, body: note ? { note } : {} });
}

export function useDecideAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAccessRequest,
    // A request decided elsewhere meanwhile (409) also means the list on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
