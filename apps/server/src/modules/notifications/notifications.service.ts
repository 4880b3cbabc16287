import { notificationStatuses, tabOfNotification } from '@feedmarket/contract/notifications/notification-tabs';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

export type NewNotification = {
  userId: number;
  typeId: number;
  itemType?: number | null;
  itemId?: number | null;
  title: string;
  body: string;
};

const { unread, read } = notificationStatuses;

export function createNotificationService(db: Db) {
  return {
    /** Records a notification; pass the transaction when it belongs to one. */
    async notify(notification: NewNotification, executor: Executor = db): Promise<void> {
      await executor.insert(notifications).values(notification);
    },

    /**
     * Settles every open (unread or read) notification of one type about one item, whoever received
     * it: once one legal reviewer resolves a review, it no longer asks the others for action.
     */
    async settleItem(
      item: { typeId: number; itemType: number; itemId: number },
      status: number,
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .update(notifications)
        .set({ status })
        .where(
          and(
            eq(notifications.typeId, item.typeId),
            eq(notifications.itemType, item.itemType),
            eq(notifications.itemId, item.itemId),
            inArray(notifications.status, [unread, read]),
          ),
        );
    },

    /** Unread notifications of a user counted by the dashboard tab they link to. */
    async unreadCountsByTab(userId: number): Promise<{ tab: string; count: number }[]> {
      const rows = await db
        .select({ typeId: notifications.typeId, itemType: notifications.itemType, n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.status, unread)))
        .groupBy(notifications.typeId, notifications.itemType);
      const counts = new Map<string, number>();
      for (const row of rows) {
        const tab = tabOfNotification(row.typeId, row.itemType);
        counts.set(tab, (counts.get(tab) ?? 0) + row.n);
      }
      return [...counts].map(([tab, n]) => ({ tab, count: n }));
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
