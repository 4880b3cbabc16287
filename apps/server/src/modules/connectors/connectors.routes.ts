import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { cacheableLookup, pagedAnswer, rawId, registerRoute, type RawRequest, type RouteGuard } from '../../lib/route';
import { organizationGuard, type OrganizationRight } from '../access/feed-access';
import type { ConnectorsService } from './connectors.service';

type IdOf = (request: RawRequest) => number | undefined;

export function registerConnectorsRoutes(app: FastifyInstance, connectors: ConnectorsService): void {
  const r = routes.connectors;
  // The connector, client or organisation a request names is checked before its input is validated.
  const connectorGuard =
    (right: OrganizationRight, idOf: IdOf = ({ params }) => rawId(params, 'id')): RouteGuard =>
    async (request) => {
      const id = idOf(request);
      if (id !== undefined && request.member) await connectors.requireConnectorRight(id, request.member, right);
    };
  const clientGuard =
    (right: OrganizationRight, idOf: IdOf = ({ params }) => rawId(params, 'id')): RouteGuard =>
    async (request) => {
      const id = idOf(request);
      if (id !== undefined && request.member) await connectors.requireClientRight(id, request.member, right);
    };
  const readOrganization = organizationGuard('read', ({ params }) => rawId(params, 'orgId'));
  const connectOwn = organizationGuard('connect', ({ member }) => member?.orgId);
  const bodyId: IdOf = ({ body }) => rawId(body, 'id');

  // Lookups: fixed paths, which the router prefers to `/connector/:id`.
  registerRoute(app, r.types, async ({ reply }) => (cacheableLookup(reply), connectors.types()));
  registerRoute(app, r.feedTypes, async ({ reply }) => (cacheableLookup(reply), connectors.feedTypes()));
  registerRoute(app, r.categories, async ({ reply }) => (cacheableLookup(reply), connectors.categories()));
  registerRoute(app, r.sdkTypes, async ({ reply }) => (cacheableLookup(reply), connectors.sdkTypes()));
  registerRoute(app, r.apiTypes, async ({ reply }) => (cacheableLookup(reply), connectors.apiTypes()));
  registerRoute(app, r.pushParams, async ({ params, reply }) => {
    const answer = connectors.params(params.typeId, 'push');
    return (cacheableLookup(reply), answer);
  });
  registerRoute(app, r.pullParams, async ({ params, reply }) => {
    const answer = connectors.params(params.typeId, 'pull');
    return (cacheableLookup(reply), answer);
  });

  registerRoute(app, r.inboundFeeds, async ({ query, member, reply }) =>
    pagedAnswer(reply, await connectors.feeds('inbound', member, query)),
  );
  registerRoute(app, r.outboundFeeds, async ({ query, member, reply }) =>
    pagedAnswer(reply, await connectors.feeds('outbound', member, query)),
  );
  registerRoute(
    app,
    r.list,
    async ({ params, query, member, reply }) => pagedAnswer(reply, await connectors.list(params.orgId, member, query)),
    { guard: readOrganization },
  );
  registerRoute(app, r.get, async ({ params, member }) => connectors.get(params.id, member), {
    guard: connectorGuard('read'),
  });
  registerRoute(app, r.create, async ({ body, member }) => connectors.create(body, member), { guard: connectOwn });
  registerRoute(app, r.update, async ({ body, member }) => connectors.update(body.id, body, member), {
    guard: connectorGuard('connect', bodyId),
  });
  registerRoute(app, r.validate, async ({ body, member }) => connectors.validate(body, member));
  registerRoute(app, r.remove, async ({ params, member }) => connectors.remove(params.id, member), {
    guard: connectorGuard('connect'),
  });
  registerRoute(
    app,
    r.setStatus,
    async ({ params, member }) => connectors.setStatus(params.id, params.status, member),
    {
      guard: connectorGuard('connect'),
    },
  );
  registerRoute(app, r.summary, async ({ params, member }) => connectors.summary(params.id, member), {
    guard: connectorGuard('read'),
  });

  registerRoute(
    app,
    r.apiList,
    async ({ params, query, member, reply }) =>
      pagedAnswer(reply, await connectors.listClients(params.orgId, member, query)),
    { guard: readOrganization },
  );
  registerRoute(app, r.apiCreate, async ({ body, member }) => connectors.createClient(body, member), {
    guard: connectOwn,
  });
  registerRoute(app, r.apiUpdate, async ({ body, member }) => connectors.updateClient(body.id, body, member), {
    guard: clientGuard('connect', bodyId),
  });
  registerRoute(app, r.apiRemove, async ({ params, member }) => connectors.removeClient(params.id, member), {
    guard: clientGuard('connect'),
  });
  registerRoute(
    app,
    r.apiSetStatus,
    async ({ params, member }) => connectors.setClientStatus(params.id, params.status, member),
    { guard: clientGuard('connect') },
  );
  registerRoute(app, r.apiToken, async ({ params, member }) => connectors.regenerateToken(params.sdkId, member), {
    guard: clientGuard('connect', ({ params }) => rawId(params, 'sdkId')),
  });
  registerRoute(
    app,
    r.apiSummary,
    async ({ params, query, member }) => connectors.clientUsage(params.id, query.interval, member),
    { guard: clientGuard('read') },
  );
}
