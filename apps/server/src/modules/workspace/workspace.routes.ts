import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { WorkspaceService } from './workspace.service';

export function registerWorkspaceRoutes(app: FastifyInstance, workspace: WorkspaceService): void {
  registerRoute(app, routes.workspace.addFeed, ({ member, params }) => workspace.addFeed(member, params.metadataId));
  registerRoute(app, routes.workspace.addFeeds, ({ member, body }) => workspace.addFeeds(member, body));
}
