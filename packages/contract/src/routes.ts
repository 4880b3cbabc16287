import { accountsRoutes } from './accounts/accounts.routes';
import { authRoutes } from './auth/auth.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { metadataRoutes } from './catalog/metadata.routes';
import type { RouteDef } from './common/route';
import { connectorsRoutes, ingestRoutes, liveRoutes } from './connectors/connectors.routes';
import { contentRoutes } from './content/content.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { datasetsRoutes } from './datasets/datasets.routes';
import { domainRoutes } from './domain/domain.routes';
import { financeRoutes } from './finance/finance.routes';
import { legalRoutes } from './legal/legal.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { pricingRoutes } from './pricing/pricing.routes';
import { policiesRoutes } from './policies/policies.routes';
import { providersRoutes } from './providers/providers.routes';
import { requestsRoutes } from './requests/requests.routes';
import { supervisorRoutes } from './supervisor/supervisor.routes';
import { workspaceRoutes } from './workspace/workspace.routes';

/** The route table: every call of the API, grouped by domain. */
export const routes = {
  auth: authRoutes,
  accounts: accountsRoutes,
  domain: domainRoutes,
  content: contentRoutes,
  supervisor: supervisorRoutes,
  catalog: catalogRoutes,
  metadata: metadataRoutes,
  workspace: workspaceRoutes,
  datasets: datasetsRoutes,
  legal: legalRoutes,
  requests: requestsRoutes,
  providers: providersRoutes,
  dashboard: dashboardRoutes,
  notifications: notificationsRoutes,
  pricing: pricingRoutes,
  policies: policiesRoutes,
  finance: financeRoutes,
  connectors: connectorsRoutes,
  ingest: ingestRoutes,
  live: liveRoutes,
} as const satisfies Record<string, Record<string, RouteDef>>;
