import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** A group feed as the group wizard edits it. */
export function getGroup(id: number) {
  return callApi(routes.metadata.group, { params: { id } });
}

export const groupQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['metadata', 'group', id], queryFn: () => getGroup(id), staleTime: 0 });

export function useGroup(id: number | undefined) {
  return useQuery({ ...groupQueryOptions(id ?? 0), enabled: id !== undefined });
}
