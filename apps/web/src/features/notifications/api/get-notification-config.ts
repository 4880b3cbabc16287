import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './notification-query-keys';

/** The user's notification configuration (`GET /notification/v2/user/{userId}/config`). */
export function getNotificationConfig(userId: number) {
  return callApi(routes.notifications.config, { params: { userId } });
}

export const notificationConfigQueryOptions = (userId: number) =>
  queryOptions({ queryKey: notificationKeys.config(userId), queryFn: () => getNotificationConfig(userId) });

export function useNotificationConfig(userId: number) {
  return useQuery(notificationConfigQueryOptions(userId));
}
