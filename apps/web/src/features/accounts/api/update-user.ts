import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TUserUpdateBody } from '@feedmarket/contract/accounts/accounts.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

export type UpdateUser = { userId: number; body: TUserUpdateBody };

/** Changes a user's names, e-mail, phone and roles (`PUT /user/{id}`). */
export function updateUser({ userId, body }: UpdateUser) {
  return callApi(routes.accounts.updateUser, { params: { id: userId }, body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
