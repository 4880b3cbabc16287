import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { rawId, registerRoute } from '../../lib/route';
import { organizationGuard } from '../access/feed-access';
import type { FinanceService } from './finance.service';

export function registerFinanceRoutes(app: FastifyInstance, finance: FinanceService): void {
  registerRoute(
    app,
    routes.finance.list,
    async ({ member, params, query, reply }) => {
      const { total, data } = await finance.list(member, params.orgId, query);
      reply.header('x-total-count', total);
      return { data };
    },
    { guard: organizationGuard('read', ({ params }) => rawId(params, 'orgId')) },
  );
}
