import { routes } from '@feedmarket/contract/routes';

import { callConditionalApi } from '../../../lib/api-client';

/** The unread count (`GET /notification/v2/user/{userId}/unread/count`), or "unchanged" when `etag` still holds. */
export function getUnreadCount(userId: number, etag: string | null, signal?: AbortSignal) {
  return callConditionalApi(routes.notifications.unreadCount, etag, { params: { userId }, signal });
}
