import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/** Removes a user from the organisation (`DELETE /user/{id}`). */
export function deleteUser(userId: number) {
  return callApi(routes.accounts.deleteUser, { params: { id: userId } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
