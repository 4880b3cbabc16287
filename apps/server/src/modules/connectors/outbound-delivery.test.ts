import { and, eq, sql } from 'drizzle-orm';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config/config';
import { queryRows } from '../../db/client';
import { feedAccesses } from '../../db/schema/access';
import { datasetContents } from '../../db/schema/datasets';
import { connectorDeadLetters, connectorDeliveries } from '../../db/schema/deliveries';
import {
  bearer,
  callApi,
  createFeed,
  createOrganization,
  grantAccess,
  signedInUser,
  type ApiCall,
  type SignedIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** What a consumer's endpoint received: one request, as sent. */
type Received = { path: string; headers: IncomingHttpHeaders; body: string };

/** How the endpoint answers a request: a status, or `drop` to cut the connection (a network error). */
type Answer = number | 'drop';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A consumer's endpoint on a free port: it keeps every request, and answers each as `answer` says
 * (200 unless told otherwise).
 */
async function startReceiver() {
  const received: Received[] = [];
  let answer: (request: Received) => Answer | Promise<Answer> = () => 200;
  /** Requests being answered, and the most at once, per path (one connector each). */
  const inFlight = new Map<string, number>();
  const mostInFlight = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const entry = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(parts).toString('utf8') };
      received.push(entry);
      const now = (inFlight.get(entry.path) ?? 0) + 1;
      inFlight.set(entry.path, now);
      mostInFlight.set(entry.path, Math.max(mostInFlight.get(entry.path) ?? 0, now));
      void Promise.resolve(answer(entry)).then((status) => {
        inFlight.set(entry.path, inFlight.get(entry.path)! - 1);
        if (status === 'drop') return void request.socket.destroy();
        response.writeHead(status).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** The most requests to `path` it was answering at once. */
    mostInFlight: (path: string) => mostInFlight.get(path) ?? 0,
    answerWith(decide: (request: Received) => Answer | Promise<Answer>) {
      answer = decide;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

let t: TestApp;
let receiver: Receiver;
let provider: SignedIn;
let consumer: SignedIn;
let pushToken: string;

const secret = 'a-long-shared-secret-of-ours';

/** Calls the API as the member. */
const call = (member: SignedIn, method: ApiCall['method'], url: string, payload?: unknown) =>
  callApi(t.app, { method, url, token: member.token, payload });

/** A continuous feed of the provider with an HTTP push connector, readable by the consumer. */
async function grantedFeed(name: string): Promise<number> {
  const feedId = await createFeed(t.db, { orgId: provider.orgId, name, typeId: 2 });
  const pushConnector = { name: `${name} push`, category: 2, type: 1, metadataId: feedId, params: [] };
  expect((await call(provider, 'POST', '/connector', pushConnector)).status).toBe(201);
  await grantAccess(t.db, { orgId: consumer.orgId, feedId, providerOrgId: provider.orgId });
  return feedId;
}

/** A webhook on the feed posting to `path` of the receiver, as the connector calls take it. */
const webhookBody = (feedId: number, path: string) => ({
  name: `Webhook ${path}`,
  category: 1,
  type: 4,
  metadataId: feedId,
  params: [
    { paramId: 2, value: receiver.url(path) },
    { paramId: 6, value: secret },
  ],
});

/** The consumer's webhook on the feed, posting to `path` of the receiver. */
async function webhook(feedId: number, path: string, member = consumer): Promise<number> {
  const created = await call(member, 'POST', '/connector', webhookBody(feedId, path));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

/** Pushes records into the feed as the provider's device; answers once they are stored as a chunk. */
async function push(feedId: number, records: object[], app = t.app, token = pushToken) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v2/ingest/${feedId}`,
    headers: { 'content-type': 'application/x-ndjson', ...bearer(token) },
    payload: records.map((record) => JSON.stringify(record)).join('\n'),
  });
  expect(response.statusCode, response.body).toBe(200);
}

type Delivery = { metadataId: number; trackingId: string; contentId: number; records: Record<string, unknown>[] };

/** The deliveries the endpoint accepted (answered 2xx) at `path`, in the order they came. */
const accepted = (path: string, isAccepted: (request: Received) => boolean = () => true) =>
  receiver.received
    .filter((request) => request.path === path && isAccepted(request))
    .map((request) => JSON.parse(request.body) as Delivery);

const requestsTo = (path: string) => receiver.received.filter((request) => request.path === path);

/** Whether the connector has no delivery job waiting or running. */
async function isIdle(connectorId: number) {
  const rows = await queryRows<{ waiting: number }>(
    t.db,
    sql`select count(*)::int as waiting from pgboss.job
        where name = 'connector-delivery' and state < 'completed'
          and (singleton_key = ${String(connectorId)} or singleton_key like ${`${connectorId}:%`})`,
  );
  return Number(rows[0]!.waiting) === 0;
}

/** A webhook on a new granted feed that has delivered its first chunk, `{ reading: 1 }`, and is idle. */
async function deliveringWebhook(feedName: string, path: string) {
  const feedId = await grantedFeed(feedName);
  const connectorId = await webhook(feedId, path);
  await push(feedId, [{ reading: 1 }]);
  await expect.poll(() => accepted(path).length, { timeout: 10_000 }).toBe(1);
  await expect.poll(() => isIdle(connectorId), { timeout: 10_000 }).toBe(true);
  return { feedId, connectorId };
}

const summaryOf = async (connectorId: number) =>
  (await call(consumer, 'GET', `/connector/summary/${connectorId}`)).body;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({
    jobs: { ...loadConfig({}).jobs, pollingSeconds: 0.5, expireSeconds: 60 },
    outbound: { attempts: 3, retryMs: 300, timeoutMs: 5_000 },
    // The receiver listens on this machine.
    connectorInternalAddresses: true,
  });
  provider = await signedInUser(t, (await createOrganization(t.db, { name: 'Tideway Sensors' })).id, {
    roleIds: [1],
  });
  consumer = await signedInUser(t, (await createOrganization(t.db, { name: 'Harbour Analytics' })).id, {
    roleIds: [1],
  });
  pushToken = (await call(provider, 'POST', '/connector/api', { name: 'Tide gauges', type: 1 })).body.token;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('outbound delivery to a webhook', () => {
  it('posts pushed records to the consumer’s address, signed with the connector’s secret, and meters them', async () => {
    const feedId = await grantedFeed('Tide heights');
    const connectorId = await webhook(feedId, '/signed');
    const records = [
      { at: '2026-11-28T05:00:00Z', height: 3.1 },
      { at: '2026-11-28T05:00:10Z', height: 3.2 },
    ];
    await push(feedId, records);

    await expect.poll(() => requestsTo('/signed').length, { timeout: 10_000 }).toBe(1);
    const [request] = requestsTo('/signed');
    const expected = createHmac('sha256', secret).update(request!.body).digest('hex');
    expect(request!.headers['x-feedmarket-signature']).toBe(`sha256=${expected}`);
    expect(request!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request!.body) as Delivery;
    expect(body).toEqual({
      metadataId: feedId,
      trackingId: expect.any(String),
      contentId: expect.any(Number),
      dataStart: expect.any(String),
      dataEnd: expect.any(String),
      records,
    });
    // The delivery id names the connector and the chunk, so a receiver can drop a repeat.
    expect(request!.headers['x-feedmarket-delivery']).toBe(`${connectorId}-${body.contentId}`);

    await expect
      .poll(async () => (await summaryOf(connectorId)).headerMetric, { timeout: 5_000 })
      .toEqual({
        name: 'Records delivered today',
        value: 2,
      });
    const summary = await summaryOf(connectorId);
    expect(summary.metrics).toEqual([
      { name: 'Records delivered', value: 2 },
      { name: 'Deliveries', value: 1 },
      { name: 'Failed deliveries', value: 0 },
      { name: 'Dead-lettered chunks', value: 0 },
    ]);
    expect(summary.delivery).toMatchObject({ lastDeliveryAt: expect.any(String), deadLettered: 0, lastError: null });
    expect(summary.graph[0]).toMatchObject({ title: 'Records' });
    expect(summary.graph[0].transactions.at(-1).count).toBe(2);
  });

  it('delivers every chunk once and in order when the endpoint is down for a while, then up', async () => {
    const feedId = await grantedFeed('Tide heights, down then up');
    const connectorId = await webhook(feedId, '/flaky');
    // The endpoint cuts the connection, then answers 503, then accepts.
    let refusals = 0;
    receiver.answerWith((request) => {
      if (request.path !== '/flaky') return 200;
      refusals += 1;
      if (refusals === 1) return 'drop';
      return refusals <= 2 ? 503 : 200;
    });
    const batches = [1, 2, 3, 4].map((batch) => [
      { batch, reading: 1 },
      { batch, reading: 2 },
    ]);
    for (const batch of batches) await push(feedId, batch);

    await expect.poll(() => requestsTo('/flaky').length, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
    await expect.poll(() => isIdle(connectorId), { timeout: 10_000 }).toBe(true);
    const delivered = accepted('/flaky').slice(2);
    expect(delivered.flatMap((delivery) => delivery.records)).toEqual(batches.flat());
    const contentIds = delivered.map((delivery) => delivery.contentId);
    expect(contentIds).toEqual([...contentIds].sort((a, b) => a - b));
    expect(new Set(contentIds).size).toBe(contentIds.length);
    // The two refused tries were of the first chunk: nothing later went out before it.
    expect(
      accepted('/flaky')
        .slice(0, 2)
        .map((delivery) => delivery.contentId),
    ).toEqual([contentIds[0], contentIds[0]]);

    const summary = await summaryOf(connectorId);
    expect(summary.metrics).toEqual([
      { name: 'Records delivered', value: 8 },
      { name: 'Deliveries', value: contentIds.length },
      { name: 'Failed deliveries', value: 2 },
      { name: 'Dead-lettered chunks', value: 0 },
    ]);
  });

  it('dead-letters a chunk the endpoint keeps refusing after the tries, and later records still flow', async () => {
    const feedId = await grantedFeed('Tide heights, one bad chunk');
    const connectorId = await webhook(feedId, '/picky');
    receiver.answerWith((request) => (request.path === '/picky' && request.body.includes('"poison"') ? 500 : 200));
    await push(feedId, [{ kind: 'poison' }]);
    await expect.poll(() => requestsTo('/picky').length, { timeout: 15_000 }).toBe(3);
    await push(feedId, [{ kind: 'fine', reading: 1 }]);

    await expect
      .poll(() => accepted('/picky', (request) => !request.body.includes('"poison"')).length, { timeout: 10_000 })
      .toBe(1);
    // The endpoint has answered; the run records the delivery once it has read that answer.
    await expect.poll(() => isIdle(connectorId), { timeout: 10_000 }).toBe(true);
    const [poison] = accepted('/picky');
    const letters = await t.db
      .select()
      .from(connectorDeadLetters)
      .where(eq(connectorDeadLetters.connectorId, connectorId));
    expect(letters).toEqual([
      expect.objectContaining({ contentId: poison!.contentId, records: 1, attempts: 3, lastError: 'HTTP 500' }),
    ]);
    // Three tries of the bad chunk, none after it was given up on.
    expect(requestsTo('/picky').filter((request) => request.body.includes('"poison"'))).toHaveLength(3);
    const summary = await summaryOf(connectorId);
    expect(summary.metrics).toContainEqual({ name: 'Dead-lettered chunks', value: 1 });
    expect(summary.metrics).toContainEqual({ name: 'Records delivered', value: 1 });
    expect(summary.delivery).toMatchObject({ deadLettered: 1, failedAttempts: 0 });
  });

  it('delivers nothing once the consumer’s access is revoked', async () => {
    const feedId = await grantedFeed('Tide heights, revoked');
    const connectorId = await webhook(feedId, '/revoked');
    // The provider's own webhook on its feed shows when the chunk has gone out.
    await webhook(feedId, '/own', provider);
    await push(feedId, [{ reading: 'before' }]);
    await expect.poll(() => requestsTo('/revoked').length, { timeout: 10_000 }).toBe(1);

    await t.db
      .update(feedAccesses)
      .set({ state: 'revoked' })
      .where(and(eq(feedAccesses.feedId, feedId), eq(feedAccesses.orgId, consumer.orgId)));
    await push(feedId, [{ reading: 'after' }]);
    await expect.poll(() => requestsTo('/own').length, { timeout: 10_000 }).toBe(2);
    // The consumer's run for that chunk was asked for before the provider's: it has run too.
    await expect.poll(() => isIdle(connectorId), { timeout: 10_000 }).toBe(true);
    expect(accepted('/revoked').flatMap((delivery) => delivery.records)).toEqual([{ reading: 'before' }]);
    expect((await summaryOf(connectorId)).headerMetric.value).toBe(1);
  });

  it('delivers nothing to an inactive webhook', async () => {
    const feedId = await grantedFeed('Tide heights, paused');
    const connectorId = await webhook(feedId, '/paused');
    expect((await call(consumer, 'PUT', `/connector/${connectorId}/status/1`)).status).toBe(200);
    const ownId = await webhook(feedId, '/paused-own', provider);
    await push(feedId, [{ reading: 1 }]);
    await expect.poll(() => requestsTo('/paused-own').length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => isIdle(ownId), { timeout: 10_000 }).toBe(true);
    expect(requestsTo('/paused')).toEqual([]);
  });

  it('delivers each chunk once, in order and one at a time when two server instances store and deliver', async () => {
    const other = await t.anotherInstance();
    const feedId = await grantedFeed('Tide heights, two instances');
    await webhook(feedId, '/busy');
    // A slow endpoint: runs of both instances would overlap if the queue let them.
    receiver.answerWith(async (request) => {
      if (request.path === '/busy') await pause(150);
      return 200;
    });
    const batches = [1, 2, 3, 4, 5, 6].map((batch) => [{ batch }]);
    for (const [index, batch] of batches.entries()) await push(feedId, batch, index % 2 ? other.app : t.app);

    await expect.poll(() => accepted('/busy').length, { timeout: 15_000 }).toBe(6);
    await pause(1_000);
    expect(accepted('/busy').flatMap((delivery) => delivery.records)).toEqual(batches.flat());
    expect(receiver.mostInFlight('/busy')).toBe(1);
  });

  it('delivers at start what a stopped server stored but did not hand to the queue', async () => {
    const { feedId } = await deliveringWebhook('Tide heights, restart', '/restart');
    // A chunk stored as a crashing server stores it: in the feed, never announced.
    const [first] = accepted('/restart');
    await t.app.services.datasets.storeFile(feedId, {
      fileName: 'live-restart.jsonl',
      contentType: 'application/x-ndjson',
      body: `${JSON.stringify({ reading: 2 })}\n`,
      trackingId: first!.trackingId,
      dataStart: new Date(),
      dataEnd: new Date(),
    });
    await pause(1_500);
    expect(accepted('/restart')).toHaveLength(1);

    await t.anotherInstance();
    await expect.poll(() => accepted('/restart').length, { timeout: 10_000 }).toBe(2);
    expect(accepted('/restart')[1]!.records).toEqual([{ reading: 2 }]);
  });

  it('holds back the chunks stored after one still being stored, then delivers them all in order', async () => {
    const { feedId } = await deliveringWebhook('Tide heights, two streams', '/streams');
    // A chunk of another stream whose file is still being written when a later chunk is stored.
    const slow = await t.app.services.datasets.storeFile(feedId, {
      fileName: 'live-slow.jsonl',
      contentType: 'application/x-ndjson',
      body: `${JSON.stringify({ reading: 2 })}\n`,
      trackingId: randomUUID(),
      dataStart: new Date(),
      dataEnd: new Date(),
    });
    await t.db.update(datasetContents).set({ state: 'pending' }).where(eq(datasetContents.id, slow));
    await push(feedId, [{ reading: 3 }]);
    await pause(2_000);
    expect(accepted('/streams')).toHaveLength(1);

    await t.db.update(datasetContents).set({ state: 'ready' }).where(eq(datasetContents.id, slow));
    await expect.poll(() => accepted('/streams').length, { timeout: 10_000 }).toBe(3);
    expect(accepted('/streams').flatMap((delivery) => delivery.records)).toEqual([
      { reading: 1 },
      { reading: 2 },
      { reading: 3 },
    ]);
  });

  it('starts a webhook moved to another feed at that feed’s next chunk', async () => {
    const first = await grantedFeed('Tide heights, first feed');
    const second = await grantedFeed('Tide heights, second feed');
    const connectorId = await webhook(first, '/moved');
    await push(first, [{ feed: 'first' }]);
    await expect.poll(() => accepted('/moved').length, { timeout: 10_000 }).toBe(1);
    await push(second, [{ feed: 'second', before: true }]);

    const moved = await call(consumer, 'PUT', '/connector', { ...webhookBody(second, '/moved'), id: connectorId });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await push(second, [{ feed: 'second', before: false }]);
    await expect.poll(() => accepted('/moved').length, { timeout: 10_000 }).toBe(2);
    await expect.poll(() => isIdle(connectorId), { timeout: 10_000 }).toBe(true);
    expect(accepted('/moved').flatMap((delivery) => delivery.records)).toEqual([
      { feed: 'first' },
      { feed: 'second', before: false },
    ]);
  });

  it('waits while another run holds the connector, and takes over once a dead run’s time is up', async () => {
    const { feedId, connectorId } = await deliveringWebhook('Tide heights, dead run', '/dead-run');
    // A run of a process that died while delivering still holds the connector for a while.
    const held = eq(connectorDeliveries.connectorId, connectorId);
    const inAMinute = new Date(Date.now() + 60_000);
    await t.db.update(connectorDeliveries).set({ runToken: randomUUID(), runningUntil: inAMinute }).where(held);
    await push(feedId, [{ reading: 2 }]);
    await pause(2_000);
    expect(accepted('/dead-run')).toHaveLength(1);

    await t.db
      .update(connectorDeliveries)
      .set({ runningUntil: new Date(Date.now() - 1_000) })
      .where(held);
    await expect.poll(() => accepted('/dead-run').length, { timeout: 10_000 }).toBe(2);
    expect(accepted('/dead-run')[1]!.records).toEqual([{ reading: 2 }]);
  });
});

/**
 * An app of its own with other settings: a provider's feed with its push connector, a device's
 * token, and the provider's webhook to `path` of the receiver.
 */
async function appWithWebhook(overrides: Partial<Config>, path: string) {
  const own = await createTestApp(overrides);
  const owner = await signedInUser(own, (await createOrganization(own.db, { name: 'Quayside Labs' })).id, {
    roleIds: [1],
  });
  const as = (method: ApiCall['method'], url: string, payload?: unknown) =>
    callApi(own.app, { method, url, token: owner.token, payload });
  const feedId = await createFeed(own.db, { orgId: owner.orgId, name: 'Quay tide', typeId: 2 });
  await as('POST', '/connector', { name: 'Quay push', category: 2, type: 1, metadataId: feedId, params: [] });
  const connectorId = (await as('POST', '/connector', webhookBody(feedId, path))).body.id as number;
  const device = (await as('POST', '/connector/api', { name: 'Quay gauge', type: 1 })).body.token as string;
  return {
    own,
    feedId,
    connectorId,
    device,
    summary: async () => (await as('GET', `/connector/summary/${connectorId}`)).body,
  };
}

describe('outbound delivery with other settings', () => {
  it('starts delivering a stored chunk at once on the instance that stored it, not at the next poll', async () => {
    const { own, feedId, device } = await appWithWebhook(
      { jobs: { ...loadConfig({}).jobs, pollingSeconds: 30, expireSeconds: 60 }, connectorInternalAddresses: true },
      '/prompt',
    );
    try {
      // The workers have polled once at start; the next poll is 30 s away.
      await pause(1_000);
      const pushedAt = Date.now();
      await push(feedId, [{ reading: 1 }], own.app, device);
      await expect.poll(() => accepted('/prompt').length, { timeout: 10_000 }).toBe(1);
      expect(Date.now() - pushedAt).toBeLessThan(5_000);
    } finally {
      await own.close();
    }
  });

  it('posts nothing to an address of the server’s own network unless the installation allows it', async () => {
    const { own, feedId, device, summary } = await appWithWebhook(
      {
        jobs: { ...loadConfig({}).jobs, pollingSeconds: 0.5, expireSeconds: 60 },
        outbound: { attempts: 2, retryMs: 200, timeoutMs: 5_000 },
      },
      '/internal',
    );
    try {
      await push(feedId, [{ reading: 1 }], own.app, device);
      await expect.poll(async () => (await summary()).delivery.deadLettered, { timeout: 10_000 }).toBe(1);
      expect((await summary()).delivery.lastError).toBe("127.0.0.1 is an address of the marketplace's own network");
      expect(requestsTo('/internal')).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
