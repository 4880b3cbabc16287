import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { ProvidersService } from './providers.service';

export function registerProvidersRoutes(app: FastifyInstance, providers: ProvidersService): void {
  registerRoute(app, routes.providers.site, async ({ params }) => providers.site(params.orgId));
}
