import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import type { TConnectorDelivery, TMetric } from '@feedmarket/contract/connectors/connectors.schemas';
import type { Executor } from '../../db/client';
import type { UsageDelta } from './connectors.repository';
import { createOutboundDeliveryRepository } from './outbound-delivery.repository';

/**
 * The figures of an outbound connector's metrics: what it delivered and how delivery stands. Its
 * usage counts a call per try: the records of those accepted, and those refused as failed.
 */
export async function outboundFigures(db: Executor, connectorId: number, totals: UsageDelta) {
  const state = await createOutboundDeliveryRepository(db).state(connectorId);
  const delivery: TConnectorDelivery = {
    lastDeliveryAt: state?.lastDeliveredAt ? formatDateTime(state.lastDeliveredAt) : null,
    failedAttempts: state?.attempts ?? 0,
    nextAttemptAt: state?.retryAt ? formatDateTime(state.retryAt) : null,
    lastError: state?.lastError ?? null,
    deadLettered: state?.deadLettered ?? 0,
  };
  const metrics: TMetric[] = [
    { name: 'Records delivered', value: totals.records },
    { name: 'Deliveries', value: totals.calls - totals.failed },
    { name: 'Failed deliveries', value: totals.failed },
    { name: 'Dead-lettered chunks', value: delivery.deadLettered },
  ];
  return { delivery, metrics, headerName: 'Records delivered today' };
}
