import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import { notificationStatuses, tabOfNotification } from '@feedmarket/contract/notifications/notification-tabs';
import type { TNotification, TNotificationConfig } from '@feedmarket/contract/notifications/notifications.schemas';
import type { FastifyBaseLogger } from 'fastify';
import { noChangeFeed, type ChangeFeed } from '../../db/change-feed';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { createLiveCache } from '../../lib/live-cache';
import type { Mailer } from '../../lib/mailer';
import type { SessionUser } from '../../lib/session-user';
import { requireNotificationsRight } from './notifications-access';
import {
  createNotificationsRepository,
  type NotificationFilter,
  type NotificationRow,
  type WaitingMail,
} from './notifications.repository';

export type NewNotification = {
  userId: number;
  typeId: number;
  itemType?: number | null;
  itemId?: number | null;
  title: string;
  body: string;
};

export type NotificationPage = { pageNum: number; pageSize: number };

type Deps = {
  mailer: Mailer;
  /** Base address of the web app, for the link in each mail. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Changes of the unread counters, from any instance; without it every count is read from the database. */
  changes?: ChangeFeed;
  /** Unread counters kept in memory, at most. */
  cacheEntries?: number;
};

const { unread, read, cleared, resolved, closed } = notificationStatuses;
/** States a notification needing action is still open in. */
const openStatuses: number[] = [unread, read];
const historyStatuses = [read, resolved, closed];
const mailBatchSize = 20;
const maxMailAttempts = 3;

function present(row: NotificationRow): TNotification {
  return {
    id: row.id,
    typeId: row.typeId,
    typeName: row.typeName,
    itemType: row.itemType,
    itemId: row.itemId,
    title: row.title,
    body: row.body,
    status: row.status,
    statusName: row.statusName,
    readFlag: row.status !== unread,
    actionable: row.actionable,
    note: row.note,
    createdAt: formatDateTime(row.createdAt),
  };
}

const toRange = ({ pageNum, pageSize }: NotificationPage) => ({ offset: (pageNum - 1) * pageSize, limit: pageSize });

/**
 * The one place events reach users: every module raises its notifications through `notify`, which
 * applies each user's configuration, records them and mails them when the user asked for it.
 */
