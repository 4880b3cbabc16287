import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TUserCreateBody } from '@feedmarket/contract/accounts/accounts.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

export type CreateUser = { orgId: number; body: TUserCreateBody };

/** Adds a user and sends them an invitation (`POST /organization/{orgId}/user`). */
export function createUser({ orgId, body }: CreateUser) {
  return callApi(routes.accounts.createUser, { params: { orgId }, body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
