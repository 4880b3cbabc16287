import { describe, expect, it } from 'vitest';

import { seriesTotal, toUsagePoints } from './usage-series';

const graph = [
  {
    title: 'Calls',
    transactions: [
      { transactionDate: '2026-11-27T00:00:00Z', count: 2 },
      { transactionDate: '2026-11-26T00:00:00Z', count: 0 },
    ],
  },
  { title: 'Records', transactions: [{ transactionDate: '2026-11-27T00:00:00Z', count: 40 }] },
];

describe('the usage graph series', () => {
  it('labels days and weeks MM/DD in UTC and months by name, oldest first', () => {
    const points = toUsagePoints(graph, 'DAY');
    expect(points.map((point) => point.label)).toEqual(['11/26', '11/27']);
    expect(toUsagePoints(graph, 'WEEK')[0]?.label).toBe('11/26');
    expect(toUsagePoints(graph, 'MONTH')[0]?.label).toBe('Nov 2026');
  });

  it('gives every period every series, zero where the series has none', () => {
    expect(toUsagePoints(graph, 'DAY')).toEqual([
      { date: '2026-11-26T00:00:00Z', label: '11/26', Calls: 0, Records: 0 },
      { date: '2026-11-27T00:00:00Z', label: '11/27', Calls: 2, Records: 40 },
    ]);
    expect(seriesTotal(graph[1]!)).toBe(40);
  });
});
