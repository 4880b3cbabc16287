import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** The feed's public preview: the first lines of its newest file; 404 when it has none. */
export function getFeedPreview(id: number, signal?: AbortSignal) {
  return callApi(routes.datasets.feedPreview, { params: { id }, signal });
}

export const feedPreviewQueryOptions = (id: number, viewer: string) =>
  queryOptions({ queryKey: ['catalog', 'preview', id, viewer], queryFn: ({ signal }) => getFeedPreview(id, signal) });

export function useFeedPreview(id: number, viewer: string) {
  return useQuery(feedPreviewQueryOptions(id, viewer));
}
