import { CloseButton, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import { useMemo } from 'react';

import {
  summaryIntervals,
  summaryPeriods,
  type SummaryInterval,
} from '@feedmarket/contract/dashboard/dashboard.constants';

import { ListEmpty, ListError } from '../../../components/list-states';
import { useApiClientUsage } from '../api/get-api-client-usage';
import { seriesTotal, toUsagePoints } from '../utils/usage-series';
import { UsageChart } from './usage-chart';
import { SegmentedRadio } from '../../../components/segmented-radio';
import { formatCount } from '../../../lib/format';

const intervalLabels: Record<SummaryInterval, { label: string; unit: string }> = {
  DAY: { label: 'Day', unit: 'day' },
  WEEK: { label: 'Week', unit: 'week' },
  MONTH: { label: 'Month', unit: 'month' },
};

type ApiUsagePanelProps = {
  clientId: number;
  clientName: string;
  interval: SummaryInterval;
  onIntervalChange: (interval: SummaryInterval) => void;
  onClose: () => void;
};

/** The SDK view's usage graph (spec §2): the selected API client's calls and records per day, week or month. */
export function ApiUsagePanel({ clientId, clientName, interval, onIntervalChange, onClose }: ApiUsagePanelProps) {
  const usage = useApiClientUsage(clientId, interval);
  const { data } = usage;
  const points = useMemo(() => (data ? toUsagePoints(data.graph, data.interval) : []), [data]);
  const window = `the last ${summaryPeriods[interval]} ${intervalLabels[interval].unit}s`;

  let body;
  if (usage.isError && !data) {
    body = (
      <ListError
        title="The usage cannot be loaded right now"
        error={usage.error}
        onRetry={() => void usage.refetch()}
      />
    );
  } else if (!data) {
    body = <Skeleton h={300} aria-label="Loading the usage" />;
  } else if (data.graph.every((series) => seriesTotal(series) === 0)) {
    body = (
      <ListEmpty
        icon={<IconChartBarOff size={28} />}
        title={`No calls in ${window}`}
        description="Calls made with this client's token, and the records they carry, are counted here per period."
      />
    );
  } else {
    body = (
      <Stack gap="md" style={{ opacity: usage.isPlaceholderData ? 0.6 : 1 }}>
        <SimpleGrid cols={{ base: 2, sm: Math.max(3, data.graph.length) }} spacing="sm">
          {data.graph.map((series) => (
            <Figure key={series.title} label={`${series.title} in ${window}`} value={seriesTotal(series)} />
          ))}
        </SimpleGrid>
        <figure style={{ margin: 0 }} aria-label={`Usage of ${clientName} by ${intervalLabels[data.interval].unit}`}>
          <UsageChart points={points} series={data.graph.map((series) => series.title)} />
        </figure>
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      aria-busy={usage.isFetching}
      aria-label={`Usage of ${clientName}`}
      component="section"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              Usage of {clientName}
            </Title>
            <Text size="sm" c="dimmed">
              Calls and records per {intervalLabels[interval].unit} over {window} (UTC)
            </Text>
          </Stack>
          <CloseButton aria-label="Close the usage graph" onClick={onClose} />
        </Group>
        <SegmentedRadio
          aria-label="Group the usage by"
          value={interval}
          onChange={onIntervalChange}
          data={summaryIntervals.map((value) => ({ value, label: intervalLabels[value].label }))}
          style={{ alignSelf: 'flex-start' }}
        />
        {body}
      </Stack>
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {formatCount(value)}
      </Text>
    </Paper>
  );
}
