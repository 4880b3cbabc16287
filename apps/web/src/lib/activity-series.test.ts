import { describe, expect, it } from 'vitest';

import { activePeriods, describePeriod, formatPeriod, toActivityPeriods } from './activity-series';

const transactions = [
  { name: 'Feeds published', tag: 'TF' as const, count: 2, transactionDate: '2026-11-20T00:00:00Z' },
  { name: 'Workspace items awaiting', tag: 'TWA' as const, count: 0, transactionDate: '2026-11-20T00:00:00Z' },
  { name: 'Feeds published', tag: 'TF' as const, count: 0, transactionDate: '2026-11-19T00:00:00Z' },
  { name: 'Workspace items awaiting', tag: 'TWA' as const, count: -1, transactionDate: '2026-11-18T00:00:00Z' },
];

describe('activity series', () => {
  it('groups the transactions by period, oldest first, with each code counted', () => {
    const periods = toActivityPeriods(transactions, 'DAY');
    expect(periods.map((period) => period.label)).toEqual(['11/18', '11/19', '11/20']);
    expect(periods[2]!.counts).toEqual({ TF: 2, TWA: 0 });
  });

  it('lists only the periods where something changed, newest first', () => {
    const periods = activePeriods(toActivityPeriods(transactions, 'DAY'));
    expect(periods.map((period) => period.date)).toEqual(['2026-11-20T00:00:00Z', '2026-11-18T00:00:00Z']);
  });

  it('names periods in UTC, as the server cuts them', () => {
    expect(formatPeriod('2026-11-01T00:00:00Z', 'MONTH')).toBe('Nov 2026');
    expect(formatPeriod('2026-11-16T00:00:00Z', 'WEEK')).toBe('11/16');
    expect(describePeriod('2026-11-16T00:00:00Z', 'WEEK')).toBe('Week of Mon, Nov 16');
    expect(describePeriod('2026-11-20T00:00:00Z', 'DAY')).toBe('Fri, Nov 20');
  });
});
