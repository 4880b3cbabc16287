import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { CatalogService } from './catalog.service';

export function registerCatalogRoutes(app: FastifyInstance, catalog: CatalogService): void {
  registerRoute(app, routes.catalog.search, ({ body, member }) => catalog.search(body, member));
  registerRoute(app, routes.catalog.simpleSearch, ({ query, member }) =>
    catalog.search({ ...query, filters: {} }, member),
  );
  registerRoute(app, routes.catalog.clusters, ({ body, member }) =>
    catalog.clusters({ ...body, pageNum: 1, pageSize: 1, sort: 'DATEADDED' }, member),
  );
  registerRoute(app, routes.catalog.sameLocation, ({ body, member }) =>
    catalog.sameLocation({ ...body, sort: 'ALPHA' }, body.point, member),
  );
  registerRoute(app, routes.catalog.suggest, ({ body, member }) =>
    catalog.suggest({ ...body, pageNum: 1, pageSize: body.limit, sort: 'INITIAL' }, body.limit, member),
  );
  registerRoute(app, routes.catalog.filterOptions, ({ body, member }) =>
    catalog.filterOptions({ ...body, pageNum: 1, pageSize: 1, sort: 'DATEADDED' }, body.filter, body.prefix, member),
  );
  registerRoute(app, routes.catalog.publicFeed, ({ params, member }) => catalog.publicFeed(params.uid, member));
  registerRoute(app, routes.catalog.summary, () => catalog.summary());
  registerRoute(app, routes.catalog.feed, ({ params, member }) => catalog.feed(params.id, member));
  registerRoute(app, routes.catalog.group, ({ params, member }) => catalog.groupMembers(params.id, member));
  registerRoute(app, routes.catalog.changelog, ({ params, member }) => catalog.changelog(params.id, member));
  registerRoute(app, routes.catalog.groupChangelog, ({ params, member }) => catalog.groupChangelog(params.id, member));
}
