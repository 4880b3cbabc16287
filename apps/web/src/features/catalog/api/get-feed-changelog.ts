import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** A feed's changelog, newest first. */
export function getFeedChangelog(id: number) {
  return callApi(routes.catalog.changelog, { params: { id } });
}

export const feedChangelogQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['catalog', 'changelog', id], queryFn: () => getFeedChangelog(id) });

export function useFeedChangelog(id: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...feedChangelogQueryOptions(id), enabled });
}
