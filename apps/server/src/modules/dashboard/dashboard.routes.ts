import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { rawId, registerRoute } from '../../lib/route';
import { organizationGuard } from '../access/feed-access';
import type { DashboardService } from './dashboard.service';

export function registerDashboardRoutes(app: FastifyInstance, dashboard: DashboardService): void {
  registerRoute(app, routes.dashboard.categories, async () => dashboard.categories());
  registerRoute(
    app,
    routes.dashboard.organizationSummary,
    ({ member, params, query }) => dashboard.organizationSummary(member, params.orgId, query.interval),
    { guard: organizationGuard('read', ({ params }) => rawId(params, 'orgId')) },
  );
}
