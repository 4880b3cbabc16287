import { z } from 'zod';
import { zId } from '../common/common.schemas';
import { defineRoute } from '../common/route';
import { ZFinancePage, ZFinanceQuery } from './finance.schemas';

const tag = 'finance';

export const financeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/dashboard/organization/:orgId/finance',
    operationId: 'listOrganizationFinance',
    summary: "The Finance tab: an organisation's money paid or received for access, a page at a time",
    description:
      'Charges the organisation paid (`direction=outbound`) or received (`inbound`), sortable by date, feed, ' +
      'organisation or amount, with the direction’s totals per currency. The provider reads a consumer under an ' +
      'anonymizing policy by its alias. For the organisation’s members and the supervisor.',
    tag,
    access: 'member',
    params: z.object({ orgId: zId }),
    query: ZFinanceQuery,
    responses: { 200: ZFinancePage },
    errors: [403, 404],
  }),
} as const;
