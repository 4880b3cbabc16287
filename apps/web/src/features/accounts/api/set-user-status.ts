import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

export type SetUserStatus = { userId: number; statusId: number };

/** Activates (2) or deactivates (3) a user (`PUT /user/{userId}/status/{statusId}`). */
export function setUserStatus({ userId, statusId }: SetUserStatus) {
  return callApi(routes.accounts.setUserStatus, { params: { userId, statusId } });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    // A refusal may mean the list on screen is out of date: reload it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
