import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { AccountsService } from './accounts.service';

export function registerAccountsRoutes(app: FastifyInstance, accounts: AccountsService): void {
  registerRoute(app, routes.accounts.register, ({ body, request }) => accounts.register(body, request.campaignId));
  registerRoute(app, routes.accounts.userTabs, ({ member, params }) => accounts.tabCounts(member, params.userId));
}
