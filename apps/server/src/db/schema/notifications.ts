import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Notification status: 1 unread, 2 read, 3 cleared, 4 resolved, 5 closed. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    itemType: integer('item_type'),
    itemId: integer('item_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: integer('status').notNull().default(1),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_status_idx').on(table.userId, table.status)],
);
