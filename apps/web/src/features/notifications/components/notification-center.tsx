import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

import { openDialog } from '../../../lib/dialogs';
import { useUnreadCount } from '../hooks/use-unread-count';
import type { DashboardTab } from '../utils/notification-links';
import { NotificationsDialog } from './notifications-dialog';

type NotificationCenterProps = {
  userId: number;
  /** The user's dashboard tabs, where notifications lead. */
  tabs: readonly DashboardTab[];
  /** Runs when the user's notifications changed (the tab badges count them too). */
  onChange?: () => void;
};

/** The header's bell with the unread count, and the notification dialogs it opens. */
export function NotificationCenter({ userId, tabs, onChange }: NotificationCenterProps) {
  const unread = useUnreadCount(userId, onChange);
  const count = unread.data?.count ?? 0;
  const shown = count > 99 ? '99+' : String(count);

  return (
    <>
      <Indicator label={shown} size={18} offset={6} disabled={count === 0} color="red" inline aria-hidden={false}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={count ? `Notifications: ${shown} unread` : 'Notifications'}
          onClick={() => openDialog('notifications')}
        >
          <IconBell size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      <NotificationsDialog userId={userId} tabs={tabs} unreadCount={unread.data?.count} />
    </>
  );
}
