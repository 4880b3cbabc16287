import { queryOptions, useQuery } from '@tanstack/react-query';

import { ZPublicFeedParams } from '@feedmarket/contract/catalog/catalog.schemas';
import { routes } from '@feedmarket/contract/routes';

import { ApiError, callApi } from '../../../lib/api-client';

/** An active feed's details by its public id, for the public page. */
export function getPublicFeed(uid: string) {
  return callApi(routes.catalog.publicFeed, { params: { uid } });
}

/** Whether `uid` can be a feed's public id at all: anything else is asked nothing. */
export function isPublicFeedId(uid: string): boolean {
  return ZPublicFeedParams.safeParse({ uid }).success;
}

export const publicFeedQueryOptions = (uid: string, viewer: string) =>
  queryOptions({
    queryKey: ['catalog', 'public-feed', uid, viewer],
    queryFn: () => getPublicFeed(uid),
    enabled: isPublicFeedId(uid),
    // An unknown feed stays unknown: asking again only delays the answer.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 3,
  });

export function usePublicFeed(uid: string, viewer: string) {
  return useQuery(publicFeedQueryOptions(uid, viewer));
}
