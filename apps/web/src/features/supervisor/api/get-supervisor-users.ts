import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';
import type { TSupervisorUserListQuery } from '@feedmarket/contract/supervisor/supervisor.schemas';

import { callPagedApi } from '../../../lib/api-client';
import { supervisorKeys } from './supervisor-query-keys';

/** One page of every member's users, or one organisation's with `orgId` (`GET /supervisor/user`). */
export function getSupervisorUsers(query: TSupervisorUserListQuery, signal?: AbortSignal) {
  return callPagedApi(routes.supervisor.users, { query, signal });
}

export const supervisorUsersQueryOptions = (query: TSupervisorUserListQuery) =>
  queryOptions({
    queryKey: [...supervisorKeys.users(), query],
    queryFn: async ({ signal }) => ({ ...(await getSupervisorUsers(query, signal)), page: Number(query.pageNum ?? 1) }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useSupervisorUsers(query: TSupervisorUserListQuery) {
  return useQuery(supervisorUsersQueryOptions(query));
}
