import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** An active feed's details by its public id, for the public page. */
export function getPublicFeed(uid: string) {
  return callApi(routes.catalog.publicFeed, { params: { uid } });
}

export const publicFeedQueryOptions = (uid: string, viewer: string) =>
  queryOptions({ queryKey: ['catalog', 'public-feed', uid, viewer], queryFn: () => getPublicFeed(uid) });

export function usePublicFeed(uid: string, viewer: string) {
  return useQuery(publicFeedQueryOptions(uid, viewer));
}
