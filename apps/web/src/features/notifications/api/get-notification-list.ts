import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TNotificationListQuery } from '@feedmarket/contract/notifications/notifications.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { notificationKeys } from './notification-query-keys';

/** The list dialog's tabs: New is `/unread`, History is `/read`. */
export type NotificationTab = 'new' | 'history';

/** One page of the user's new (unread) or history (read, resolved, closed) notifications. */
export function getNotificationList(
  userId: number,
  tab: NotificationTab,
  query: TNotificationListQuery,
  signal?: AbortSignal,
) {
  const route = tab === 'new' ? routes.notifications.unread : routes.notifications.history;
  return callPagedApi(route, { params: { userId }, query, signal });
}

export const notificationListQueryOptions = (userId: number, tab: NotificationTab, query: TNotificationListQuery) =>
  queryOptions({
    queryKey: notificationKeys.list(tab, userId, query),
    queryFn: ({ signal }) => getNotificationList(userId, tab, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useNotificationList(userId: number, tab: NotificationTab, query: TNotificationListQuery) {
  return useQuery(notificationListQueryOptions(userId, tab, query));
}
