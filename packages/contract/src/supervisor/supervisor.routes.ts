import { defineRoute } from '../common/route';
import { errorResponses } from '../common/common.schemas';
import { ZPageQuery, zPage } from '../common/paging';
import { ZOutboxMail } from './supervisor.schemas';

const tags = ['supervisor'];

export const supervisorRoutes = {
  outbox: defineRoute({
    method: 'GET',
    path: '/supervisor/outbox',
    summary: 'Mail kept in the outbox when no SMTP server is configured, newest first (filter matches the recipient)',
    tags,
    access: 'supervisor',
    query: ZPageQuery,
    responses: { 200: zPage(ZOutboxMail), ...errorResponses },
  }),
} as const;
