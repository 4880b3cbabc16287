import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import { fromMinorUnits } from '@feedmarket/contract/common/money';
import { chargeKindNames, type TFinancePage } from '@feedmarket/contract/finance/finance.schemas';
import type { Db, Executor } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { requireOrganizationRight } from '../access/feed-access';
import { createFinanceRepository, type FinanceListQuery, type NewCharge } from './finance.repository';

/** What a charge is for, as the access module tells it. */
export type ChargeRequest = Omit<NewCharge, 'id' | 'feeMinor' | 'createdAt'> & {
  /** The price configuration waives the marketplace's fee. */
  withoutFee: boolean;
};

/** The marketplace's fee on an amount, in minor units, rounded to the nearest one. */
export const feeOf = (amountMinor: number, percent: number): number => Math.round((amountMinor * percent) / 100);

/** Money for access: charges with their double-entry ledger lines, and the Finance tab. */
export function createFinanceService(db: Db, { feePercent }: { feePercent: number }) {
  return {
    /**
     * Charges for access, inside the caller's transaction: the consumer pays the amount, the provider
     * receives it less the fee, the marketplace the fee. Answers the charge's id and its fee.
     */
    async charge(request: ChargeRequest, executor: Executor): Promise<{ id: number; feeMinor: number }> {
      const { withoutFee, ...charge } = request;
      const feeMinor = withoutFee ? 0 : feeOf(charge.amountMinor, feePercent);
      const id = await createFinanceRepository(executor).insertCharge({ ...charge, feeMinor });
      return { id, feeMinor };
    },

    /** One direction of the organisation's money, a page at a time, with its totals. */
    async list(member: SessionUser, orgId: number, query: FinanceListQuery): Promise<TFinancePage & { total: number }> {
      requireOrganizationRight(member, orgId, 'read');
      const repository = createFinanceRepository(db);
      const [{ content, total }, totals] = await Promise.all([
        repository.list(orgId, query),
        repository.totals(orgId, query.direction, query.filter),
      ]);
      return {
        total,
        data: {
          content: content.map((row) => ({
            id: row.id,
            date: formatDateTime(row.createdAt),
            feedId: row.feedId,
            feedName: row.feedName,
            organization: row.organization,
            kind: row.kind,
            kindText: chargeKindNames[row.kind],
            mode: row.mode,
            amount: fromMinorUnits(row.amountMinor),
            fee: fromMinorUnits(row.feeMinor),
            net: fromMinorUnits(row.netMinor),
            currency: row.currency,
          })),
          totals: totals.map((sum) => ({
            currency: sum.currency,
            amount: fromMinorUnits(sum.amountMinor),
            count: sum.count,
          })),
        },
      };
    },
  };
}

export type FinanceService = ReturnType<typeof createFinanceService>;
