import { Badge, Code, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';

import { API_BASE } from '@feedmarket/contract/common/route';
import { connectorTypeDefs } from '@feedmarket/contract/connectors/connectors.constants';
import type { TConnector } from '@feedmarket/contract/connectors/connectors.schemas';

import { ListError, ListLoading } from '../../../components/list-states';
import { useScreenWidth } from '../../../hooks/use-screen-width';
import { DateText } from '../../../components/date-text';
import { formatCount } from '../../../lib/format';
import { useConnectorSummary } from '../api/get-connector-summary';
import { ConnectorDeliveryStatus } from './connector-delivery-status';
import { isActiveStatus } from '../utils/connector-status';
import { seriesTotal, toUsagePoints } from '../utils/usage-series';
import { UsageChart } from './usage-chart';

type ConnectorMetricsDialogProps = { connectorId: number; onClose: () => void };

/** The connector metrics preview (spec §2): its figures, records today, and the last 30 days' records and calls. */
export function ConnectorMetricsDialog({ connectorId, onClose }: ConnectorMetricsDialogProps) {
  const isMobile = useScreenWidth('phone');
  const summary = useConnectorSummary(connectorId);
  const { data } = summary;
  const points = useMemo(() => (data ? toUsagePoints(data.graph, 'DAY') : []), [data]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={data ? `Metrics of ${data.connectorConfig.name}` : 'Connector metrics'}
      size="xl"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {summary.isError && !data ? (
        <ListError
          title="The metrics cannot be loaded right now"
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      ) : !data ? (
        <ListLoading gap="md" label="Loading the metrics">
          <Skeleton h={80} />
          <Skeleton h={240} />
        </ListLoading>
      ) : (
        <Stack gap="lg">
          <ConnectorFacts connector={data.connectorConfig} />
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Paper withBorder p="sm" bg="var(--mantine-color-blue-0)">
              <Text size="xs" c="dimmed">
                {data.headerMetric.name}
              </Text>
              <Text fw={700} fz={28} lh={1.2}>
                {formatCount(data.headerMetric.value)}
              </Text>
            </Paper>
            {data.metrics.map((metric) => (
              <Paper key={metric.name} withBorder p="sm">
                <Text size="xs" c="dimmed">
                  {metric.name}
                </Text>
                <Text fw={700} fz="xl">
                  {formatCount(metric.value)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          {data.delivery ? (
            <ConnectorDeliveryStatus delivery={data.delivery} />
          ) : (
            <Text size="sm" c="dimmed">
              {data.lastRecordAt ? (
                <>
                  Last record at <DateText value={data.lastRecordAt} />
                </>
              ) : (
                'No record has come through yet.'
              )}
            </Text>
          )}
          <Stack gap="xs">
            <Title order={3} fz="md">
              Last 30 days (UTC)
            </Title>
            {data.graph.every((series) => seriesTotal(series) === 0) ? (
              <Text size="sm" c="dimmed">
                Nothing in the last 30 days.
              </Text>
            ) : (
              <figure style={{ margin: 0 }} aria-label={`Records and calls of ${data.connectorConfig.name} by day`}>
                <UsageChart points={points} series={data.graph.map((series) => series.title)} height={220} />
              </figure>
            )}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}

const paramDefs = new Map(
  connectorTypeDefs.flatMap((type) => type.params.map((param) => [param.paramId, param] as const)),
);
/** Secrets (a signing secret, an authorization header) are never shown. */
const paramValue = (paramId: number, value: string) => (paramDefs.get(paramId)?.kind === 'secret' ? '••••••••' : value);

/** What the connector is: its type, feed, status and parameters (secrets are not shown). */
function ConnectorFacts({ connector }: { connector: TConnector }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge variant="light" tt="none">
          {connector.categoryName}
        </Badge>
        <Badge variant="light" color="gray" tt="none">
          {connector.typeName}
        </Badge>
        <Badge variant="light" color={isActiveStatus(connector.status) ? 'teal' : 'gray'} tt="none">
          {connector.statusName}
        </Badge>
      </Group>
      <Text size="sm">
        Feed: <strong>{connector.metadataName}</strong>
      </Text>
      {connector.ingestPath && (
        <Text size="sm">
          Devices post records to <Code>{`${API_BASE}${connector.ingestPath}`}</Code> with an API client&apos;s token.
        </Text>
      )}
      {connector.params.length > 0 && (
        <Table withTableBorder verticalSpacing={4} fz="sm" aria-label="Parameters">
          <Table.Tbody>
            {connector.params.map((param) => (
              <Table.Tr key={param.paramId}>
                <Table.Th scope="row" w={180} fw={500}>
                  {paramDefs.get(param.paramId)?.label ?? param.paramName}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{paramValue(param.paramId, param.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
