import { defineRoute } from '../common/route';
import { errorResponses, ZOption } from '../common/common.schemas';
import { z } from 'zod';
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
  memberList: defineRoute({
    method: 'GET',
    path: '/supervisor/member/list',
    summary: 'Every member organisation as a name and id, by name (for pickers)',
    tags,
    access: 'supervisor',
    responses: { 200: z.array(ZOption), ...errorResponses },
  }),
} as const;
