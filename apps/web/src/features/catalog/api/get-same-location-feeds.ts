import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SearchCriteria } from '../utils/search-state';
import type { LatLon } from '../utils/geo';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

export type SameLocationRequest = SearchCriteria & { point: LatLon; pageNum: number; pageSize: number };

/** The matching feeds at one place (coordinates rounded to 3 decimals). */
export function getSameLocationFeeds(body: SameLocationRequest, signal?: AbortSignal) {
  return callApi(routes.catalog.sameLocation, { body, signal });
}

export const sameLocationFeedsQueryOptions = (body: SameLocationRequest, viewer: string) =>
  queryOptions({
    queryKey: ['catalog', 'same-location', viewer, body],
    queryFn: ({ signal }) => getSameLocationFeeds(body, signal),
  });

export function useSameLocationFeeds(body: SameLocationRequest | null, viewer: string) {
  return useQuery({
    ...sameLocationFeedsQueryOptions(body ?? { point: { lat: 0, lon: 0 }, pageNum: 1, pageSize: 1 }, viewer),
    enabled: body !== null,
  });
}
