import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { cacheableLookup as cacheable, registerRoute } from '../../lib/route';
import type { DomainService } from './domain.service';

export function registerDomainRoutes(app: FastifyInstance, domain: DomainService): void {
  // Fixed paths first in the table for readers; the router prefers static segments anyway.
  registerRoute(app, routes.domain.isicCodes, async ({ reply }) => (cacheable(reply), domain.isicTree()));
  registerRoute(app, routes.domain.gicCodes, async ({ reply }) => (cacheable(reply), domain.gicTree()));
  registerRoute(
    app,
    routes.domain.sourceCategories,
    async ({ reply }) => (cacheable(reply), domain.listSourceCategories()),
  );
  registerRoute(
    app,
    routes.domain.restrictedEmails,
    async ({ reply }) => (cacheable(reply), domain.listEmailRestrictions()),
  );
  registerRoute(app, routes.domain.criteriaTypes, async ({ reply }) => (cacheable(reply), domain.listCriteriaTypes()));
  registerRoute(
    app,
    routes.domain.states,
    async ({ params, reply }) => (cacheable(reply), domain.listStates(params.id)),
  );
  registerRoute(
    app,
    routes.domain.appSettings,
    async ({ params, reply }) => (cacheable(reply), domain.appSettings(params.guid)),
  );
  for (const [route, kind] of [
    [routes.domain.appLogo, 'logo'],
    [routes.domain.appIcon, 'icon'],
  ] as const) {
    registerRoute(app, route, async ({ params, reply }) => {
      const svg = await domain.appImage(params.guid, kind);
      return cacheable(reply).type('image/svg+xml').send(svg);
    });
  }
  registerRoute(
    app,
    routes.domain.subtypes,
    async ({ params, reply }) => (cacheable(reply), domain.subtypes(params.query, params.subtype)),
  );
  registerRoute(
    app,
    routes.domain.lookup,
    async ({ params, reply }) => (cacheable(reply), domain.lookup(params.query)),
  );
}
