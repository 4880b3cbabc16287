import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './notification-query-keys';

/**
 * Opens a notification's details: `PUT /notification/v2/{id}/read` reads an unread one and answers
 * it in whatever state it is, so opening and reading are one call.
 */
export function openNotification(id: number) {
  return callApi(routes.notifications.read, { params: { id } });
}

export const openNotificationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: notificationKeys.detail(id),
    queryFn: () => openNotification(id),
    // Opened once per view; changes made in it replace the answer kept here.
    staleTime: Infinity,
    gcTime: 0,
  });

/** The notification `id`, read on opening; the unread count follows. */
export function useOpenNotification(id: number, userId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...openNotificationQueryOptions(id),
    queryFn: async () => {
      const notification = await openNotification(id);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(userId) });
      return notification;
    },
  });
}
