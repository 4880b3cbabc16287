import { connectorParams } from '@feedmarket/contract/connectors/connectors.constants';
import type { TConnector } from '@feedmarket/contract/connectors/connectors.schemas';
import { eq, sql } from 'drizzle-orm';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { connectorConfigs } from '../../db/schema/connectors';
import {
  callApi,
  createFeed,
  createOrganization,
  signedInUser,
  streamRecords,
  type SignedIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A provider's record source: answers each fetch with what `answer` says, and counts the fetches. */
type Source = { url: string; fetches: IncomingMessage[]; close: () => Promise<void> };

async function startSource(answer: (fetch: number, response: ServerResponse) => void): Promise<Source> {
  const fetches: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    fetches.push(request);
    answer(fetches.length, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/records`,
    fetches,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const jsonLines = (response: ServerResponse, records: object[]) => {
  response.writeHead(200, { 'content-type': 'application/x-ndjson' });
  response.end(records.map((record) => JSON.stringify(record)).join('\n'));
};

/** Pulls run in the background: assertions on their outcome are retried until they hold. */
const poll = { timeout: 20_000, interval: 200 };

let t: TestApp;
let provider: SignedIn;
const sources: Source[] = [];

async function createPullConnector(
  name: string,
  url: string,
  extra: { status?: number; authorization?: string; interval?: string; feedUpdateInterval?: number } = {},
) {
  const feedId = await createFeed(t.db, {
    orgId: provider.orgId,
    name,
    typeId: 2,
    updateIntervalType: extra.feedUpdateInterval,
  });
  const params = [
    { paramId: connectorParams.url, value: url },
    ...(extra.interval === '' ? [] : [{ paramId: connectorParams.intervalSeconds, value: extra.interval ?? '3600' }]),
    ...(extra.authorization ? [{ paramId: connectorParams.authorization, value: extra.authorization }] : []),
  ];
  const created = await callApi(t.app, {
    method: 'POST',
    url: '/connector',
    token: provider.token,
    payload: { name: `${name} pull`, category: 2, type: 2, metadataId: feedId, params, status: extra.status ?? 2 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const connector = created.body as TConnector;
  const [row] = await t.db
    .select({ trackingId: connectorConfigs.trackingId })
    .from(connectorConfigs)
    .where(eq(connectorConfigs.id, connector.id));
  return { ...connector, trackingId: row!.trackingId };
}

const summaryOf = async (connectorId: number) =>
  (await callApi(t.app, { method: 'GET', url: `/connector/summary/${connectorId}`, token: provider.token })).body as {
    metrics: { name: string; value: number }[];
  };
const metric = (summary: { metrics: { name: string; value: number }[] }, name: string) =>
  summary.metrics.find((entry) => entry.name === name)?.value;

beforeAll(async () => {
  t = await createTestApp({
    jobs: { pollingSeconds: 0.5, expireSeconds: 30, retryDelaySeconds: 1, workers: true },
    connectorInternalAddresses: true,
  });
  provider = await signedInUser(t, (await createOrganization(t.db, { name: 'Weir Gauges' })).id, { roleIds: [1] });
});
afterAll(async () => {
  await t.close();
  for (const source of sources) await source.close();
});

describe('pull connectors', () => {
  it('fetch the source as soon as they start, with its authorization, into the connector’s stream, and meter the fetch', async () => {
    const records = [
      { gauge: 'W-1', level: 2.31 },
      { gauge: 'W-2', level: 1.07 },
    ];
    const source = await startSource((_fetch, response) => jsonLines(response, records));
    sources.push(source);
    const connector = await createPullConnector('Weir levels', source.url, { authorization: 'Bearer source-key' });

    await expect.poll(() => streamRecords(t.app, connector.trackingId, provider.token), poll).toEqual(records);
    expect(source.fetches[0]!.headers.authorization).toBe('Bearer source-key');
    await expect.poll(async () => metric(await summaryOf(connector.id), 'Records'), poll).toBe(2);
    const summary = await summaryOf(connector.id);
    expect(metric(summary, 'Calls')).toBe(1);
    expect(metric(summary, 'Refused calls')).toBe(0);
  });

  it('try a failing source again with growing waits, and keep its records once it recovers', async () => {
    const source = await startSource((fetch, response) => {
      if (fetch <= 2) {
        response.writeHead(503).end('down for maintenance');
        return;
      }
      jsonLines(response, [{ gauge: 'W-9', level: 0.5 }]);
    });
    sources.push(source);
    const connector = await createPullConnector('Weir recovering', source.url);

    await expect
      .poll(() => streamRecords(t.app, connector.trackingId, provider.token), poll)
      .toEqual([{ gauge: 'W-9', level: 0.5 }]);
    expect(source.fetches).toHaveLength(3);
    const summary = await summaryOf(connector.id);
    expect(metric(summary, 'Calls')).toBe(3);
    expect(metric(summary, 'Refused calls')).toBe(2);
    expect(metric(summary, 'Records')).toBe(1);
  });

  it('do not fetch while stopped, and fetch once started', async () => {
    const source = await startSource((_fetch, response) => jsonLines(response, [{ gauge: 'W-4', level: 3 }]));
    sources.push(source);
    const connector = await createPullConnector('Weir stopped', source.url, { status: 1 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(source.fetches).toHaveLength(0);

    const started = await callApi(t.app, {
      method: 'PUT',
      url: `/connector/${connector.id}/status/2`,
      token: provider.token,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await expect
      .poll(() => streamRecords(t.app, connector.trackingId, provider.token), poll)
      .toEqual([{ gauge: 'W-4', level: 3 }]);
  });

  it('without an interval of their own, fetch as often as the feed says it is updated', async () => {
    const source = await startSource((_fetch, response) => jsonLines(response, [{ gauge: 'W-6', level: 1 }]));
    sources.push(source);
    // Hourly (`/metadata/intervaltype` 4).
    const connector = await createPullConnector('Weir hourly', source.url, { interval: '', feedUpdateInterval: 4 });
    await expect.poll(() => streamRecords(t.app, connector.trackingId, provider.token), poll).not.toEqual([]);
    const [next] = await queryRows<{ wait: number }>(
      t.db,
      sql`select extract(epoch from start_after - now())::int as wait from pgboss.job
          where name = 'connector-pull' and singleton_key = ${String(connector.id)} and state = 'created'`,
    );
    expect(next!.wait).toBeGreaterThan(3500);
    expect(next!.wait).toBeLessThanOrEqual(3600);
  });

  it('keep nothing of a malformed answer and count the fetch as failed', async () => {
    const source = await startSource((_fetch, response) => {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.end('{"gauge":"W-5"}\nnot json');
    });
    sources.push(source);
    const connector = await createPullConnector('Weir garbled', source.url);
    await expect
      .poll(async () => metric(await summaryOf(connector.id), 'Refused calls') ?? 0, poll)
      .toBeGreaterThanOrEqual(1);
    expect(await streamRecords(t.app, connector.trackingId, provider.token)).toEqual([]);
  });
});

describe('pull connectors of an installation that keeps its own network private', () => {
  it('do not fetch an address of the server’s own network', async () => {
    const isolated = await createTestApp({
      jobs: { pollingSeconds: 0.5, expireSeconds: 30, retryDelaySeconds: 1, workers: true },
    });
    try {
      const source = await startSource((_fetch, response) => jsonLines(response, [{ secret: 'internal' }]));
      sources.push(source);
      const member = await signedInUser(isolated, (await createOrganization(isolated.db, { name: 'Inner Co' })).id, {
        roleIds: [1],
      });
      const feedId = await createFeed(isolated.db, { orgId: member.orgId, name: 'Inner feed', typeId: 2 });
      const created = await callApi(isolated.app, {
        method: 'POST',
        url: '/connector',
        token: member.token,
        payload: {
          name: 'Inner pull',
          category: 2,
          type: 2,
          metadataId: feedId,
          status: 2,
          params: [
            { paramId: connectorParams.url, value: source.url },
            { paramId: connectorParams.intervalSeconds, value: '3600' },
          ],
        },
      });
      expect(created.status).toBe(201);
      const refused = async () =>
        metric(
          (
            await callApi(isolated.app, {
              method: 'GET',
              url: `/connector/summary/${created.body.id}`,
              token: member.token,
            })
          ).body,
          'Refused calls',
        ) ?? 0;
      await expect.poll(refused, poll).toBeGreaterThanOrEqual(1);
      expect(source.fetches).toHaveLength(0);
    } finally {
      await isolated.close();
    }
  });
});
