import { z } from 'zod';
import { zDateTime } from '../common/common.schemas';

import { summaryCodes, summaryIntervals, defaultSummaryInterval } from './dashboard.constants';

export * from './dashboard.constants';

export const ZSummaryCode = z.enum(summaryCodes);

/** One summary code as the category list names it. */
export const ZSummaryCategory = z.object({
  code: ZSummaryCode,
  name: z.string(),
  description: z.string(),
});
export type TSummaryCategory = z.infer<typeof ZSummaryCategory>;

export const ZSummaryQuery = z.object({
  interval: z.enum(summaryIntervals).default(defaultSummaryInterval).describe('How the series is grouped'),
});
export type TSummaryQuery = z.input<typeof ZSummaryQuery>;

/**
 * How much one count changed in one period (spec: Dashboard transaction): `tag` is the summary code,
 * `name` its name, `count` the net change (additions minus removals), `transactionDate` the period's start.
 */
export const ZDashboardTransaction = z.object({
  name: z.string(),
  tag: ZSummaryCode,
  count: z.number().int(),
  transactionDate: zDateTime.describe('Start of the period (UTC): a day, a Monday or the first of a month'),
});
export type TDashboardTransaction = z.infer<typeof ZDashboardTransaction>;

/** A count of one summary code. */
export const ZSummaryCount = z.object({ code: ZSummaryCode, name: z.string(), count: z.number().int() });
export type TSummaryCount = z.infer<typeof ZSummaryCount>;

/** The series of an interval: every period from `from` to `to` for every code, zero where nothing happened. */
const activitySeries = {
  interval: z.enum(summaryIntervals),
  from: zDateTime.describe('Start of the first period'),
  to: zDateTime.describe('Start of the last (current) period'),
  transactions: z.array(ZDashboardTransaction),
};

/** An organisation's summary: today's counts and how they changed period by period. */
export const ZOrganizationSummary = z.object({
  orgId: z.number().int(),
  counts: z.array(ZSummaryCount).describe('Every summary code, in the order of the category list'),
  ...activitySeries,
});
export type TOrganizationSummary = z.infer<typeof ZOrganizationSummary>;

/** The marketplace's activity, for the supervisor's transactions chart. */
export const ZActivityAnswer = z.object(activitySeries);
export type TActivityAnswer = z.infer<typeof ZActivityAnswer>;
