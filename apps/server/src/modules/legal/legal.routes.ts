import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { pagedAnswer, rawId, registerRoute, type RouteGuard } from '../../lib/route';
import { requireLegalRight } from './legal-access';
import type { LegalService } from './legal.service';

export function registerLegalRoutes(app: FastifyInstance, legal: LegalService): void {
  // The queue and the review a request names are checked before its input is validated.
  const queueGuard: RouteGuard = async ({ params, member }) => {
    const orgId = rawId(params, 'orgId');
    if (orgId !== undefined && member) requireLegalRight(member, orgId, 'read');
  };
  const actGuard: RouteGuard = async ({ params, member }) => {
    const id = rawId(params, 'id');
    if (id !== undefined && member) await legal.requireReviewRight(id, member, 'act');
  };

  registerRoute(
    app,
    routes.legal.queue,
    async ({ params, query, member, reply }) => pagedAnswer(reply, await legal.queue(params.orgId, member, query)),
    { guard: queueGuard },
  );
  registerRoute(app, routes.legal.review, async ({ params, member }) => legal.review(params.id, member));
  registerRoute(app, routes.legal.feedReview, async ({ params, member }) => legal.feedReview(params.feedId, member));
  registerRoute(
    app,
    routes.legal.addNote,
    async ({ params, body, member }) => legal.addNote(params.id, body.note, member),
    {
      guard: actGuard,
    },
  );
  registerRoute(
    app,
    routes.legal.resolve,
    async ({ params, body, member }) => legal.resolve(params.id, body.note, member),
    {
      guard: actGuard,
    },
  );
  registerRoute(
    app,
    routes.legal.clear,
    async ({ params, body, member }) => legal.clear(params.id, body.note, member),
    {
      guard: actGuard,
    },
  );
}
