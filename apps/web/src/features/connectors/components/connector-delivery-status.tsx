import { Alert, Stack, Text } from '@mantine/core';

import type { TConnectorDelivery } from '@feedmarket/contract/connectors/connectors.schemas';

import { formatCount, formatDate, type DateZone } from '../../../lib/format';
import { useReaderZone } from '../../../lib/reader-zone';

const chunks = (count: number) => `${formatCount(count)} ${count === 1 ? 'chunk' : 'chunks'}`;

/** What went wrong with the chunk waiting to go out, and when it is tried again (a time in `zone`). */
function failureText({ failedAttempts, lastError, nextAttemptAt }: TConnectorDelivery, zone: DateZone) {
  const tries = failedAttempts === 1 ? 'The last try' : `The last ${failedAttempts} tries`;
  const next = nextAttemptAt ? ` The next is at ${formatDate(nextAttemptAt, 'dateTime', zone)}.` : '';
  return `${tries} failed${lastError ? ` (${lastError})` : ''}.${next} Newer records wait until it goes through.`;
}

/**
 * How an outbound connector's delivery stands: its last delivery, a chunk the endpoint keeps
 * refusing (records behind it wait), and the chunks given up on after their tries.
 */
export function ConnectorDeliveryStatus({ delivery }: { delivery: TConnectorDelivery }) {
  const zone = useReaderZone();
  const isFailing = delivery.failedAttempts > 0;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {delivery.lastDeliveryAt
          ? `Last delivery at ${formatDate(delivery.lastDeliveryAt, 'dateTime', zone)}`
          : 'Nothing has been delivered yet.'}
      </Text>
      {isFailing && (
        <Alert color="orange" variant="light" title="Delivery is failing">
          {failureText(delivery, zone)}
        </Alert>
      )}
      {delivery.deadLettered > 0 && (
        <Text size="sm">
          {chunks(delivery.deadLettered)} given up on after every try; the feed&apos;s live data files still hold them.
        </Text>
      )}
    </Stack>
  );
}
