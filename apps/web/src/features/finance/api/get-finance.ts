import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TFinanceQuery } from '@feedmarket/contract/finance/finance.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';

export const financeKeys = {
  all: ['finance'] as const,
  list: (orgId: number) => [...financeKeys.all, orgId] as const,
};

/**
 * One page of the money an organisation paid or received, with the direction's totals per currency
 * (`GET /dashboard/organization/{orgId}/finance`).
 */
export function getFinance(orgId: number, query: TFinanceQuery, signal?: AbortSignal) {
  return callPagedApi(routes.finance.list, { params: { orgId }, query, signal });
}

export const financeQueryOptions = (orgId: number, query: TFinanceQuery) =>
  queryOptions({
    queryKey: [...financeKeys.list(orgId), query],
    // The page number travels with its rows, so the "Showing …" line matches the rows while the next page loads.
    queryFn: async ({ signal }) => ({ ...(await getFinance(orgId, query, signal)), page: Number(query.pageNum ?? 1) }),
    placeholderData: keepPreviousData,
    // A lock elsewhere charges at once: the tab asks again each time it opens.
    staleTime: 0,
  });

export function useFinance(orgId: number, query: TFinanceQuery) {
  return useQuery(financeQueryOptions(orgId, query));
}
