import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TSearchAnswer, TSearchRequest } from '@feedmarket/contract/catalog/catalog.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** One page of matching feeds with the total and the filter counts (`POST /search/metadata/v2`). */
export async function searchFeeds(body: TSearchRequest, signal?: AbortSignal): Promise<TSearchAnswer> {
  return callApi(routes.catalog.search, { body, signal });
}

/** `viewer` is part of the key: "already available" depends on who asks. */
export const searchFeedsQueryOptions = (body: TSearchRequest, viewer: string) =>
  queryOptions({
    queryKey: ['catalog', 'search', viewer, body],
    queryFn: ({ signal }) => searchFeeds(body, signal),
    // The previous page stays on screen, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useSearchFeeds(body: TSearchRequest, viewer: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...searchFeedsQueryOptions(body, viewer), enabled });
}
