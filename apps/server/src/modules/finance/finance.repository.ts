import type { TPageQuery } from '@feedmarket/contract/common/paging';
import type { FinanceDirection, financeSorts } from '@feedmarket/contract/finance/finance.schemas';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { charges, ledgerEntries } from '../../db/schema/access';
import { organizations } from '../../db/schema/accounts';

export type NewCharge = typeof charges.$inferInsert;
export type FinanceListQuery = TPageQuery & { direction: FinanceDirection; orderBy: (typeof financeSorts)[number] };

export type FinanceRecord = {
  id: number;
  createdAt: Date;
  feedId: number | null;
  feedName: string;
  organization: string;
  kind: 'access' | 'downloads' | 'renewal';
  mode: number;
  amountMinor: number;
  feeMinor: number;
  netMinor: number;
  currency: string;
};

const consumers = alias(organizations, 'consumer');
const providers = alias(organizations, 'provider');

export function createFinanceRepository(db: Executor) {
  /** The side of the ledger one organisation reads, and the name of the other side it sees. */
  function side(orgId: number, direction: FinanceDirection) {
    return direction === 'inbound'
      ? {
          where: eq(charges.providerOrgId, orgId),
          account: 'provider' as const,
          // The provider reads a consumer under an anonymizing policy by the policy's alias.
          organization: sql<string>`coalesce(${charges.consumerAlias}, ${consumers.name})`,
        }
      : {
          where: eq(charges.consumerOrgId, orgId),
          account: 'consumer' as const,
          organization: sql<string>`${providers.name}`,
        };
  }

  return {
    /** Writes a charge and its ledger lines: they sum to zero. */
    async insertCharge(charge: NewCharge): Promise<number> {
      const fee = charge.feeMinor;
      const [row] = await db.insert(charges).values(charge).returning({ id: charges.id });
      const currency = charge.currency;
      await db.insert(ledgerEntries).values([
        {
          chargeId: row!.id,
          account: 'consumer',
          orgId: charge.consumerOrgId,
          amountMinor: -charge.amountMinor,
          currency,
        },
        {
          chargeId: row!.id,
          account: 'provider',
          orgId: charge.providerOrgId,
          amountMinor: charge.amountMinor - fee,
          currency,
        },
        { chargeId: row!.id, account: 'marketplace', orgId: null, amountMinor: fee, currency },
      ]);
      return row!.id;
    },

    async list(orgId: number, query: FinanceListQuery): Promise<{ content: FinanceRecord[]; total: number }> {
      const { where: sideWhere, account, organization } = side(orgId, query.direction);
      const conditions: SQL[] = [sideWhere];
      if (query.filter) conditions.push(ilike(charges.feedName, containsPattern(query.filter)));
      const where = and(...conditions);
      const net = sql<number>`abs(${ledgerEntries.amountMinor})`;
      const column = {
        date: charges.createdAt,
        feedName: sql`lower(${charges.feedName})`,
        organization: sql`lower(${organization})`,
        amount: charges.amountMinor,
      }[query.orderBy];
      const base = () =>
        db
          .select({
            id: charges.id,
            createdAt: charges.createdAt,
            feedId: charges.feedId,
            feedName: charges.feedName,
            organization,
            kind: charges.kind,
            mode: charges.mode,
            amountMinor: charges.amountMinor,
            feeMinor: charges.feeMinor,
            netMinor: net,
            currency: charges.currency,
          })
          .from(charges)
          .innerJoin(ledgerEntries, and(eq(ledgerEntries.chargeId, charges.id), eq(ledgerEntries.account, account)))
          .innerJoin(consumers, eq(consumers.id, charges.consumerOrgId))
          .innerJoin(providers, eq(providers.id, charges.providerOrgId));
      const [content, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(query.order === 'asc' ? asc(column) : desc(column), desc(charges.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(charges).where(where),
      ]);
      return { content, total: total?.n ?? 0 };
    },

    /** The direction's totals per currency, over every charge (the filter too). */
    async totals(
      orgId: number,
      direction: FinanceDirection,
      filter: string | undefined,
    ): Promise<{ currency: string; amountMinor: number; count: number }[]> {
      const { where: sideWhere, account } = side(orgId, direction);
      const conditions: SQL[] = [sideWhere];
      if (filter) conditions.push(ilike(charges.feedName, containsPattern(filter)));
      return db
        .select({
          currency: ledgerEntries.currency,
          amountMinor: sql<number>`sum(abs(${ledgerEntries.amountMinor}))`.mapWith(Number),
          count: count(),
        })
        .from(charges)
        .innerJoin(ledgerEntries, and(eq(ledgerEntries.chargeId, charges.id), eq(ledgerEntries.account, account)))
        .where(and(...conditions))
        .groupBy(ledgerEntries.currency)
        .orderBy(asc(ledgerEntries.currency));
    },
  };
}
