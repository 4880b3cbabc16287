import { Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';

import {
  summaryIntervals,
  summaryPeriods,
  type SummaryCode,
  type SummaryInterval,
} from '@feedmarket/contract/dashboard/dashboard.constants';
import type { TActivityAnswer } from '@feedmarket/contract/dashboard/dashboard.schemas';

import { useLocalPages } from '../hooks/use-local-pages';
import {
  activePeriods,
  describePeriod,
  summaryCodeColors,
  toActivityPeriods,
  type ActivityPeriod,
} from '../lib/activity-series';
import { BarChart, ChartLegend } from './bar-chart';
import { ListFooter } from './list-footer';
import { ListEmpty, ListError } from './list-states';
import { SegmentedRadio } from './segmented-radio';

/** Spec §9: the summary's list view shows 5 periods a page. */
export const activityListPageSize = 5;

const intervalLabels: Record<SummaryInterval, { label: string; unit: string; window: string }> = {
  DAY: { label: 'Day', unit: 'day', window: `the last ${summaryPeriods.DAY} days` },
  WEEK: { label: 'Week', unit: 'week', window: `the last ${summaryPeriods.WEEK} weeks` },
  MONTH: { label: 'Month', unit: 'month', window: `the last ${summaryPeriods.MONTH} months` },
};

type ActivityPanelProps = {
  title: string;
  /** What the chart shows, before "by day over the last 30 days". */
  subject: string;
  interval: SummaryInterval;
  onIntervalChange: (interval: SummaryInterval) => void;
  query: UseQueryResult<TActivityAnswer>;
  /** The codes shown, in order, with their names. */
  codes: { code: SummaryCode; name: string }[];
};

/**
 * Activity over time: an interval choice (day, week, month), a bar chart of each code's net change per
 * period, and the same figures as a list, 5 periods a page, for those who do not read charts.
 */
export function ActivityPanel({ title, subject, interval, onIntervalChange, query, codes }: ActivityPanelProps) {
  const labels = intervalLabels[interval];
  // As a deferred value the chart and list build in slices, so the page answers input while they do.
  const data = useDeferredValue(query.data);
  // Computed once per answer: the list keeps its page while the answer stays the same.
  const periods = useMemo(() => data && toActivityPeriods(data.transactions, data.interval), [data]);
  const changed = useMemo(() => periods && activePeriods(periods), [periods]);
  const series = useMemo(
    () => codes.map(({ code, name }) => ({ key: code, label: name, color: summaryCodeColors[code] })),
    [codes],
  );

  let body;
  if (query.isError && !query.data) {
    body = (
      <ListError
        title="The activity cannot be loaded right now"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!periods || !changed || !data) {
    body = <Skeleton h={280} />;
  } else if (changed.length === 0) {
    body = (
      <ListEmpty
        icon={<IconChartBarOff size={28} />}
        title={`No activity in ${labels.window}`}
        description="Feeds published, access requests, workspace items and connectors will show here as they change."
      />
    );
  } else {
    body = (
      <Stack gap="lg">
        <figure style={{ margin: 0 }} aria-label={`${title} chart`}>
          <Stack gap="sm">
            <BarChart
              rows={periods.map((period) => ({ label: period.label, values: period.counts }))}
              series={series}
              stacked
              height={260}
            />
            <ChartLegend series={series} />
          </Stack>
        </figure>
        <ActivityList periods={changed} interval={data.interval} codes={codes} title={title} />
      </Stack>
    );
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} aria-busy={!data}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={3} fz="lg">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {`${subject}, net change per ${labels.unit} over ${labels.window} (UTC)`}
            </Text>
          </Stack>
          <SegmentedRadio
            aria-label="Group the activity by"
            value={interval}
            onChange={onIntervalChange}
            data={summaryIntervals.map((value) => ({ value, label: intervalLabels[value].label }))}
          />
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}

type ActivityListProps = {
  title: string;
  periods: ActivityPeriod[];
  interval: SummaryInterval;
  codes: { code: SummaryCode; name: string }[];
};

/** The periods in which something changed, newest first, 5 a page: the chart's figures as a table. */
function ActivityList({ title, periods, interval, codes }: ActivityListProps) {
  const { page, setPage, pageRows: rows } = useLocalPages(periods, activityListPageSize);
  const signed = (count: number) => (count > 0 ? `+${count}` : String(count));
  return (
    <Stack gap="sm">
      <Table.ScrollContainer
        minWidth={120 + codes.length * 110}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={`${title} by ${intervalLabels[interval].unit}`}
      >
        <Table verticalSpacing="xs" withTableBorder aria-label={`${title} by ${intervalLabels[interval].unit}`}>
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              <Table.Th scope="col">{intervalLabels[interval].label}</Table.Th>
              {codes.map(({ code, name }) => (
                <Table.Th key={code} scope="col" ta="right">
                  {name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((period) => (
              <Table.Tr key={period.date}>
                <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {describePeriod(period.date, interval)}
                </Table.Th>
                {codes.map(({ code }) => {
                  const count = period.counts[code] ?? 0;
                  return (
                    <Table.Td key={code} ta="right" c={count === 0 ? 'dimmed' : undefined}>
                      {signed(count)}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter
        label={`${title} by ${intervalLabels[interval].unit}`}
        page={page}
        pageSize={activityListPageSize}
        shown={rows.length}
        total={periods.length}
        noun={[intervalLabels[interval].unit, `${intervalLabels[interval].unit}s`]}
        onPage={setPage}
      />
    </Stack>
  );
}
