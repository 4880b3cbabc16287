import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { SupervisorService } from './supervisor.service';

export function registerSupervisorRoutes(app: FastifyInstance, supervisor: SupervisorService): void {
  registerRoute(app, routes.supervisor.outbox, async ({ query, reply }) => {
    const { content, total } = await supervisor.listOutbox(query);
    reply.header('x-total-count', total);
    return { data: { content } };
  });
}
