import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** A group feed's changelog with its members' changes, newest first. */
export function getGroupChangelog(id: number) {
  return callApi(routes.catalog.groupChangelog, { params: { id } });
}

export const groupChangelogQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['catalog', 'group-changelog', id], queryFn: () => getGroupChangelog(id) });

export function useGroupChangelog(id: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...groupChangelogQueryOptions(id), enabled });
}
