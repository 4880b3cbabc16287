import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { searchFilterKeys } from '@feedmarket/contract/catalog/catalog.constants';
import type { TSearchAnswer, TSearchRequest } from '@feedmarket/contract/catalog/catalog.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { rememberOptionNames } from '../utils/option-name-cache';

/** One page of matching feeds with the total and the filter counts (`POST /search/metadata/v2`). */
export async function searchFeeds(body: TSearchRequest, signal?: AbortSignal): Promise<TSearchAnswer> {
  const answer = await callApi(routes.catalog.search, { body, signal });
  for (const key of searchFilterKeys) rememberOptionNames(key, answer.facets[key] ?? []);
  return answer;
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
