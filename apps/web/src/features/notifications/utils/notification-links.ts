import {
  notificationItemTypes,
  notificationTypes,
  tabOfNotification,
} from '@feedmarket/contract/notifications/notification-tabs';

import { paths } from '../../../config/paths';

/** A dashboard tab the user has: its id and the name it shows. */
export type DashboardTab = { id: string; displayText: string };

/** The route value that opens the notification view over any dashboard tab. */
export const notificationsModal = 'notifications';

/**
 * Where a notification leads: its tab by type (130, 131, 133-136 finance; 4 account; 5 legal; item
 * types 1 and 2 policies; 3 metadata) with the notification open over it; none when the user has no
 * such tab. A legal review request about a feed opens that feed's legal view instead.
 */
export function notificationLink(
  notification: { id: number; typeId: number; itemType: number | null; itemId: number | null },
  tabs: readonly DashboardTab[],
): { href: string; label: string } | null {
  const tab = tabs.find((candidate) => candidate.id === tabOfNotification(notification.typeId, notification.itemType));
  if (!tab) return null;
  const label = `Open in ${tab.displayText}`;
  if (
    notification.typeId === notificationTypes.legalReview &&
    notification.itemType === notificationItemTypes.metadata &&
    notification.itemId !== null
  ) {
    return { href: paths.dashboard.getLegalFeedHref(notification.itemId), label };
  }
  return { href: paths.dashboard.getModalHref(tab.id, notificationsModal, notification.id), label };
}
