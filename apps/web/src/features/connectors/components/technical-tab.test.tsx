// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { messages } from '@feedmarket/contract/messages';

import { renderWithProviders } from '../../../testing/render';
import { apiClientRow, connectorRow, testOrgId } from '../testing/technical-rows';
import { TechnicalTab } from './technical-tab';

const orgId = testOrgId;
const connector = (id: number, status: number) => connectorRow(id, { status });
const apiClient = apiClientRow;

/** 12 connectors (two pages): the first active, the second not. */
const connectors = Array.from({ length: 12 }, (_, index) => connector(index + 1, index === 1 ? 1 : 2));
const apiClients = [apiClient(31, 'Buoy devices'), apiClient(32, 'Mast logger')];

/** Every call the tab made, as method and path with query. */
let calls: string[] = [];
let refuseDelete = false;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const path = url.pathname.replace(/^\/api\/v2/, '');
  const method = init?.method ?? 'GET';
  calls.push(`${method} ${path}${url.search}`);
  if (path === `/connector/organization/${orgId}/config`) {
    const page = Number(url.searchParams.get('pageNum') ?? 1);
    return json({ data: { content: connectors.slice((page - 1) * 10, page * 10) } }, 200, {
      'x-total-count': String(connectors.length),
    });
  }
  if (path === `/connector/api/organization/${orgId}/config`) {
    return json({ data: { content: apiClients } }, 200, { 'x-total-count': String(apiClients.length) });
  }
  const status = /^\/connector\/(\d+)\/status\/(\d)$/.exec(path);
  if (status && method === 'PUT') {
    const row = connectors.find((candidate) => candidate.id === Number(status[1]))!;
    return json({ ...row, status: Number(status[2]), statusName: status[2] === '2' ? 'Active' : 'Not active' });
  }
  if (/^\/connector\/\d+$/.test(path) && method === 'DELETE') {
    return refuseDelete
      ? json({ message: 'The connector is in use', code: 'CONFLICT' }, 409)
      : json({ message: 'Deleted' });
  }
  const usage = /^\/connector\/api\/summary\/(\d+)$/.exec(path);
  if (usage) {
    const interval = url.searchParams.get('interval') ?? 'DAY';
    return json({
      id: Number(usage[1]),
      interval,
      from: '2026-11-26T00:00:00Z',
      to: '2026-11-27T00:00:00Z',
      total: 3,
      graph: [
        {
          title: 'Calls',
          transactions: [
            { transactionDate: '2026-11-26T00:00:00Z', count: 1 },
            { transactionDate: '2026-11-27T00:00:00Z', count: 2 },
          ],
        },
      ],
    });
  }
  return json({ message: 'Not found' }, 404);
}

const user = userEvent.setup({ delay: null });
const callsTo = (start: string) => calls.filter((call) => call.startsWith(start));

beforeEach(() => {
  calls = [];
  refuseDelete = false;
  vi.stubGlobal('fetch', vi.fn(answer));
});
afterEach(() => vi.unstubAllGlobals());

describe('the Technical tab', { timeout: 30_000 }, () => {
  it('toggles between connectors and API clients, each view starting on page 1', async () => {
    renderWithProviders(<TechnicalTab orgId={orgId} canChange />);
    expect(await screen.findByText('Connector 01')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Connector 11')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'SDK (API clients)' }));
    expect(await screen.findByText('Buoy devices')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create API client' })).toBeTruthy();
    expect(callsTo('GET /connector/api/organization')).toEqual([
      `GET /connector/api/organization/${orgId}/config?pageNum=1&pageSize=10&orderBy=name&order=asc`,
    ]);

    await user.click(screen.getByRole('radio', { name: 'Connectors' }));
    expect(await screen.findByText('Connector 01')).toBeTruthy();
    expect(screen.queryByText('Connector 11')).toBeNull();
  });

  it('sets 1 on an active connector (after asking) and 2 on any other, then says so', async () => {
    renderWithProviders(<TechnicalTab orgId={orgId} canChange />);
    await user.click(await screen.findByRole('switch', { name: 'Not active: Connector 02' }));
    await waitFor(() => expect(callsTo('PUT')).toEqual(['PUT /connector/2/status/2']));
    expect(await screen.findByText('Connector 02 is now active')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Active: Connector 01' }));
    // Deactivating asks first; nothing is sent before the answer.
    expect(await screen.findByRole('dialog', { name: 'Deactivate connector' })).toBeTruthy();
    expect(callsTo('PUT')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(callsTo('PUT')).toEqual(['PUT /connector/2/status/2', 'PUT /connector/1/status/1']));
    expect(await screen.findByText('Connector 01 is now not active')).toBeTruthy();
  });

  it('asks before deleting and says when the connector could not be removed', async () => {
    refuseDelete = true;
    renderWithProviders(<TechnicalTab orgId={orgId} canChange />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Connector 01' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete connector' })).toBeTruthy();
    expect(callsTo('DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.connectorRemoveFailed)).toBeTruthy();
    expect(callsTo('DELETE')).toEqual(['DELETE /connector/1']);
  });

  it("loads a selected SDK's usage by day, and nothing more when it is selected again", async () => {
    renderWithProviders(<TechnicalTab orgId={orgId} canChange />);
    await user.click(await screen.findByRole('radio', { name: 'SDK (API clients)' }));
    await user.click(await screen.findByRole('button', { name: /^Buoy devices/ }));
    expect(await screen.findByRole('heading', { name: 'Usage of Buoy devices' })).toBeTruthy();
    expect(callsTo('GET /connector/api/summary')).toEqual(['GET /connector/api/summary/31?interval=DAY']);
    expect(screen.getByRole('button', { name: /^Buoy devices/ }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: /^Buoy devices/ }));
    expect(callsTo('GET /connector/api/summary')).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() =>
      expect(callsTo('GET /connector/api/summary')).toContain('GET /connector/api/summary/31?interval=WEEK'),
    );
  });

  it('offers read-only organisations no create, change or delete', async () => {
    renderWithProviders(<TechnicalTab orgId={orgId} canChange={false} />);
    expect(await screen.findByText('Connector 01')).toBeTruthy();
    expect(screen.getByText('Read-only organisation')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create connector' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actions for Connector 01' }));
    expect(await screen.findByRole('menuitem', { name: 'Preview metrics' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
  });
});
