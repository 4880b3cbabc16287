import type { TConnector } from '@feedmarket/contract/connectors/connectors.schemas';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema/accounts';
import { datasetContents } from '../../db/schema/datasets';
import {
  bearer,
  callApi,
  createFeed,
  createOrganization,
  signedInUser,
  streamRecords as readStream,
  type SignedIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { FlushedRecords } from './live-records';

let t: TestApp;
let provider: SignedIn;
let other: SignedIn;

/** A continuous feed of the member's organisation with an HTTP push connector and an API client's token. */
type Source = { feedId: number; connector: TConnector; clientId: number; token: string };

async function createSource(member: SignedIn, name: string): Promise<Source> {
  const feedId = await createFeed(t.db, { orgId: member.orgId, name, typeId: 2 });
  const connector = await callApi(t.app, {
    method: 'POST',
    url: '/connector',
    token: member.token,
    payload: { name: `${name} push`, category: 2, type: 1, metadataId: feedId, params: [] },
  });
  expect(connector.status, JSON.stringify(connector.body)).toBe(201);
  const client = await callApi(t.app, {
    method: 'POST',
    url: '/connector/api',
    token: member.token,
    payload: { name: `${name} device`, type: 1 },
  });
  expect(client.status).toBe(201);
  return { feedId, connector: connector.body, clientId: client.body.id, token: client.body.token };
}

const ndjson = 'application/x-ndjson';

/** Pushes `payload` to the feed with an API client's token (or none). */
async function push(feedId: number, payload: string, token: string | undefined, contentType = ndjson, query = '') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v2/ingest/${feedId}${query}`,
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const lines = (records: object[]) => records.map((record) => JSON.stringify(record)).join('\n');

/** The records of a live stream, as the continuous download joins its chunks. */
const streamRecords = (trackingId: string, member = provider) => readStream(t.app, trackingId, member.token);

const chunkCount = async (trackingId: string) =>
  (await callApi(t.app, { method: 'GET', url: `/continuous/trackingid/${trackingId}`, token: provider.token })).body
    ?.length ?? 0;

/** Chunks a feed holds (the continuous listing's newest 3, enough to tell none from some). */
const feedChunks = async (feedId: number) =>
  (
    await callApi(t.app, {
      method: 'GET',
      url: `/continuous/metadata/${feedId}/limit/3/filename`,
      token: provider.token,
    })
  ).body.length as number;

const usageOf = async (clientId: number, member = provider) =>
  (await callApi(t.app, { method: 'GET', url: `/connector/api/summary/${clientId}`, token: member.token })).body;

beforeAll(async () => {
  t = await createTestApp();
  provider = await signedInUser(t, (await createOrganization(t.db, { name: 'Quay Instruments' })).id, { roleIds: [1] });
  other = await signedInUser(t, (await createOrganization(t.db, { name: 'Ridge Instruments' })).id, { roleIds: [1] });
});
afterAll(() => t.close());

describe('pushing records over HTTP', () => {
  it('takes JSON lines, stores them as a chunk of the connector’s stream, readable at once, and meters the call', async () => {
    const source = await createSource(provider, 'Quay wind');
    const records = [
      { at: '2026-11-28T01:00:00Z', speed: 4.2 },
      { at: '2026-11-28T01:00:01Z', speed: 4.4 },
    ];
    const answer = await push(source.feedId, `${lines(records)}\n\n`, source.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ metadataId: source.feedId, trackingId: expect.any(String), accepted: 2 });
    // The answer comes once the records are stored: the continuous calls read them straight away.
    expect(await streamRecords(answer.body.trackingId)).toEqual(records);
    const latest = await callApi(t.app, {
      method: 'GET',
      url: `/continuous/metadata/${source.feedId}/limit/3/filename`,
      token: provider.token,
    });
    expect(latest.body).toEqual([
      expect.objectContaining({ trackingId: answer.body.trackingId, contentType: 'application/x-ndjson' }),
    ]);

    const usage = await usageOf(source.clientId);
    expect(usage.total).toBe(1);
    expect(usage.graph[0].transactions.at(-1).count).toBe(2);
    const summary = await callApi(t.app, {
      method: 'GET',
      url: `/connector/summary/${source.connector.id}`,
      token: provider.token,
    });
    expect(summary.body.metrics).toEqual([
      { name: 'Records', value: 2 },
      { name: 'Calls', value: 1 },
      { name: 'Refused calls', value: 0 },
      { name: 'Chunks', value: 1 },
    ]);
    expect(summary.body.headerMetric).toEqual({ name: 'Records today', value: 2 });
  });

  it('takes a JSON array and CSV (numbers read as numbers), each record one JSON line of the stream', async () => {
    const source = await createSource(provider, 'Quay tide');
    const asArray = await push(
      source.feedId,
      JSON.stringify([{ level: 1.5 }, { level: 1.7 }]),
      source.token,
      'application/json',
    );
    expect(asArray.status, JSON.stringify(asArray.body)).toBe(200);
    const asCsv = await push(source.feedId, 'level,station\n1.9,north\n2.1,"south, outer"\n', source.token, 'text/csv');
    expect(asCsv.status, JSON.stringify(asCsv.body)).toBe(200);
    expect(asCsv.body.accepted).toBe(2);
    expect(await streamRecords(asCsv.body.trackingId)).toEqual([
      { level: 1.5 },
      { level: 1.7 },
      { level: 1.9, station: 'north' },
      { level: 2.1, station: 'south, outer' },
    ]);
  });

  it('refuses a malformed batch with 400 naming every failing line, keeps none of it, and counts the call as failed', async () => {
    const source = await createSource(provider, 'Quay rain');
    const body = ['{"mm": 1}', '{"mm": 2', '{"mm": 3}', '[1, 2]', '{"mm": 5}'].join('\n');
    const refused = await push(source.feedId, body, source.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('2 malformed lines: none of the batch was kept');
    expect(refused.body.fields.map((field: { field: string }) => field.field)).toEqual(['line 2', 'line 4']);
    expect(await feedChunks(source.feedId)).toBe(0);
    expect(await streamRecords((await push(source.feedId, '{"mm": 6}', source.token)).body.trackingId)).toEqual([
      { mm: 6 },
    ]);

    const csv = await push(source.feedId, 'mm,station\n1,north\n2\n3,south,extra\n', source.token, 'text/csv');
    expect(csv.status).toBe(400);
    expect(csv.body.fields.map((field: { field: string }) => field.field)).toEqual(['line 3', 'line 4']);
    const array = await push(source.feedId, '[\n{"mm": 1},\n{"mm": 2,}\n]', source.token, 'application/json');
    expect(array.status).toBe(400);
    expect(array.body.fields.map((field: { field: string }) => field.field)).toEqual(['line 3']);
    expect((await push(source.feedId, '\n\n', source.token)).status).toBe(400);

    const summary = await callApi(t.app, {
      method: 'GET',
      url: `/connector/summary/${source.connector.id}`,
      token: provider.token,
    });
    expect(summary.body.metrics).toContainEqual({ name: 'Refused calls', value: 4 });
    expect(summary.body.metrics).toContainEqual({ name: 'Records', value: 1 });
  });

  it('answers 401 to a missing, forged, member session, replaced, deactivated or deleted token, and one of a disabled organisation', async () => {
    const source = await createSource(provider, 'Quay swell');
    const record = '{"height": 1.2}';
    expect((await push(source.feedId, record, undefined)).status).toBe(401);
    expect((await push(source.feedId, record, 'fmk_forgedforgedforgedforgedforgedforgedforged')).status).toBe(401);
    expect((await push(source.feedId, record, provider.token)).status).toBe(401);

    const regenerated = await callApi(t.app, {
      method: 'PUT',
      url: `/connector/api/${source.clientId}/token`,
      token: provider.token,
    });
    expect((await push(source.feedId, record, source.token)).status).toBe(401);
    const token = regenerated.body.token as string;
    expect((await push(source.feedId, record, token)).status).toBe(200);

    await callApi(t.app, { method: 'PUT', url: `/connector/api/${source.clientId}/status/1`, token: provider.token });
    expect((await push(source.feedId, record, token)).status).toBe(401);
    await callApi(t.app, { method: 'PUT', url: `/connector/api/${source.clientId}/status/2`, token: provider.token });
    expect((await push(source.feedId, record, token)).status).toBe(200);

    // A disabled organisation's programs are refused as its users are signed out.
    await t.db.update(organizations).set({ enabled: 0 }).where(eq(organizations.id, provider.orgId));
    expect((await push(source.feedId, record, token)).status).toBe(401);
    await t.db.update(organizations).set({ enabled: 1 }).where(eq(organizations.id, provider.orgId));
    expect((await push(source.feedId, record, token)).status).toBe(200);

    await callApi(t.app, { method: 'DELETE', url: `/connector/api/${source.clientId}`, token: provider.token });
    const refused = await push(source.feedId, record, token);
    expect(refused.status).toBe(401);
    expect(refused.body.fields).toBeUndefined();
  });

  it('refuses a token of another organisation (403) and keeps nothing in the feed', async () => {
    const mine = await createSource(provider, 'Quay current');
    const theirs = await createSource(other, 'Ridge current');
    const refused = await push(mine.feedId, '{"knots": 3}', theirs.token);
    expect(refused.status).toBe(403);
    expect(await feedChunks(mine.feedId)).toBe(0);
    // Refused calls count in the caller's usage, never in the other organisation's connector.
    expect((await usageOf(theirs.clientId, other)).total).toBe(1);
    const summary = await callApi(t.app, {
      method: 'GET',
      url: `/connector/summary/${mine.connector.id}`,
      token: provider.token,
    });
    expect(summary.body.metrics).toContainEqual({ name: 'Calls', value: 0 });
  });

  it('answers 409 for a feed whose push connector is not active, one without any, and a file-based feed', async () => {
    const source = await createSource(provider, 'Quay salinity');
    await callApi(t.app, { method: 'PUT', url: `/connector/${source.connector.id}/status/1`, token: provider.token });
    expect((await push(source.feedId, '{"psu": 35}', source.token)).status).toBe(409);
    await callApi(t.app, { method: 'PUT', url: `/connector/${source.connector.id}/status/2`, token: provider.token });
    expect((await push(source.feedId, '{"psu": 35}', source.token)).status).toBe(200);

    const bare = await createFeed(t.db, { orgId: provider.orgId, name: 'No connector', typeId: 2 });
    expect((await push(bare, '{"psu": 35}', source.token)).status).toBe(409);
    const fileFeed = await createFeed(t.db, { orgId: provider.orgId, name: 'Quarterly files', typeId: 1 });
    expect((await push(fileFeed, '{"psu": 35}', source.token)).status).toBe(409);
    expect((await push(2_000_000_000, '{"psu": 35}', source.token)).status).toBe(404);
    expect((await push(source.feedId, 'psu\n35', source.token, 'text/plain')).status).toBe(415);
  });

  it('refuses a batch over 50,000 records (400) or 8 MiB (413), keeping none of it', async () => {
    const source = await createSource(provider, 'Quay flood');
    const many = await push(source.feedId, '{"a":1}\n'.repeat(50_001), source.token);
    expect(many.status).toBe(400);
    expect(many.body.message).toBe('A batch holds at most 50000 records');
    const large = await push(source.feedId, `{"a":"${'x'.repeat(8 * 1024 * 1024)}"}`, source.token);
    expect(large.status).toBe(413);
    expect(await feedChunks(source.feedId)).toBe(0);
  });

  it('writes into a stream the device names, but not into another feed’s', async () => {
    const source = await createSource(provider, 'Quay buoys');
    const buoy = randomUUID();
    const named = await push(source.feedId, '{"buoy": 7}', source.token, ndjson, `?trackingId=${buoy}`);
    expect(named.body).toMatchObject({ trackingId: buoy, accepted: 1 });
    expect(await streamRecords(buoy)).toEqual([{ buoy: 7 }]);
    const elsewhere = await createSource(provider, 'Quay other buoys');
    const taken = await push(elsewhere.feedId, '{"buoy": 8}', elsewhere.token, ndjson, `?trackingId=${buoy}`);
    expect(taken.status).toBe(409);
    expect(await streamRecords(buoy)).toEqual([{ buoy: 7 }]);
  });

  it('gathers concurrent pushes into few chunks, keeps every record in its call’s order, and announces each chunk', async () => {
    const source = await createSource(provider, 'Quay array');
    const announced: FlushedRecords[] = [];
    const stop = t.app.services.live.subscribe((flushed) => {
      if (flushed.feedId === source.feedId) announced.push(flushed);
    });
    const devices = Array.from({ length: 10 }, (_, device) =>
      Array.from({ length: 100 }, (_, sequence) => ({ device, sequence })),
    );
    const answers = await Promise.all(devices.map((records) => push(source.feedId, lines(records), source.token)));
    stop();
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const stored = (await streamRecords(answers[0]!.body.trackingId)) as { device: number; sequence: number }[];
    expect(stored).toHaveLength(1000);
    for (let device = 0; device < 10; device++) {
      expect(stored.filter((record) => record.device === device).map((record) => record.sequence)).toEqual(
        devices[device]!.map((record) => record.sequence),
      );
    }
    const chunks = await chunkCount(answers[0]!.body.trackingId);
    expect(chunks).toBeLessThan(10);
    // One announcement per stored chunk, in order, holding its records.
    expect(announced).toHaveLength(chunks);
    expect(announced.flatMap((flushed) => flushed.records)).toEqual(stored);
    expect((await usageOf(source.clientId)).total).toBe(10);
  });
});

describe('chunking', () => {
  it('stores a quiet stream’s records at once, a full chunk without waiting, and what waits when the server closes', async () => {
    // A long interval, so only the size of a chunk, or the server closing, stores what waits.
    const slow = await createTestApp({ liveChunks: { intervalMs: 60_000, records: 5 } });
    try {
      const member = await signedInUser(slow, (await createOrganization(slow.db, {})).id, { roleIds: [1] });
      const feed = await createFeed(slow.db, { orgId: member.orgId, name: 'Slow stream', typeId: 2 });
      await callApi(slow.app, {
        method: 'POST',
        url: '/connector',
        token: member.token,
        payload: { name: 'Slow push', category: 2, type: 1, metadataId: feed, params: [] },
      });
      const device = (
        await callApi(slow.app, {
          method: 'POST',
          url: '/connector/api',
          token: member.token,
          payload: { name: 'Slow', type: 1 },
        })
      ).body.token as string;
      const send = (records: object[]) =>
        slow.app.inject({
          method: 'POST',
          url: `/api/v2/ingest/${feed}`,
          headers: { ...bearer(device), 'content-type': ndjson },
          payload: lines(records),
        });
      const chunks = async () =>
        (await slow.db.select().from(datasetContents).where(eq(datasetContents.feedId, feed))).map((row) => row.state);

      const started = Date.now();
      expect((await send([{ n: 1 }])).statusCode).toBe(200);
      expect((await send([{ n: 2 }, { n: 3 }, { n: 4 }, { n: 5 }, { n: 6 }])).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await chunks()).toEqual(['ready', 'ready']);

      const waiting = send([{ n: 7 }]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await chunks()).toHaveLength(2);
      await slow.app.close();
      expect((await waiting).statusCode).toBe(200);
      expect(await chunks()).toEqual(['ready', 'ready', 'ready']);
    } finally {
      await slow.close();
    }
  });
});
