import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TNotificationConfigBody } from '@feedmarket/contract/notifications/notifications.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './notification-query-keys';

/** Saves the user's choices per type (`PUT /notification/v2/user/{userId}/config`). */
export function updateNotificationConfig({
  userId,
  flags,
}: {
  userId: number;
  flags: TNotificationConfigBody['flags'];
}) {
  return callApi(routes.notifications.updateConfig, { params: { userId }, body: { flags } });
}

export function useUpdateNotificationConfig(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationConfig,
    onSuccess: (config) => queryClient.setQueryData(notificationKeys.config(userId), config),
  });
}
