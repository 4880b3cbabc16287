import { Stack } from '@mantine/core';

import { BarChart, ChartLegend, type BarSeries } from '../../../components/bar-chart';
import type { UsagePoint } from '../utils/usage-series';

const seriesColors = ['blue.6', 'teal.7', 'grape.6', 'orange.7'];

type UsageChartProps = {
  points: UsagePoint[];
  series: readonly string[];
  height?: number;
};

/** Counts per period as bars side by side, one per series, with the series named under them. */
export function UsageChart({ points, series, height = 240 }: UsageChartProps) {
  const bars: BarSeries[] = series.map((name, index) => ({
    key: name,
    label: name,
    color: seriesColors[index % seriesColors.length]!,
  }));
  const rows = points.map((point) => ({
    label: point.label,
    values: Object.fromEntries(series.map((name) => [name, Number(point[name] ?? 0)])),
  }));
  return (
    <Stack gap="sm">
      <BarChart rows={rows} series={bars} height={height} maxBarWidth={20} />
      <ChartLegend series={bars} />
    </Stack>
  );
}
