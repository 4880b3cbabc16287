import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TNotificationListQuery } from '@feedmarket/contract/notifications/notifications.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { notificationKeys } from './notification-query-keys';

/** One page of the caller's notifications of one type that are not cleared (`GET /notification/type/{typeId}`). */
export function getNotificationsByType(typeId: number, query: TNotificationListQuery, signal?: AbortSignal) {
  return callPagedApi(routes.notifications.byType, { params: { typeId }, query, signal });
}

export const notificationsByTypeQueryOptions = (typeId: number, query: TNotificationListQuery) =>
  queryOptions({
    queryKey: notificationKeys.list('type', typeId, query),
    queryFn: ({ signal }) => getNotificationsByType(typeId, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useNotificationsByType(typeId: number, query: TNotificationListQuery) {
  return useQuery(notificationsByTypeQueryOptions(typeId, query));
}
