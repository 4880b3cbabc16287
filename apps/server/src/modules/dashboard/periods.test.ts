import { expect, it } from 'vitest';
import { addPeriods, periodStart, seriesPeriods } from './periods';

const iso = (date: Date) => date.toISOString().slice(0, 10);

it('starts days at UTC midnight, weeks on Monday and months on the first', () => {
  // A Sunday evening in UTC: its week began the Monday before.
  const sunday = new Date('2026-11-22T23:30:00Z');
  expect(iso(periodStart('DAY', sunday))).toBe('2026-11-22');
  expect(iso(periodStart('WEEK', sunday))).toBe('2026-11-16');
  expect(iso(periodStart('WEEK', new Date('2026-11-23T00:00:00Z')))).toBe('2026-11-23');
  expect(iso(periodStart('MONTH', sunday))).toBe('2026-11-01');
});

it('covers 30 days, 12 weeks or 12 months ending with the current one', () => {
  const now = new Date('2026-03-10T08:00:00Z');
  const days = seriesPeriods('DAY', now);
  expect(days).toHaveLength(30);
  expect(iso(days[0]!)).toBe('2026-02-09');
  expect(iso(days.at(-1)!)).toBe('2026-03-10');
  const weeks = seriesPeriods('WEEK', now);
  expect(weeks.map(iso).slice(-2)).toEqual(['2026-03-02', '2026-03-09']);
  expect(iso(weeks[0]!)).toBe('2025-12-22');
  const months = seriesPeriods('MONTH', now);
  expect(months).toHaveLength(12);
  expect(iso(months[0]!)).toBe('2025-04-01');
  expect(iso(addPeriods('MONTH', months.at(-1)!, 1))).toBe('2026-04-01');
});
