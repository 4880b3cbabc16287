import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TOrganizationBody } from '@feedmarket/contract/accounts/accounts.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

export type UpdateAccount = { orgId: number; body: TOrganizationBody };

/** Saves the account information (`PUT /account/{id}`); answers the account as the tab shows it. */
export function updateAccount({ orgId, body }: UpdateAccount) {
  return callApi(routes.accounts.updateAccount, { params: { id: orgId }, body });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => queryClient.setQueryData(accountKeys.account(account.id), account),
  });
}
