import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TPolicyListQuery } from '@feedmarket/contract/policies/policies.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { policyKeys } from './policy-query-keys';

/** One page of an organisation's policies (`GET /dashboard/v3/organization/{orgId}/policy`). */
export function getPolicies(orgId: number, query: TPolicyListQuery, signal?: AbortSignal) {
  return callPagedApi(routes.policies.list, { params: { orgId }, query, signal });
}

export const policiesQueryOptions = (orgId: number, query: TPolicyListQuery) =>
  queryOptions({
    queryKey: [...policyKeys.list(orgId), query],
    // The page number travels with its rows, so the "Showing …" line matches the rows while the next page loads.
    queryFn: async ({ signal }) => ({ ...(await getPolicies(orgId, query, signal)), page: Number(query.pageNum ?? 1) }),
    placeholderData: keepPreviousData,
  });

export function usePolicies(orgId: number, query: TPolicyListQuery) {
  return useQuery(policiesQueryOptions(orgId, query));
}
