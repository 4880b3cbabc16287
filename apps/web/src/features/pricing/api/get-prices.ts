import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TPriceListQuery } from '@feedmarket/contract/pricing/pricing.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { pricingKeys } from './pricing-query-keys';

/** One page of an organisation's price configurations (`GET /dashboard/organization/{orgId}/price`). */
export function getPrices(orgId: number, query: TPriceListQuery, signal?: AbortSignal) {
  return callPagedApi(routes.pricing.list, { params: { orgId }, query, signal });
}

export const pricesQueryOptions = (orgId: number, query: TPriceListQuery) =>
  queryOptions({
    queryKey: [...pricingKeys.lists(orgId), query],
    // The page number travels with its rows, so the "Showing …" line matches the rows while the next page loads.
    queryFn: async ({ signal }) => ({ ...(await getPrices(orgId, query, signal)), page: Number(query.pageNum ?? 1) }),
    placeholderData: keepPreviousData,
  });

export function usePrices(orgId: number, query: TPriceListQuery) {
  return useQuery(pricesQueryOptions(orgId, query));
}
