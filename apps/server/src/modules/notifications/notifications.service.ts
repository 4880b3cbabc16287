import { tabOfNotification } from '@feedmarket/contract/notifications/notification-tabs';
import type { Db, Executor } from '../../db/client';
import { createNotificationRepository } from './notifications.repository';

export type NewNotification = {
  userId: number;
  typeId: number;
  itemType?: number | null;
  itemId?: number | null;
  title: string;
  body: string;
};

export function createNotificationService(db: Db) {
  const repository = createNotificationRepository(db);

  return {
    /** Records a notification; pass the transaction when it belongs to one. */
    async notify(notification: NewNotification, executor: Executor = db): Promise<void> {
      await createNotificationRepository(executor).insert(notification);
    },

    /** Unread notifications of a user counted by the dashboard tab they link to. */
    async unreadCountsByTab(userId: number): Promise<{ tab: string; count: number }[]> {
      const counts = new Map<string, number>();
      for (const row of await repository.countUnread(userId)) {
        const tab = tabOfNotification(row.typeId, row.itemType);
        counts.set(tab, (counts.get(tab) ?? 0) + row.n);
      }
      return [...counts].map(([tab, n]) => ({ tab, count: n }));
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