export function createNotificationService(
  db: Db,
  { mailer, publicUrl, log, changes = noChangeFeed, cacheEntries = 0 }: Deps,
) {
  const repository = createNotificationsRepository(db);
  // The polled count is kept per user until the counter trigger says it changed (on any instance).
  const counters = createLiveCache<number, { unread: number; version: number }>(changes, {
    maxEntries: cacheEntries,
    onChange: (change, cache) => {
      if (change.kind === 'counter') for (const userId of change.ids) cache.delete(userId);
    },
  });
  /** Set when a notification with mail was recorded; the next `sendWaitingMail` then looks for it. */
  let isMailWaiting = false;
  let isSending = false;

  async function listPage(userId: number, filter: NotificationFilter, page: NotificationPage) {
    const { content, total } = await repository.list(userId, filter, toRange(page));
    return { content: content.map(present), total };
  }

  async function ownNotification(member: SessionUser, id: number): Promise<NotificationRow> {
    const row = await repository.findOwn(id, member.userId);
    if (!row) throw notFound('No such notification');
    return row;
  }

  /**
   * Moves the caller's notification to `to` from any of `from`; one in `to` already stays as it is.
   * Resolving and closing are for notifications whose type asks for action.
   */
  async function transition(member: SessionUser, id: number, to: number, from: number[]): Promise<TNotification> {
    const row = await ownNotification(member, id);
    if (row.status === to) return present(row);
    if ((to === resolved || to === closed) && !row.actionable) {
      throw conflict('This notification does not ask for action');
    }
    if (!from.includes(row.status)) throw conflict(`This notification is ${row.statusName.toLowerCase()}`);
    if (!(await repository.changeStatus(id, member.userId, row.status, to))) {
      throw conflict('This notification changed meanwhile: please try again');
    }
    return present(await ownNotification(member, id));
  }

  async function sendOne(mail: WaitingMail): Promise<void> {
    if (!mail.email) return;
    const tab = tabOfNotification(mail.typeId, mail.itemType);
    await mailer.send({
      to: mail.email,
      subject: `Feedmarket: ${mail.title}`,
      text: [
        mail.body,
        '',
        `Open it in Feedmarket: ${publicUrl}/dashboard/${tab}/notifications/${mail.id}`,
        '',
        `You receive this because e-mail is on for ${mail.typeName} notifications. You can turn it off in the notification settings.`,
      ].join('\n'),
    });
  }

  return {
    /**
     * Raises a notification for one user; pass the transaction when it belongs to one (its mail then
     * leaves only after the transaction commits). A type the user turned off is not recorded.
     */
    async notify(notification: NewNotification, executor: Executor = db): Promise<void> {
      // Inside a transaction every query goes through it (on PGlite another would wait for it forever).
      const inExecutor = createNotificationsRepository(executor);
      const recorded = await inExecutor.insert({ itemType: null, itemId: null, ...notification });
      if (!recorded) {
        if (!(await inExecutor.typeExists(notification.typeId))) {
          throw new Error(`Unknown notification type ${notification.typeId}`);
        }
        return;
      }
      if (recorded.mailWaiting) isMailWaiting = true;
    },

    /** Raises notifications for several users, in user order so concurrent raisers never deadlock on counters. */
    async notifyAll(list: NewNotification[], executor: Executor = db): Promise<void> {
      for (const notification of [...list].sort((a, b) => a.userId - b.userId)) {
        await this.notify(notification, executor);
      }
    },

    /**
     * Settles every open notification of one type about one item, whoever received it: once one legal
     * reviewer decides a review, it no longer asks the others for action.
     */
    async settleItem(
      item: { typeId: number; itemType: number; itemId: number },
      status: number,
      executor: Executor = db,
    ): Promise<void> {
      await createNotificationsRepository(executor).settleItem(item, status);
    },

    /**
     * Sends the mail of recorded notifications, a batch at a time, never twice at once in this
     * process. Called after each answer that raised mail and on a timer for the rest.
     */
    async sendWaitingMail({ force = false } = {}): Promise<void> {
      if ((!isMailWaiting && !force) || isSending) return;
      isMailWaiting = false;
      isSending = true;
      try {
        for (let batch = await repository.claimWaitingMail(mailBatchSize); batch.length;) {
          for (const mail of batch) {
            try {
              await sendOne(mail);
            } catch (error) {
              log.error({ err: error, notificationId: mail.id }, 'notification mail could not be sent');
              await repository.mailFailed(mail.id, mail.attempts, maxMailAttempts);
            }
          }
          // Mails put back in line wait for the next run rather than being retried at once.
          batch = batch.length === mailBatchSize ? await repository.claimWaitingMail(mailBatchSize) : [];
        }
      } finally {
        isSending = false;
      }
    },

    /** The unread count and the version of the user's notifications, which is the count's ETag. */
    async unreadCount(member: SessionUser, userId: number): Promise<{ count: number; version: number }> {
      requireNotificationsRight(member, userId);
      const { unread: count, version } = await counters.get(userId, () => repository.counter(userId));
      return { count, version };
    },

    /** Unread notifications of a user counted by the dashboard tab they link to. */
    async unreadCountsByTab(member: SessionUser, userId: number): Promise<{ tab: string; count: number }[]> {
      requireNotificationsRight(member, userId);
      const counts = new Map<string, number>();
      for (const row of await repository.unreadByType(userId)) {
        const tab = tabOfNotification(row.typeId, row.itemType);
        counts.set(tab, (counts.get(tab) ?? 0) + row.n);
      }
      return [...counts].map(([tab, n]) => ({ tab, count: n }));
    },

    listUnread(member: SessionUser, userId: number, page: NotificationPage) {
      requireNotificationsRight(member, userId);
      return listPage(userId, { kind: 'statuses', statuses: [unread] }, page);
    },

    listHistory(member: SessionUser, userId: number, page: NotificationPage) {
      requireNotificationsRight(member, userId);
      return listPage(userId, { kind: 'statuses', statuses: historyStatuses }, page);
    },

    listAll(member: SessionUser, userId: number, page: NotificationPage, orgId?: number) {
      requireNotificationsRight(member, userId, orgId);
      return listPage(userId, { kind: 'all', orgId }, page);
    },

    async listByType(member: SessionUser, typeId: number, page: NotificationPage) {
      if (!(await repository.typeExists(typeId))) throw notFound('No such notification type');
      return listPage(member.userId, { kind: 'notCleared', typeId }, page);
    },

    listByItem(member: SessionUser, itemId: number, itemType: number | undefined, page: NotificationPage) {
      return listPage(member.userId, { kind: 'notCleared', itemId, itemType }, page);
    },

    async config(member: SessionUser, userId: number): Promise<TNotificationConfig> {
      requireNotificationsRight(member, userId);
      return { flags: await repository.config(userId) };
    },

    async updateConfig(
      member: SessionUser,
      userId: number,
      flags: { type: number; flag: boolean; email?: boolean }[],
    ): Promise<TNotificationConfig> {
      requireNotificationsRight(member, userId);
      const unknown = await repository.unknownTypes(flags.map((item) => item.type));
      if (unknown.length) {
        throw badRequest(
          `Unknown notification type ${unknown.join(', ')}`,
          unknown.map((type) => ({
            field: `body.flags.${flags.findIndex((item) => item.type === type)}.type`,
            message: 'Unknown notification type',
          })),
        );
      }
      await repository.saveSettings(userId, flags);
      return { flags: await repository.config(userId) };
    },

    /** Opening a notification's details reads it; any other state stays as it is. */
    async markRead(member: SessionUser, id: number): Promise<TNotification> {
      const row = await ownNotification(member, id);
      if (row.status !== unread) return present(row);
      // Losing a race to another change leaves that change in place, which is fine for reading.
      await repository.changeStatus(id, member.userId, unread, read);
      return present(await ownNotification(member, id));
    },

    clear(member: SessionUser, id: number): Promise<TNotification> {
      return transition(member, id, cleared, [unread, read, resolved, closed]);
    },

    resolve(member: SessionUser, id: number): Promise<TNotification> {
      return transition(member, id, resolved, openStatuses);
    },

    close(member: SessionUser, id: number): Promise<TNotification> {
      return transition(member, id, closed, openStatuses);
    },

    /** Throws 404 unless notification `id` is the member's own; a route guard asks this before validation. */
    async requireOwn(member: SessionUser, id: number): Promise<void> {
      await ownNotification(member, id);
    },

    async setNote(member: SessionUser, id: number, note: string): Promise<TNotification> {
      if (!(await repository.setNote(id, member.userId, note))) throw notFound('No such notification');
      return present(await ownNotification(member, id));
    },

    statuses: () => repository.lookup('status'),
    itemTypes: () => repository.lookup('itemType'),
    types: () => repository.lookup('type'),
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
