import '@mantine/charts/styles.css';

import { BarChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';

import type { SummaryCode } from '@feedmarket/contract/dashboard/dashboard.schemas';

import { summaryCodeColors, type ActivityPeriod } from '../lib/activity-series';

type ActivityBarChartProps = {
  periods: ActivityPeriod[];
  /** The codes drawn, with their names for the legend and tooltip. */
  codes: { code: SummaryCode; name: string }[];
};

/**
 * The activity chart: each period's net change of every code, stacked in one bar per period (gains
 * above the axis, losses below). Loaded on its own (it carries the chart library), so pages without
 * a chart do not download it.
 */
export default function ActivityBarChart({ periods, codes }: ActivityBarChartProps) {
  const data = periods.map((period) => ({ label: period.label, ...period.counts }));
  return (
    <Stack gap="sm">
      <BarChart
        h={260}
        data={data}
        dataKey="label"
        type="stacked"
        series={codes.map(({ code, name }) => ({ name: code, label: name, color: summaryCodeColors[code] }))}
        barChartProps={{ stackOffset: 'sign' }}
        tickLine="y"
        maxBarWidth={28}
        yAxisProps={{ allowDecimals: false, width: 32 }}
        xAxisProps={{ minTickGap: 12 }}
      />
      {/* The legend wraps under the chart instead of taking its height on narrow screens. */}
      <Group component="ul" gap="md" justify="center" m={0} p={0} style={{ listStyle: 'none' }}>
        {codes.map(({ code, name }) => (
          <Group component="li" key={code} gap={6} wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${summaryCodeColors[code].replace('.', '-')})`} size={12} />
            <Text size="sm">{name}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
