import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TMemberAccountBody } from '@feedmarket/contract/accounts/accounts.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { supervisorKeys } from './supervisor-query-keys';

/** Creates a member account and invites its administrator (`POST /supervisor/member`). */
export function createMemberAccount(body: TMemberAccountBody) {
  return callApi(routes.supervisor.createMember, { body });
}

export function useCreateMemberAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMemberAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supervisorKeys.all }),
  });
}
