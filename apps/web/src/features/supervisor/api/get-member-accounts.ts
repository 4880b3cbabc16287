import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';
import type { TMemberListQuery } from '@feedmarket/contract/supervisor/supervisor.schemas';

import { callPagedApi } from '../../../lib/api-client';
import { supervisorKeys } from './supervisor-query-keys';

/** One page of member organisations with their users and feeds counted (`GET /supervisor/member`). */
export function getMemberAccounts(query: TMemberListQuery, signal?: AbortSignal) {
  return callPagedApi(routes.supervisor.members, { query, signal });
}

export const memberAccountsQueryOptions = (query: TMemberListQuery) =>
  queryOptions({
    queryKey: [...supervisorKeys.memberAccounts(), query],
    // The page number travels with its rows, so the "Showing …" line matches the rows while the next page loads.
    queryFn: async ({ signal }) => ({ ...(await getMemberAccounts(query, signal)), page: Number(query.pageNum ?? 1) }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useMemberAccounts(query: TMemberListQuery) {
  return useQuery(memberAccountsQueryOptions(query));
}
