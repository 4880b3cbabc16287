import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { pagedAnswer, registerRoute } from '../../lib/route';
import type { SupervisorService } from './supervisor.service';

export function registerSupervisorRoutes(app: FastifyInstance, supervisor: SupervisorService): void {
  registerRoute(app, routes.supervisor.outbox, async ({ query, reply }) =>
    pagedAnswer(reply, await supervisor.listOutbox(query)),
  );
  registerRoute(app, routes.supervisor.memberList, async () => supervisor.listMembers());
}
