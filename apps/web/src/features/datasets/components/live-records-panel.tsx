import { Badge, Box, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

import type { LiveStreamState } from '../../../lib/live-stream';
import { DateText } from '../../../components/date-text';
import { formatCount } from '../../../lib/format';
import { liveRecordsKept, useLiveRecords, type LiveRecord } from '../hooks/use-live-records';

/** Fields shown as columns, in the order they first appear among the records on screen. */
const maxColumns = 8;
/** Screen readers hear the summary at most this often, however fast records arrive. */
const announceEveryMs = 5000;

function stateLabel(state: LiveStreamState, paused: boolean): { label: string; color: string } {
  if (paused) return { label: 'Paused', color: 'gray' };
  switch (state.status) {
    case 'live':
      return { label: 'Live', color: 'green' };
    case 'connecting':
      return { label: 'Connecting…', color: 'blue' };
    case 'reconnecting':
      return { label: 'Reconnecting…', color: 'yellow' };
    case 'stopped':
      return { label: 'Stopped', color: 'red' };
  }
}

function cellText(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function columnsOf(records: LiveRecord[]): string[] {
  const columns: string[] = [];
  for (const record of records) {
    for (const field of Object.keys(record.fields)) {
      if (!columns.includes(field)) columns.push(field);
      if (columns.length === maxColumns) return columns;
    }
  }
  return columns;
}

/** `text` as it stands, passed on at most once per `everyMs`: the last change always gets through. */
function useThrottled(text: string, everyMs: number): string {
  const [shown, setShown] = useState(text);
  const lastShownAt = useRef(0);
  useEffect(() => {
    const wait = lastShownAt.current + everyMs - Date.now();
    const show = () => {
      lastShownAt.current = Date.now();
      setShown(text);
    };
    if (wait <= 0) {
      show();
      return;
    }
    const timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
  }, [text, everyMs]);
  return shown;
}

type LiveRecordsPanelProps = { feedId: number; feedName: string; enabled: boolean };

/**
 * A continuous feed's records as they arrive, newest first (the last 100), with the connection's
 * state, pause and resume. Screen readers hear a summary now and then, not every row.
 */
export function LiveRecordsPanel({ feedId, feedName, enabled }: LiveRecordsPanelProps) {
  const live = useLiveRecords(feedId, enabled);
  const { label, color } = stateLabel(live.state, live.paused);
  const error = live.state.status === 'stopped' ? live.state.error : null;
  const count = `${formatCount(live.received)} ${live.received === 1 ? 'record' : 'records'} received`;
  const summary = `${label.replace('…', '')}. ${count}.`;
  const announced = useThrottled(summary, announceEveryMs);
  const columns = columnsOf(live.records);
  const PauseIcon = live.paused ? IconPlayerPlay : IconPlayerPause;

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Title order={3} fz="md">
            Live records
          </Title>
          <Badge color={color} variant="light" data-testid="live-state">
            {label}
          </Badge>
        </Group>
        {/* One button that turns from Pause to Resume, so keyboard focus stays on it. */}
        <Button
          size="xs"
          variant="default"
          leftSection={<PauseIcon size={14} aria-hidden />}
          onClick={live.paused ? live.resume : live.pause}
          disabled={!live.paused && error !== null}
        >
          {live.paused ? 'Resume' : 'Pause'}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {count}
        {live.received > liveRecordsKept ? `, the latest ${liveRecordsKept} shown` : ''}.
        {live.state.status === 'reconnecting' && ' The connection dropped; trying again.'}
      </Text>
      <VisuallyHidden role="status" aria-live="polite">
        {announced}
      </VisuallyHidden>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {live.records.length === 0 ? (
        !error && (
          <Text size="sm" py="sm">
            {live.paused ? 'Paused. Resume to see the records that arrived meanwhile.' : 'Waiting for records…'}
          </Text>
        )
      ) : (
        <Box
          tabIndex={0}
          role="region"
          aria-label={`Latest records of ${feedName}`}
          style={{ maxHeight: 280, overflow: 'auto' }}
        >
          <Table striped stickyHeader fz="xs" miw={columns.length > 2 ? 420 : undefined}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Arrived</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {live.records.map((record) => (
                <Table.Tr key={record.key}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <DateText value={record.receivedAt} format="time" />
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column} ff="monospace">
                      {cellText(record.fields[column])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
