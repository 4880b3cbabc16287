import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { legalKeys } from './legal-query-keys';

/** A feed's latest legal review, with its notes and the feed's legal section (`GET /legal/metadata/{feedId}`). */
export function getFeedLegalReview(feedId: number, signal?: AbortSignal) {
  return callApi(routes.legal.feedReview, { params: { feedId }, signal });
}

export const feedLegalReviewQueryOptions = (feedId: number) =>
  queryOptions({
    queryKey: legalKeys.feedReview(feedId),
    queryFn: ({ signal }) => getFeedLegalReview(feedId, signal),
    // Another reviewer may have acted since: read it afresh whenever it opens.
    staleTime: 0,
    retry: false,
  });

/** Loads the review of `feedId`; none loads nothing. */
export function useFeedLegalReview(feedId: number | null) {
  return useQuery({ ...feedLegalReviewQueryOptions(feedId ?? 0), enabled: feedId !== null });
}
