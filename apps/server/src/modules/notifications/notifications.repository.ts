import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

/** Notification status 1: not read yet. */
const unread = 1;

export function createNotificationRepository(db: Executor) {
  return {
    async insert(notification: typeof notifications.$inferInsert): Promise<void> {
      await db.insert(notifications).values(notification);
    },

    /** A user's unread notifications counted by type and item type. */
    countUnread: (userId: number) =>
      db
        .select({ typeId: notifications.typeId, itemType: notifications.itemType, n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.status, unread)))
        .groupBy(notifications.typeId, notifications.itemType),
  };
}
