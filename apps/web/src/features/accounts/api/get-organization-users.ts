import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TUserListQuery } from '@feedmarket/contract/accounts/accounts.routes';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/** One page of an organisation's users (`GET /dashboard/organization/{orgId}/account`). */
export function getOrganizationUsers(orgId: number, query: TUserListQuery, signal?: AbortSignal) {
  return callPagedApi(routes.accounts.listUsers, { params: { orgId }, query, signal });
}

export const organizationUsersQueryOptions = (orgId: number, query: TUserListQuery) =>
  queryOptions({
    queryKey: [...accountKeys.users(orgId), query],
    // The page number travels with its rows, so the "Showing …" line matches the rows while the next page loads.
    queryFn: async ({ signal }) => ({
      ...(await getOrganizationUsers(orgId, query, signal)),
      page: Number(query.pageNum ?? 1),
    }),
    placeholderData: keepPreviousData,
  });

export function useOrganizationUsers(orgId: number, query: TUserListQuery) {
  return useQuery(organizationUsersQueryOptions(orgId, query));
}
