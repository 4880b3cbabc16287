import { defineRoute } from '../common/route';
import { ZOption } from '../common/common.schemas';
import { z } from 'zod';
import { ZPageQuery, zPage } from '../common/paging';
import { ZOutboxMail } from './supervisor.schemas';

const tag = 'supervisor';

export const supervisorRoutes = {
  outbox: defineRoute({
    method: 'GET',
    path: '/supervisor/outbox',
    operationId: 'listOutboxMail',
    summary: 'Mail kept in the outbox when no SMTP server is configured, newest first (filter matches the recipient)',
    description:
      'Without an SMTP server, mail such as password reset links is kept in the outbox; the supervisor reads it ' +
      'here, a page at a time, with the total in `x-total-count`.',
    tag,
    access: 'supervisor',
    query: ZPageQuery,
    responses: { 200: zPage(ZOutboxMail) },
  }),
  memberList: defineRoute({
    method: 'GET',
    path: '/supervisor/member/list',
    operationId: 'listMembers',
    summary: 'Every member organisation as a name and id, by name (for pickers)',
    description: "Every member organisation, sorted by name, for the supervisor's member pickers.",
    tag,
    access: 'supervisor',
    responses: { 200: z.array(ZOption) },
  }),
} as const;
