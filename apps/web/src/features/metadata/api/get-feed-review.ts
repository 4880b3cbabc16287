import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** A feed's (or group's) review: the system's issues and the supervisor's comments per wizard step. */
export function getFeedReview(id: number) {
  return callApi(routes.metadata.review, { params: { id } });
}

export const feedReviewQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['metadata', 'review', id], queryFn: () => getFeedReview(id), staleTime: 0 });

/** Loaded only for returned feeds (status 5): other feeds have no feedback to show. */
export function useFeedReview(id: number | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({ ...feedReviewQueryOptions(id ?? 0), enabled: enabled && id !== undefined });
}
