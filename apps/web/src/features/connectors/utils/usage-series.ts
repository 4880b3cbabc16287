import type { TGraphSeries } from '@feedmarket/contract/connectors/connectors.schemas';
import type { SummaryInterval } from '@feedmarket/contract/dashboard/dashboard.schemas';

import { byDate, formatPeriod } from '../../../lib/activity-series';

/** One period of a usage graph: its start, its axis label (MM/DD for days, spec §2) and each series' count. */
export type UsagePoint = { date: string; label: string } & Record<string, number | string>;

/** The graph's series as chart rows, oldest first, one per period, with every series' count (0 where none). */
export function toUsagePoints(graph: readonly TGraphSeries[], interval: SummaryInterval): UsagePoint[] {
  const points = new Map<string, UsagePoint>();
  for (const series of graph) {
    for (const { transactionDate, count } of series.transactions) {
      let point = points.get(transactionDate);
      if (!point) {
        point = { date: transactionDate, label: formatPeriod(transactionDate, interval) };
        for (const other of graph) point[other.title] = 0;
        points.set(transactionDate, point);
      }
      point[series.title] = Number(point[series.title] ?? 0) + count;
    }
  }
  return [...points.values()].sort(byDate);
}

/** A series' sum over the whole graph. */
export function seriesTotal(series: TGraphSeries): number {
  return series.transactions.reduce((sum, { count }) => sum + count, 0);
}
