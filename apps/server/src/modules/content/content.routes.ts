import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { ContentService } from './content.service';

export function registerContentRoutes(app: FastifyInstance, content: ContentService): void {
  registerRoute(app, routes.content.groupIndex, ({ params }) => content.findPage(params.group));
  registerRoute(app, routes.content.page, ({ params }) => content.findPage(params.group, params.page));
}
