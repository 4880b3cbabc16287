import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { pagedAnswer, registerRoute } from '../../lib/route';
import type { LegalService } from './legal.service';

export function registerLegalRoutes(app: FastifyInstance, legal: LegalService): void {
  registerRoute(app, routes.legal.queue, async ({ params, query, member, reply }) =>
    pagedAnswer(reply, await legal.queue(params.orgId, member, query)),
  );
  registerRoute(app, routes.legal.review, async ({ params, member }) => legal.review(params.id, member));
  registerRoute(app, routes.legal.feedReview, async ({ params, member }) => legal.feedReview(params.feedId, member));
  registerRoute(app, routes.legal.addNote, async ({ params, body, member }) =>
    legal.addNote(params.id, body.note, member),
  );
  registerRoute(app, routes.legal.resolve, async ({ params, body, member }) =>
    legal.resolve(params.id, body.note, member),
  );
  registerRoute(app, routes.legal.clear, async ({ params, body, member }) => legal.clear(params.id, body.note, member));
}
