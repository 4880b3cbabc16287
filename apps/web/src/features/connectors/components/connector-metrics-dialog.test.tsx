// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TConnectorSummary } from '@feedmarket/contract/connectors/connectors.schemas';

import { formatDate } from '../../../lib/format';
import { renderWithProviders } from '../../../testing/render';
import { connectorRow } from '../testing/technical-rows';
import { ConnectorMetricsDialog } from './connector-metrics-dialog';

const webhook = connectorRow(5, {
  name: 'Warehouse webhook',
  category: 1,
  categoryName: 'Outbound',
  type: 4,
  typeName: 'Webhook',
  ingestPath: null,
  params: [
    { paramId: 2, paramName: 'url', value: 'https://warehouse.example/hooks/tide' },
    { paramId: 6, paramName: 'secret', value: 'a-long-shared-secret-of-ours' },
  ],
});

const graph = [
  { title: 'Records', transactions: [{ transactionDate: '2026-11-27T00:00:00Z', count: 0 }] },
  { title: 'Calls', transactions: [{ transactionDate: '2026-11-27T00:00:00Z', count: 0 }] },
];

let summary: TConnectorSummary;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(summary), { headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the connector metrics preview', () => {
  it('shows an outbound connector’s delivery: last delivery, a failing chunk and the chunks given up on', async () => {
    summary = {
      connectorConfig: webhook,
      metrics: [
        { name: 'Records delivered', value: 1200 },
        { name: 'Deliveries', value: 40 },
        { name: 'Failed deliveries', value: 5 },
        { name: 'Dead-lettered chunks', value: 2 },
      ],
      headerMetric: { name: 'Records delivered today', value: 300 },
      lastRecordAt: '2026-11-28T05:00:00Z',
      graph,
      delivery: {
        lastDeliveryAt: '2026-11-28T05:00:00Z',
        failedAttempts: 3,
        nextAttemptAt: '2026-11-28T05:10:00Z',
        lastError: 'HTTP 503',
        deadLettered: 2,
      },
    };
    renderWithProviders(<ConnectorMetricsDialog connectorId={5} onClose={() => {}} />);

    expect(
      await screen.findByText(`Last delivery at ${formatDate('2026-11-28T05:00:00Z', 'dateTime', 'local')}`),
    ).toBeTruthy();
    expect(screen.getByText('Records delivered today')).toBeTruthy();
    expect(screen.getByText('1,200')).toBeTruthy();
    expect(screen.getByText('Delivery is failing')).toBeTruthy();
    expect(
      screen.getByText(
        `The last 3 tries failed (HTTP 503). The next is at ${formatDate('2026-11-28T05:10:00Z', 'dateTime', 'local')}. ` +
          'Newer records wait until it goes through.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^2 chunks given up on after every try/)).toBeTruthy();
    // The signing secret is never shown.
    expect(screen.queryByText('a-long-shared-secret-of-ours')).toBeNull();
    expect(screen.queryByText(/^Last record at/)).toBeNull();
  });

  it('says when an outbound connector has delivered nothing yet, and shows no failure while deliveries succeed', async () => {
    summary = {
      connectorConfig: webhook,
      metrics: [],
      headerMetric: { name: 'Records delivered today', value: 0 },
      lastRecordAt: null,
      graph,
      delivery: { lastDeliveryAt: null, failedAttempts: 0, nextAttemptAt: null, lastError: null, deadLettered: 0 },
    };
    renderWithProviders(<ConnectorMetricsDialog connectorId={5} onClose={() => {}} />);

    expect(await screen.findByText('Nothing has been delivered yet.')).toBeTruthy();
    expect(screen.queryByText('Delivery is failing')).toBeNull();
    expect(screen.queryByText(/given up on/)).toBeNull();
  });

  it('shows an inbound connector’s last record', async () => {
    summary = {
      connectorConfig: connectorRow(6),
      metrics: [{ name: 'Records', value: 12 }],
      headerMetric: { name: 'Records today', value: 12 },
      lastRecordAt: '2026-11-28T04:00:00Z',
      graph,
      delivery: null,
    };
    renderWithProviders(<ConnectorMetricsDialog connectorId={6} onClose={() => {}} />);

    expect(
      await screen.findByText(`Last record at ${formatDate('2026-11-28T04:00:00Z', 'dateTime', 'local')}`),
    ).toBeTruthy();
    expect(screen.queryByText(/Last delivery/)).toBeNull();
  });
});
