import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Unread notification counts per dashboard tab. */
export function getUserTabs(userId: number) {
  return callApi(routes.accounts.userTabs, { params: { userId } });
}

export const userTabsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['user', userId, 'tabs'], queryFn: () => getUserTabs(userId) });

export function useUserTabs(userId: number) {
  return useQuery(userTabsQueryOptions(userId));
}
