import { summaryPeriods, type SummaryInterval } from '@feedmarket/contract/dashboard/dashboard.schemas';

/** PostgreSQL's `date_trunc` unit of each interval. */
export const truncUnits: Record<SummaryInterval, 'day' | 'week' | 'month'> = {
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
};

/** The start (UTC) of the period of `interval` that holds `at`: its day, its ISO week's Monday or its month's first day. */
export function periodStart(interval: SummaryInterval, at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (interval === 'DAY') return day;
  if (interval === 'WEEK') return addPeriods('DAY', day, -((day.getUTCDay() + 6) % 7));
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** `start` moved by `count` periods of `interval` (backwards when negative). */
export function addPeriods(interval: SummaryInterval, start: Date, count: number): Date {
  if (interval === 'MONTH') return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + count, 1));
  const days = interval === 'WEEK' ? 7 * count : count;
  return new Date(start.getTime() + days * 24 * 60 * 60 * 1000);
}

/** The starts of the periods a series covers, oldest first, ending with the one that holds `now`. */
export function seriesPeriods(interval: SummaryInterval, now: Date): Date[] {
  const last = periodStart(interval, now);
  const count = summaryPeriods[interval];
  return Array.from({ length: count }, (_, index) => addPeriods(interval, last, index - count + 1));
}
