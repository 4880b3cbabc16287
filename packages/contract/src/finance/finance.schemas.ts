import { z } from 'zod';
import { zDateTime } from '../common/common.schemas';
import { ZPageQuery } from '../common/paging';

/** What a charge paid for: access at grant, another block of downloads, or a renewed period. */
export const chargeKinds = ['access', 'downloads', 'renewal'] as const;
export const chargeKindNames: Record<(typeof chargeKinds)[number], string> = {
  access: 'Access',
  downloads: 'Downloads',
  renewal: 'Renewal',
};

export const financeDirections = ['inbound', 'outbound'] as const;
export type FinanceDirection = (typeof financeDirections)[number];

export const financeSorts = ['date', 'feedName', 'organization', 'amount'] as const;

/** The Finance tab's query: one direction at a time, sortable by any column. */
export const ZFinanceQuery = ZPageQuery.extend({
  direction: z.enum(financeDirections).default('outbound').describe('inbound: money received; outbound: money paid'),
  orderBy: z.enum(financeSorts).default('date'),
});
export type TFinanceQuery = z.input<typeof ZFinanceQuery>;

/** One charge as one side of it sees it. Amounts are decimals of `currency`. */
export const ZFinanceRow = z.object({
  id: z.number().int(),
  date: zDateTime,
  feedId: z.number().int().nullable().describe('Null once the feed was deleted'),
  feedName: z.string(),
  organization: z
    .string()
    .describe('The other side: the provider for money paid, the consumer (or its alias) for money received'),
  kind: z.enum(chargeKinds),
  kindText: z.string(),
  mode: z.number().int().describe('The price mode: 1 per feed, 2 volume, 3 duration'),
  amount: z.number().describe('What the consumer paid'),
  fee: z.number().describe('The marketplace’s fee out of it'),
  net: z.number().describe('What this side paid (outbound) or received (inbound)'),
  currency: z.string(),
});
export type TFinanceRow = z.infer<typeof ZFinanceRow>;

export const ZFinanceTotal = z.object({ currency: z.string(), amount: z.number(), count: z.number().int() });
export type TFinanceTotal = z.infer<typeof ZFinanceTotal>;

/** A page of one direction, with the direction's totals per currency over every page. */
export const ZFinancePage = z.object({
  data: z.object({ content: z.array(ZFinanceRow), totals: z.array(ZFinanceTotal) }),
});
export type TFinancePage = z.infer<typeof ZFinancePage>;
