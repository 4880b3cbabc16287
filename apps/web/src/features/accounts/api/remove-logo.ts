import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/** Removes the organisation's logo (`DELETE /organization/{id}/logo`). */
export function removeLogo(orgId: number) {
  return callApi(routes.accounts.removeLogo, { params: { id: orgId } });
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLogo,
    onSuccess: (_answer, orgId) => queryClient.invalidateQueries({ queryKey: accountKeys.account(orgId) }),
  });
}
