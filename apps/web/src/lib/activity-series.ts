import type {
  SummaryCode,
  SummaryInterval,
  TDashboardTransaction,
} from '@feedmarket/contract/dashboard/dashboard.schemas';

import { formatDate } from './format';

/** One period of the activity series: its start, its label and every code's net change in it. */
export type ActivityPeriod = {
  date: string;
  label: string;
  counts: Partial<Record<SummaryCode, number>>;
};

/** Each code's colour in charts and legends, from the theme's palette. */
export const summaryCodeColors: Record<SummaryCode, string> = {
  TF: 'blue.6',
  MRI: 'teal.7',
  MRO: 'grape.6',
  TWA: 'orange.7',
  AAF: 'cyan.8',
  AAC: 'indigo.4',
};

/** A period's start as the chart's axis shows it: MM/DD for days and weeks, the month and year for months. */
export function formatPeriod(date: string, interval: SummaryInterval): string {
  return interval === 'MONTH' ? formatDate(date, 'month', 'utc') : formatDate(date, 'monthDay', 'utc');
}

/** A period in words, for the list view: "Fri, Nov 20", "Week of Mon, Nov 16", "Nov 2026". */
export function describePeriod(date: string, interval: SummaryInterval): string {
  if (interval === 'MONTH') return formatDate(date, 'month', 'utc');
  return interval === 'WEEK' ? `Week of ${formatDate(date, 'weekday', 'utc')}` : formatDate(date, 'weekday', 'utc');
}

/** Oldest first. ISO dates sort as text: localeCompare would load the locale's collation data for nothing. */
export function byDate(a: { date: string }, b: { date: string }): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
}

/** The transactions (one per period and code) as periods, oldest first, each with its codes' changes. */
export function toActivityPeriods(transactions: TDashboardTransaction[], interval: SummaryInterval): ActivityPeriod[] {
  const periods = new Map<string, ActivityPeriod>();
  for (const { transactionDate, tag, count } of transactions) {
    let period = periods.get(transactionDate);
    if (!period) {
      period = { date: transactionDate, label: formatPeriod(transactionDate, interval), counts: {} };
      periods.set(transactionDate, period);
    }
    period.counts[tag] = (period.counts[tag] ?? 0) + count;
  }
  return [...periods.values()].sort(byDate);
}

/** Periods in which something changed, newest first: the rows of the list view. */
export function activePeriods(periods: ActivityPeriod[]): ActivityPeriod[] {
  return periods.filter((period) => Object.values(period.counts).some((count) => count !== 0)).reverse();
}
