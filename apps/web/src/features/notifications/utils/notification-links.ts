import { tabOfNotification } from '@feedmarket/contract/notifications/notification-tabs';

import { paths } from '../../../config/paths';

/** A dashboard tab the user has: its id and the name it shows. */
export type DashboardTab = { id: string; displayText: string };

/** The route value that opens the notification view over any dashboard tab. */
export const notificationsModal = 'notifications';

/**
 * Where a notification leads: its tab by type (130, 131, 133-136 finance; 4 account; 5 legal; item
 * types 1 and 2 policies; 3 metadata) with the notification open over it; none when the user has no
 * such tab.
 */
export function notificationLink(
  notification: { id: number; typeId: number; itemType: number | null },
  tabs: readonly DashboardTab[],
): { href: string; label: string } | null {
  const tab = tabs.find((candidate) => candidate.id === tabOfNotification(notification.typeId, notification.itemType));
  if (!tab) return null;
  return {
    href: paths.dashboard.getModalHref(tab.id, notificationsModal, notification.id),
    label: `Open in ${tab.displayText}`,
  };
}
