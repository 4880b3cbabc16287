import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** The members of a group feed, main feed first. */
export function getGroupMembers(id: number) {
  return callApi(routes.catalog.group, { params: { id } });
}

export const groupMembersQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['catalog', 'group', id], queryFn: () => getGroupMembers(id) });

export function useGroupMembers(id: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...groupMembersQueryOptions(id), enabled });
}
