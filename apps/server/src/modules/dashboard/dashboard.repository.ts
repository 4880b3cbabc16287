import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { organizations } from '../../db/schema/accounts';
import { activityEvents } from '../../db/schema/dashboard';

export type NewActivityEvent = typeof activityEvents.$inferInsert;
export type CodeSum = { code: string; count: number };
export type PeriodSum = CodeSum & { period: Date };

/** One organisation's events, or (null) the whole marketplace's. */
const ofOrganization = (orgId: number | null) => (orgId === null ? sql`true` : sql`${activityEvents.orgId} = ${orgId}`);

export function createDashboardRepository(db: Executor) {
  return {
    async insertEvents(events: NewActivityEvent[]): Promise<void> {
      if (events.length) await db.insert(activityEvents).values(events);
    },

    /** Each code's sum of changes: the counts of today. */
    async sumByCode(orgId: number | null): Promise<CodeSum[]> {
      const rows = await queryRows<{ code: string; n: number }>(
        db,
        sql`select ${activityEvents.code} as code, sum(${activityEvents.delta})::int as n
            from ${activityEvents} where ${ofOrganization(orgId)}
            group by ${activityEvents.code}`,
      );
      return rows.map((row) => ({ code: row.code, count: Number(row.n) }));
    },

    /** Each code's sum of changes per period (`date_trunc` unit, UTC) since `from`; periods without events are absent. */
    async sumByPeriod(orgId: number | null, unit: 'day' | 'week' | 'month', from: Date): Promise<PeriodSum[]> {
      const period = sql`date_trunc(${unit}, ${activityEvents.occurredAt}, 'UTC')`;
      const rows = await queryRows<{ period: string | Date; code: string; n: number }>(
        db,
        sql`select ${period} as period, ${activityEvents.code} as code, sum(${activityEvents.delta})::int as n
            from ${activityEvents}
            where ${ofOrganization(orgId)} and ${activityEvents.occurredAt} >= ${from.toISOString()}::timestamptz
            group by 1, 2`,
      );
      return rows.map((row) => ({ period: new Date(row.period), code: row.code, count: Number(row.n) }));
    },

    async organizationExists(orgId: number): Promise<boolean> {
      const rows = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId));
      return rows.length > 0;
    },
  };
}
