import '@mantine/charts/styles.css';

import { BarChart } from '@mantine/charts';

import type { UsagePoint } from '../utils/usage-series';

const seriesColors = ['blue.6', 'teal.7', 'grape.6', 'orange.7'];

type UsageChartProps = {
  points: UsagePoint[];
  series: readonly string[];
  height?: number;
};

/** Counts per period as grouped bars. Loaded on its own (it carries the chart library). */
export default function UsageChart({ points, series, height = 240 }: UsageChartProps) {
  return (
    <BarChart
      h={height}
      data={points}
      dataKey="label"
      series={series.map((name, index) => ({ name, color: seriesColors[index % seriesColors.length] ?? 'blue.6' }))}
      tickLine="y"
      maxBarWidth={20}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      yAxisProps={{ allowDecimals: false, width: 40 }}
      xAxisProps={{ minTickGap: 12 }}
    />
  );
}
