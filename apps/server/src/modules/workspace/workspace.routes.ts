import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../../lib/idempotent-answers';
import { pagedAnswer, rawId, registerRoute } from '../../lib/route';
import type { AccessRequests } from '../access/access-requests.service';
import { organizationGuard } from '../access/feed-access';
import type { WorkspaceService } from './workspace.service';

export function registerWorkspaceRoutes(
  app: FastifyInstance,
  workspace: WorkspaceService,
  accessRequests: AccessRequests,
): void {
  const r = routes.workspace;
  // The organisation in the path is checked before the input: reading its lists, or acting for it.
  const reads = { guard: organizationGuard('read', ({ params }) => rawId(params, 'orgId')) };
  const acts = { guard: organizationGuard('act', ({ params }) => rawId(params, 'orgId')) };

  registerRoute(app, r.addFeed, ({ member, params }) => workspace.addFeed(member, params.metadataId));
  registerRoute(app, r.addFeeds, ({ member, body }) => workspace.addFeeds(member, body));
  registerRoute(app, r.feedStatus, ({ member, params }) => workspace.feedStatus(member, params.metadataId));
  registerRoute(
    app,
    r.list,
    async ({ member, params, query, reply }) => pagedAnswer(reply, await workspace.list(member, params.orgId, query)),
    reads,
  );
  registerRoute(
    app,
    r.newContent,
    ({ member, params, query }) => workspace.newContent(member, params.orgId, query.since),
    reads,
  );
  registerRoute(
    app,
    r.flag,
    ({ member, params }) => workspace.toggleFlag(member, params.orgId, params.workspaceId),
    acts,
  );
  registerRoute(
    app,
    r.lock,
    ({ member, params, request }) =>
      workspace.lock(member, params.orgId, params.workspaceId, idempotencyKeyOf(request.headers['idempotency-key'])),
    acts,
  );
  registerRoute(
    app,
    r.remove,
    ({ member, params }) => workspace.remove(member, params.orgId, params.workspaceId),
    acts,
  );
  registerRoute(
    app,
    r.createNote,
    ({ member, params, body }) => workspace.createNote(member, params.orgId, params.workspaceId, body.note),
    acts,
  );
  registerRoute(
    app,
    r.updateNote,
    ({ member, params, body }) => workspace.updateNote(member, params.orgId, params.workspaceId, body.note),
    acts,
  );
  registerRoute(
    app,
    r.listReceived,
    async ({ member, params, query, reply }) =>
      pagedAnswer(reply, await accessRequests.listReceived(member, params.orgId, query)),
    reads,
  );
  registerRoute(app, r.approve, ({ member, params, body }) => accessRequests.approve(member, params.id, body.note));
  registerRoute(app, r.refuse, ({ member, params, body }) => accessRequests.refuse(member, params.id, body.note));
}
