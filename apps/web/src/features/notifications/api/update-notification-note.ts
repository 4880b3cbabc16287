import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './notification-query-keys';

/** Keeps a note on a notification (`PUT /notification/{notificationId}/note`). */
export function updateNotificationNote({ id, note }: { id: number; note: string }) {
  return callApi(routes.notifications.note, { params: { notificationId: id }, body: { note } });
}

export function useUpdateNotificationNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationNote,
    onSuccess: (notification) => {
      queryClient.setQueryData(notificationKeys.detail(notification.id), notification);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    },
  });
}
