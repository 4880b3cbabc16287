import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TFeedPickerQuery } from '@feedmarket/contract/pricing/pricing.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { pricingKeys } from './pricing-query-keys';

/** A page of the pricing feed picker: the organisation's feeds by name (`GET /price/{orgId}/metadata`). */
export function getPriceableFeeds(orgId: number, query: TFeedPickerQuery, signal?: AbortSignal) {
  return callPagedApi(routes.pricing.feeds, { params: { orgId }, query, signal });
}

export const priceableFeedsQueryOptions = (orgId: number, query: TFeedPickerQuery) =>
  queryOptions({
    queryKey: [...pricingKeys.feeds(orgId), query],
    queryFn: ({ signal }) => getPriceableFeeds(orgId, query, signal),
    placeholderData: keepPreviousData,
  });

export function usePriceableFeeds(orgId: number, query: TFeedPickerQuery) {
  return useQuery(priceableFeedsQueryOptions(orgId, query));
}
