import { z } from 'zod';
import { zId } from '../common/common.schemas';
import { defineRoute } from '../common/route';
import { ZOrganizationSummary, ZSummaryCategory, ZSummaryQuery } from './dashboard.schemas';

const tag = 'dashboard';

export const dashboardRoutes = {
  categories: defineRoute({
    method: 'GET',
    path: '/dashboard/categories',
    operationId: 'listSummaryCategories',
    summary: "The Summary tab's category list: each summary code with its name and description",
    description:
      'The summary codes (TF, MRI, MRO, TWA, AAF, AAC) in the order the Summary tab lists them, each with the name ' +
      'and the one-line description shown beside its count.',
    tag,
    access: 'member',
    responses: { 200: z.array(ZSummaryCategory) },
  }),
  organizationSummary: defineRoute({
    method: 'GET',
    path: '/dashboard/v2/organization/:orgId/summary',
    operationId: 'getOrganizationSummary',
    summary: "An organisation's summary: its count for each code and their changes per day, week or month",
    description:
      "Counts of the organisation's feeds published, access requests, workspace items, feeds accessed and " +
      'connectors, summed from its recorded activity, and their net change in each period of the interval ' +
      "(30 days, 12 weeks or 12 months, UTC). For the organisation's own members and the supervisor; others answer " +
      '403, and an organisation that does not exist answers 404.',
    tag,
    access: 'member',
    params: z.object({ orgId: zId }),
    query: ZSummaryQuery,
    responses: { 200: ZOrganizationSummary },
    errors: [403, 404],
  }),
} as const;
