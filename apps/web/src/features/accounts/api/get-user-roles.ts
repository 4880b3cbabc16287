import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/** The roles a user may be given (`GET /user/role`, answered as `userRoles`); an empty list means none. */
export async function getUserRoles(signal?: AbortSignal) {
  const { userRoles } = await callApi(routes.accounts.roles, { signal });
  return userRoles ?? [];
}

export const userRolesQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.roles(), queryFn: ({ signal }) => getUserRoles(signal), staleTime: Infinity });

export function useUserRoles() {
  return useQuery(userRolesQueryOptions());
}
