import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** A feed's details; inactive feeds of other organisations answer 404. */
export function getFeed(id: number) {
  return callApi(routes.catalog.feed, { params: { id } });
}

export const feedQueryOptions = (id: number, viewer: string) =>
  queryOptions({ queryKey: ['catalog', 'feed', id, viewer], queryFn: () => getFeed(id) });

export function useFeed(id: number | null, viewer: string) {
  return useQuery({ ...feedQueryOptions(id ?? 0, viewer), enabled: id !== null });
}
