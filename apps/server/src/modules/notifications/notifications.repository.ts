import { notificationStatuses as statusIds } from '@feedmarket/contract/notifications/notification-tabs';
import { and, asc, count, desc, eq, exists, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { userEmails, users } from '../../db/schema/accounts';
import {
  notificationCounters,
  notificationItemTypes,
  notificationMailStates,
  notificationSettings,
  notificationStatuses,
  notifications,
  notificationTypes,
} from '../../db/schema/notifications';

export type NotificationRow = {
  id: number;
  userId: number;
  typeId: number;
  typeName: string;
  actionable: boolean;
  itemType: number | null;
  itemId: number | null;
  title: string;
  body: string;
  status: number;
  statusName: string;
  note: string | null;
  createdAt: Date;
};

export type NewNotificationRow = {
  userId: number;
  typeId: number;
  itemType: number | null;
  itemId: number | null;
  title: string;
  body: string;
};

/** Which of a user's notifications a list holds. */
export type NotificationFilter =
  | { kind: 'statuses'; statuses: number[] }
  | { kind: 'notCleared'; typeId?: number; itemId?: number; itemType?: number }
  | { kind: 'all'; orgId?: number };

/** A mail waiting to go out, with the address of its user. */
export type WaitingMail = {
  id: number;
  typeId: number;
  typeName: string;
  itemType: number | null;
  title: string;
  body: string;
  attempts: number;
  email: string | null;
};

const rowColumns = {
  id: notifications.id,
  userId: notifications.userId,
  typeId: notifications.typeId,
  typeName: sql<string>`coalesce(${notificationTypes.name}, 'Notification')`,
  actionable: sql<boolean>`coalesce(${notificationTypes.actionable}, false)`,
  itemType: notifications.itemType,
  itemId: notifications.itemId,
  title: notifications.title,
  body: notifications.body,
  status: notifications.status,
  statusName: sql<string>`coalesce(${notificationStatuses.name}, '')`,
  note: notifications.note,
  createdAt: notifications.createdAt,
};

const cleared = 3;
/** States a notification needing action is still open in. */
const openStatuses = [statusIds.unread, statusIds.read];

function filterCondition(userId: number, filter: NotificationFilter): SQL | undefined {
  const own = eq(notifications.userId, userId);
  switch (filter.kind) {
    case 'statuses':
      return and(own, inArray(notifications.status, filter.statuses));
    case 'notCleared':
      return and(
        own,
        ne(notifications.status, cleared),
        filter.typeId === undefined ? undefined : eq(notifications.typeId, filter.typeId),
        filter.itemId === undefined ? undefined : eq(notifications.itemId, filter.itemId),
        filter.itemType === undefined ? undefined : eq(notifications.itemType, filter.itemType),
      );
    case 'all':
      return and(
        own,
        filter.orgId === undefined
          ? undefined
          : exists(
              sql`(select 1 from ${users} where ${users.id} = ${notifications.userId} and ${users.orgId} = ${filter.orgId})`,
            ),
      );
  }
}

/** The polled unread count: one primary-key read, prepared once per connection. */
function prepareCounter(db: Executor) {
  return db
    .select({ unread: notificationCounters.unread, version: notificationCounters.version })
    .from(notificationCounters)
    .where(eq(notificationCounters.userId, sql.placeholder('userId')))
    .prepare('notification_counter');
}

export function createNotificationsRepository(db: Executor) {
  let counter: ReturnType<typeof prepareCounter> | undefined;
  const selectRows = () =>
    db
      .select(rowColumns)
      .from(notifications)
      .leftJoin(notificationTypes, eq(notificationTypes.id, notifications.typeId))
      .leftJoin(notificationStatuses, eq(notificationStatuses.id, notifications.status));

  return {
    /**
     * Records a notification unless its user turned its type off; marks its mail as waiting when the
     * user asked for e-mail. Answers the new row's id and whether mail waits, or undefined when not recorded.
     */
    async insert(row: NewNotificationRow): Promise<{ id: number; mailWaiting: boolean } | undefined> {
      const [inserted] = await queryRows<{ id: number; mail_state: number | null }>(
        db,
        sql`insert into ${notifications} (user_id, type_id, item_type, item_id, title, body, mail_state)
            select ${row.userId}, ${row.typeId}, ${row.itemType}::integer, ${row.itemId}::integer, ${row.title}, ${row.body},
                   case when setting.email then ${notificationMailStates.pending}::smallint end
            from (select 1) as one
            left join ${notificationSettings} as setting
              on setting.user_id = ${row.userId} and setting.type_id = ${row.typeId}
            where coalesce(setting.enabled, true)
            returning id, mail_state`,
      );
      return inserted && { id: inserted.id, mailWaiting: inserted.mail_state === notificationMailStates.pending };
    },

    async typeExists(typeId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: notificationTypes.id })
        .from(notificationTypes)
        .where(eq(notificationTypes.id, typeId));
      return row !== undefined;
    },

    /** The user's unread count and the version of their notifications (0 and 0 before the first). */
    async counter(userId: number): Promise<{ unread: number; version: number }> {
      counter ??= prepareCounter(db);
      const [row] = await counter.execute({ userId });
      return row ?? { unread: 0, version: 0 };
    },

    /** One page of a user's notifications, newest first, and the total. */
    async list(
      userId: number,
      filter: NotificationFilter,
      page: { offset: number; limit: number },
    ): Promise<{ content: NotificationRow[]; total: number }> {
      const where = filterCondition(userId, filter);
      const [content, [total]] = await Promise.all([
        selectRows().where(where).orderBy(desc(notifications.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(notifications).where(where),
      ]);
      return { content, total: total?.n ?? 0 };
    },

    /** A notification of `userId`; undefined for anyone else's. */
    async findOwn(id: number, userId: number): Promise<NotificationRow | undefined> {
      const [row] = await selectRows().where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      return row;
    },

    /** Moves a notification from `from` to `to`; false when it was no longer in `from`. */
    async changeStatus(id: number, userId: number, from: number, to: number): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ status: to })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.status, from)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** Moves every open (unread or read) notification of one type about one item to `status`, whoever received it. */
    async settleItem(item: { typeId: number; itemType: number; itemId: number }, status: number): Promise<void> {
      await db
        .update(notifications)
        .set({ status })
        .where(
          and(
            eq(notifications.typeId, item.typeId),
            eq(notifications.itemType, item.itemType),
            eq(notifications.itemId, item.itemId),
            inArray(notifications.status, openStatuses),
          ),
        );
    },

    async setNote(id: number, userId: number, note: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ note })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** Unread notifications of a user grouped by type and item type. */
    unreadByType(userId: number): Promise<{ typeId: number; itemType: number | null; n: number }[]> {
      return db
        .select({ typeId: notifications.typeId, itemType: notifications.itemType, n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.status, statusIds.unread)))
        .groupBy(notifications.typeId, notifications.itemType);
    },

    /** Every type with the user's choice for it (delivered and not mailed unless they said otherwise). */
    config(userId: number): Promise<{ type: number; name: string; flag: boolean; email: boolean }[]> {
      return db
        .select({
          type: notificationTypes.id,
          name: notificationTypes.name,
          flag: sql<boolean>`coalesce(${notificationSettings.enabled}, true)`,
          email: sql<boolean>`coalesce(${notificationSettings.email}, false)`,
        })
        .from(notificationTypes)
        .leftJoin(
          notificationSettings,
          and(eq(notificationSettings.typeId, notificationTypes.id), eq(notificationSettings.userId, userId)),
        )
        .orderBy(asc(notificationTypes.sort));
    },

    /** The ids among `typeIds` that are no notification type. */
    async unknownTypes(typeIds: number[]): Promise<number[]> {
      const known = await db
        .select({ id: notificationTypes.id })
        .from(notificationTypes)
        .where(inArray(notificationTypes.id, typeIds));
      const knownIds = new Set(known.map((row) => row.id));
      return typeIds.filter((id) => !knownIds.has(id));
    },

    /** Saves choices; a choice without `email` keeps the e-mail setting the type had (off for a new one). */
    async saveSettings(userId: number, flags: { type: number; flag: boolean; email?: boolean }[]): Promise<void> {
      const upsert = (items: typeof flags, set: Record<string, SQL>) =>
        db
          .insert(notificationSettings)
          .values(items.map((item) => ({ userId, typeId: item.type, enabled: item.flag, email: item.email ?? false })))
          .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.typeId], set });
      const withEmail = flags.filter((item) => item.email !== undefined);
      const withoutEmail = flags.filter((item) => item.email === undefined);
      if (withEmail.length) await upsert(withEmail, { enabled: sql`excluded.enabled`, email: sql`excluded.email` });
      if (withoutEmail.length) await upsert(withoutEmail, { enabled: sql`excluded.enabled` });
    },

    /** A lookup list: the states, the item types, or the types (in their display order). */
    lookup(list: 'status' | 'itemType' | 'type'): Promise<{ name: string; value: number }[]> {
      if (list === 'type') {
        return db
          .select({ name: notificationTypes.name, value: notificationTypes.id })
          .from(notificationTypes)
          .orderBy(asc(notificationTypes.sort));
      }
      const table = list === 'status' ? notificationStatuses : notificationItemTypes;
      return db.select({ name: table.name, value: table.id }).from(table).orderBy(asc(table.id));
    },

    /**
     * Takes up to `limit` waiting mails, marking them sent before they are: a crash while sending
     * loses a mail rather than sending it twice, and instances never take the same one.
     */
    claimWaitingMail(limit: number): Promise<WaitingMail[]> {
      return queryRows<WaitingMail>(
        db,
        sql`with claimed as (
              update ${notifications}
              set mail_state = ${notificationMailStates.sent}, mail_attempts = mail_attempts + 1
              where id in (
                select id from ${notifications} where mail_state = ${notificationMailStates.pending}
                order by id limit ${limit} for update skip locked
              )
              returning id, user_id, type_id, item_type, title, body, mail_attempts
            )
            select claimed.id, claimed.type_id as "typeId", coalesce(type.name, 'Notification') as "typeName",
                   claimed.item_type as "itemType", claimed.title, claimed.body, claimed.mail_attempts as attempts,
                   (select email_address from ${userEmails} where user_id = claimed.user_id order by id limit 1) as email
            from claimed left join ${notificationTypes} as type on type.id = claimed.type_id
            order by claimed.id`,
      );
    },

    /** Puts a mail that could not be sent back in line, or gives it up after `maxAttempts`. */
    async mailFailed(id: number, attempts: number, maxAttempts: number): Promise<void> {
      await db
        .update(notifications)
        .set({ mailState: attempts >= maxAttempts ? notificationMailStates.failed : notificationMailStates.pending })
        .where(eq(notifications.id, id));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
