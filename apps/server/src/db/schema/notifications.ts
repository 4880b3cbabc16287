import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Notification types (reference data); `actionable` types ask for action and may be resolved or closed. */
export const notificationTypes = pgTable('notification_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  actionable: boolean('actionable').notNull().default(false),
  sort: integer('sort').notNull(),
});

/** Notification states (reference data): 1 unread, 2 read, 3 cleared, 4 resolved, 5 closed. */
export const notificationStatuses = pgTable('notification_statuses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** What a notification is about (reference data): 1 policy, 2 notification, 3 metadata. */
export const notificationItemTypes = pgTable('notification_item_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Mail of a notification: waiting to be sent (retried up to 3 times), sent, or given up. */
export const notificationMailStates = { pending: 1, sent: 2, failed: 3 } as const;

/**
 * Notification status: 1 unread, 2 read, 3 cleared, 4 resolved, 5 closed. Every insert, status
 * change and delete updates the user's row of `notification_counters` (a trigger of the `notifications` migration).
 */
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
    mailState: smallint('mail_state'),
    mailAttempts: smallint('mail_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_status_idx').on(table.userId, table.status, table.id),
    index('notifications_user_id_idx').on(table.userId, table.id),
    index('notifications_mail_pending_idx')
      .on(table.id)
      .where(sql`${table.mailState} = ${sql.raw(String(notificationMailStates.pending))}`),
  ],
);

/** A user's choice for one type; no row means delivered and not mailed. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => notificationTypes.id),
    enabled: boolean('enabled').notNull(),
    email: boolean('email').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.typeId] })],
);

/**
 * Each user's unread count and a version that grows with every change of their notifications, kept
 * by a trigger in the same transaction: the polled unread count is one primary-key read, and the
 * version is its ETag.
 */
export const notificationCounters = pgTable('notification_counters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unread: integer('unread').notNull().default(0),
  version: integer('version').notNull().default(0),
});
