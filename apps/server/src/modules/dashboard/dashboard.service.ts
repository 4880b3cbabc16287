import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import {
  summaryCategories,
  summaryCodes,
  type SummaryCode,
  type SummaryInterval,
  type TActivityAnswer,
  type TDashboardTransaction,
  type TOrganizationSummary,
  type TSummaryCategory,
  type TSummaryCount,
} from '@feedmarket/contract/dashboard/dashboard.schemas';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import { createDashboardRepository, type CodeSum } from './dashboard.repository';
import { requireOrganizationRight } from '../access/feed-access';
import { seriesPeriods, truncUnits } from './periods';

/**
 * One change of a dashboard count, recorded by the module where it happens: a feed published (TF +1)
 * or withdrawn (TF −1), a workspace item added (TWA +1) or removed or locked (TWA −1), an access
 * request received (MRI +1) or made (MRO +1), a feed accessed (AAF ±1), a connector or API client
 * activated or stopped (AAC ±1).
 */
export type ActivityEvent = {
  orgId: number;
  code: SummaryCode;
  delta: 1 | -1;
  /** The feed, workspace item, request or connector that changed. */
  subjectId?: number | null;
  userId?: number | null;
  /** When it happened; now unless told (demo data spreads its events over past weeks). */
  occurredAt?: Date;
};

/** Every code's count, in the order of the category list, zero for codes without events. */
function presentCounts(sums: CodeSum[]): TSummaryCount[] {
  const byCode = new Map(sums.map((sum) => [sum.code, sum.count]));
  return summaryCodes.map((code) => ({ code, name: summaryCategories[code].name, count: byCode.get(code) ?? 0 }));
}

export function createDashboardService(db: Db) {
  const repository = createDashboardRepository(db);

  /** Every code's net change in every period of the interval, zero where nothing happened. */
  async function activity(orgId: number | null, interval: SummaryInterval, now = new Date()): Promise<TActivityAnswer> {
    const periods = seriesPeriods(interval, now);
    const sums = await repository.sumByPeriod(orgId, truncUnits[interval], periods[0]!);
    const byKey = new Map(sums.map((sum) => [`${sum.period.getTime()}:${sum.code}`, sum.count]));
    const transactions: TDashboardTransaction[] = periods.flatMap((period) =>
      summaryCodes.map((code) => ({
        name: summaryCategories[code].name,
        tag: code,
        count: byKey.get(`${period.getTime()}:${code}`) ?? 0,
        transactionDate: formatDateTime(period),
      })),
    );
    return {
      interval,
      from: formatDateTime(periods[0]!),
      to: formatDateTime(periods.at(-1)!),
      transactions,
    };
  }

  return {
    /**
     * Records changes of dashboard counts. Call it inside the transaction that makes the change, so a
     * count never drifts from what it counts.
     */
    async record(events: ActivityEvent | ActivityEvent[], executor: Executor = db): Promise<void> {
      await createDashboardRepository(executor).insertEvents([events].flat());
    },

    categories: (): TSummaryCategory[] => summaryCodes.map((code) => ({ code, ...summaryCategories[code] })),

    /** An organisation's counts and their series, for its members and the supervisor. */
    async organizationSummary(
      member: SessionUser,
      orgId: number,
      interval: SummaryInterval,
    ): Promise<TOrganizationSummary> {
      requireOrganizationRight(member, orgId, 'read');
      if (!(await repository.organizationExists(orgId))) throw notFound(`No organisation ${orgId}`);
      const [sums, series] = await Promise.all([repository.sumByCode(orgId), activity(orgId, interval)]);
      return { orgId, counts: presentCounts(sums), ...series };
    },

    /** The marketplace's activity: every organisation's events together. */
    marketplaceActivity: (interval: SummaryInterval) => activity(null, interval),

    /** Every code counted across the marketplace. */
    marketplaceCounts: async (): Promise<TSummaryCount[]> => presentCounts(await repository.sumByCode(null)),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
