import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { cacheableLookup, pagedAnswer, rawId, registerRoute, type RouteGuard } from '../../lib/route';
import { organizationGuard, type OrganizationRight } from '../access/feed-access';
import type { PricingService } from './pricing.service';

export function registerPricingRoutes(app: FastifyInstance, pricing: PricingService): void {
  const r = routes.pricing;
  // The configuration or organisation a request names is checked before its input is validated.
  const priceGuard =
    (right: OrganizationRight): RouteGuard =>
    async ({ params, member }) => {
      const id = rawId(params, 'id');
      if (id !== undefined && member) await pricing.requirePriceRight(id, member, right);
    };
  const readOrganization = organizationGuard('read', ({ params }) => rawId(params, 'orgId'));
  const configure = priceGuard('configure');

  // Lookups: fixed paths, which the router prefers to `/price/:id`.
  registerRoute(app, r.volumes, async ({ reply }) => (cacheableLookup(reply), pricing.volumes()));
  registerRoute(app, r.durations, async ({ reply }) => (cacheableLookup(reply), pricing.durations()));
  registerRoute(app, r.modes, async ({ reply }) => (cacheableLookup(reply), pricing.modes()));
  registerRoute(app, r.statuses, async ({ reply }) => (cacheableLookup(reply), pricing.statuses()));
  registerRoute(app, r.options, async ({ reply }) => (cacheableLookup(reply), pricing.options()));

  registerRoute(
    app,
    r.list,
    async ({ params, query, member, reply }) => pagedAnswer(reply, await pricing.list(params.orgId, member, query)),
    { guard: readOrganization },
  );
  registerRoute(
    app,
    r.feeds,
    async ({ params, query, member, reply }) =>
      pagedAnswer(reply, await pricing.pickerFeeds(params.orgId, member, query)),
    { guard: readOrganization },
  );
  registerRoute(app, r.get, async ({ params, member }) => pricing.get(params.id, member), {
    guard: priceGuard('read'),
  });
  registerRoute(app, r.create, async ({ body, member }) => pricing.create(body, member), {
    // A body naming no organisation creates in the caller's.
    guard: organizationGuard('configure', ({ body, member }) => rawId(body, 'orgId') ?? member?.orgId),
  });
  registerRoute(app, r.update, async ({ params, body, member }) => pricing.update(params.id, body, member), {
    guard: configure,
  });
  registerRoute(app, r.remove, async ({ params, member }) => pricing.remove(params.id, member), { guard: configure });
  registerRoute(app, r.clone, async ({ params, member }) => pricing.clone(params.id, member), { guard: configure });
  registerRoute(app, r.setStatus, async ({ params, member }) => pricing.setStatus(params.id, params.statusId, member), {
    guard: configure,
  });
  registerRoute(app, r.setReview, async ({ params, member }) => pricing.setReview(params.id, params.flag, member), {
    guard: configure,
  });
  registerRoute(app, r.setNote, async ({ params, body, member }) => pricing.setNote(params.id, body.note, member), {
    guard: configure,
  });
}
