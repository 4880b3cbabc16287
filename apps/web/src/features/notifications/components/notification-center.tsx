import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

import { Suspense } from 'react';

import { useOpenedOnce } from '../../../hooks/use-opened-once';
import { openDialog, useDialog } from '../../../lib/dialogs';
import { lazyComponent } from '../../../lib/lazy-component';
import { useUnreadCount } from '../hooks/use-unread-count';
import type { DashboardTab } from '../utils/notification-links';

// The dialogs (lists, views, notes and their forms) load when first opened: every signed-in page shows the bell.
const NotificationsDialog = lazyComponent('NotificationsDialog', () =>
  import('./notifications-dialog').then((module) => module.NotificationsDialog),
);

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
  const mounted = useOpenedOnce(useDialog('notifications').opened);

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
      {mounted && (
        <Suspense fallback={null}>
          <NotificationsDialog userId={userId} tabs={tabs} unreadCount={unread.data?.count} />
        </Suspense>
      )}
    </>
  );
}
