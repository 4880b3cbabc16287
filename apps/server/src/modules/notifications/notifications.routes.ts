import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { matchesEtag } from '../../lib/etag';
import { cacheableLookup as cacheable, pagedAnswer, rawId, registerRoute } from '../../lib/route';
import { ownNotificationsGuard } from './notifications-access';
import type { NotificationService } from './notifications.service';

export function registerNotificationsRoutes(app: FastifyInstance, notifications: NotificationService): void {
  const r = routes.notifications;
  // Routes naming a user answer only that user, checked before their input is validated.
  const own = { guard: ownNotificationsGuard };

  // Every signed-in browser asks every 10 s: two request log lines each would drown the log (and
  // cost two writes per poll), so this route logs warnings and errors only.
  void app.register(
    async (scope) =>
      registerRoute(
        scope,
        r.unreadCount,
        async ({ member, params, request, reply }) => {
          const { count, version } = await notifications.unreadCount(member, params.userId);
          const etag = `"${version}"`;
          // Each browser asks again with If-None-Match; the answer is the user's own, so no shared cache keeps it.
          reply.header('etag', etag).header('cache-control', 'private, no-cache');
          if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
          return { count };
        },
        // `{"count":12}` is far below the compression threshold.
        { ...own, compress: false },
      ),
    { logLevel: 'warn' },
  );
  registerRoute(
    app,
    r.unread,
    async ({ member, params, query, reply }) =>
      pagedAnswer(reply, await notifications.listUnread(member, params.userId, query)),
    own,
  );
  registerRoute(
    app,
    r.history,
    async ({ member, params, query, reply }) =>
      pagedAnswer(reply, await notifications.listHistory(member, params.userId, query)),
    own,
  );
  registerRoute(app, r.config, ({ member, params }) => notifications.config(member, params.userId), own);
  registerRoute(
    app,
    r.updateConfig,
    ({ member, params, body }) => notifications.updateConfig(member, params.userId, body.flags),
    own,
  );

  registerRoute(app, r.read, ({ member, params }) => notifications.markRead(member, params.id));
  registerRoute(app, r.clearV2, ({ member, params }) => notifications.clear(member, params.id));
  registerRoute(app, r.clear, ({ member, params }) => notifications.clear(member, params.id));
  registerRoute(app, r.resolve, ({ member, params }) => notifications.resolve(member, params.id));
  registerRoute(app, r.close, ({ member, params }) => notifications.close(member, params.id));
  registerRoute(
    app,
    r.note,
    ({ member, params, body }) => notifications.setNote(member, params.notificationId, body.note),
    {
      // Someone else's notification is not there for the caller, whatever the body holds.
      guard: async ({ params, member }) => {
        const id = rawId(params, 'notificationId');
        if (id !== undefined && member) await notifications.requireOwn(member, id);
      },
    },
  );

  registerRoute(app, r.statuses, async ({ reply }) => (cacheable(reply), notifications.statuses()));
  registerRoute(app, r.types, async ({ reply }) => (cacheable(reply), notifications.types()));
  registerRoute(app, r.itemTypes, async ({ reply }) => (cacheable(reply), notifications.itemTypes()));

  registerRoute(app, r.byType, async ({ member, params, query, reply }) =>
    pagedAnswer(reply, await notifications.listByType(member, params.typeId, query)),
  );
  registerRoute(app, r.byItem, async ({ member, params, query, reply }) =>
    pagedAnswer(reply, await notifications.listByItem(member, params.itemId, query.itemType, query)),
  );
  registerRoute(
    app,
    r.byUser,
    async ({ member, params, query, reply }) =>
      pagedAnswer(reply, await notifications.listAll(member, params.userId, query)),
    own,
  );
  registerRoute(
    app,
    r.byOrganizationUser,
    async ({ member, params, query, reply }) =>
      pagedAnswer(reply, await notifications.listAll(member, params.userId, query, params.orgId)),
    own,
  );
}
