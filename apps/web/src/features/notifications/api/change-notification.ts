import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './notification-query-keys';

/** The state changes a user makes in a notification's details. */
export type NotificationChange = 'clear' | 'resolve' | 'close';

const changeRoutes = {
  clear: routes.notifications.clearV2,
  resolve: routes.notifications.resolve,
  close: routes.notifications.close,
} as const;

/** Clears (`PUT /notification/v2/{id}/clear`), resolves or closes (`PUT /notification/{id}/resolve|close`). */
export function changeNotification({ id, change }: { id: number; change: NotificationChange }) {
  return callApi(changeRoutes[change], { params: { id } });
}

export function useChangeNotification(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNotification,
    onSuccess: (notification) => queryClient.setQueryData(notificationKeys.detail(notification.id), notification),
    // The count's new ETag then refreshes the lists and the tab badges.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(userId) }),
  });
}
