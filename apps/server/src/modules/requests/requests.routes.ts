import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { pagedAnswer, registerRoute } from '../../lib/route';
import type { RequestsService } from './requests.service';

export function registerRequestsRoutes(app: FastifyInstance, requests: RequestsService): void {
  registerRoute(app, routes.requests.create, async ({ body, member, request }) =>
    requests.create(body, member, request.ip),
  );
  registerRoute(app, routes.requests.list, async ({ query, reply }) => pagedAnswer(reply, await requests.list(query)));
}
