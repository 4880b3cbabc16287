import { useMutation } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Challenges a policy that refused or revoked the organisation's access, with the reason (`PUT /v3/policy/{id}/challenge`). */
export function challengePolicy({ id, reason }: { id: number; reason: string }) {
  return callApi(routes.policies.challenge, { params: { id }, body: { reason } });
}

export function useChallengePolicy() {
  return useMutation({ mutationFn: challengePolicy });
}
