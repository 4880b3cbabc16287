import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { pagedAnswer, registerRoute } from '../../lib/route';
import type { SupervisorService } from './supervisor.service';

export function registerSupervisorRoutes(app: FastifyInstance, supervisor: SupervisorService): void {
  const r = routes.supervisor;
  registerRoute(app, r.outbox, async ({ query, reply }) => pagedAnswer(reply, await supervisor.listOutbox(query)));
  registerRoute(app, r.memberList, async () => supervisor.listMembers());
  registerRoute(app, r.dashboard, async ({ query }) => supervisor.activity(query.interval));
  registerRoute(app, r.summary, async () => supervisor.summary());
  registerRoute(app, r.users, async ({ query, reply }) => pagedAnswer(reply, await supervisor.users(query)));
  registerRoute(app, r.members, async ({ query, reply }) => pagedAnswer(reply, await supervisor.memberPage(query)));
  registerRoute(app, r.createMember, async ({ body }) => supervisor.createMember(body));
  registerRoute(app, r.setMemberEnabled, async ({ params, body, member }) =>
    supervisor.setMemberEnabled(params.orgId, body.enabled, member),
  );
  registerRoute(app, r.memberUsers, async ({ params, query, reply }) =>
    pagedAnswer(reply, await supervisor.memberUsers(params.orgId, query)),
  );
}
