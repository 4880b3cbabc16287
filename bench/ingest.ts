/**
 * `npm run bench:ingest`: live records pushed over HTTP. Starts a throwaway PostgreSQL server and the
 * server as its own process, creates a continuous feed with an HTTP push connector and an API client,
 * opens the feed's live stream as its provider, then pushes BENCH_RECORDS (1,000,000) records from
 * BENCH_DEVICES (10) concurrent devices in batches of BENCH_BATCH (1,000) JSON lines. Prints records
 * per second, the delay from push to the live stream (p50 / p99), the chunks stored, and the server's
 * resident memory after a warm-up and at the end. Then the same over MQTT through a Mosquitto broker
 * of its own: BENCH_MQTT_RECORDS (100,000) records published by as many devices, in messages of as
 * many records, to a second feed's MQTT push connector; its records per second run until the last
 * record reached the live stream, since a publish is acknowledged by the broker, not the server. The
 * broker takes such a burst faster than the server stores it, so its delay is mostly the burst's
 * queue: the same records are published again at a steady BENCH_MQTT_RATE (50,000) records per second
 * in all, as devices that send readings on a clock do.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { loadReferenceData } from '../apps/server/src/db/seed/reference-data';
import { startMosquitto } from '../apps/server/src/test/mosquitto';
import { startPostgresCluster } from '../apps/server/src/test/postgres-cluster';
import { createFeed, createOrganization, createUser, testPassword } from '../apps/server/src/test/factories';
import { freePort, startServer, stopServer } from './server';

const total = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const devices = Number(process.env.BENCH_DEVICES ?? 10);
const batch = Number(process.env.BENCH_BATCH ?? 1_000);
const mqttTotal = Number(process.env.BENCH_MQTT_RECORDS ?? 100_000);
const mqttRate = Number(process.env.BENCH_MQTT_RATE ?? 50_000);

/** Resident memory of a process, in MB. */
const rssOf = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);

/**
 * Sends `records` in batches from every device at once, each device one batch after another, as fast
 * as it can or, with `ratePerSecond`, all devices together at that rate; answers records per device.
 */
async function fromEveryDevice(
  records: number,
  send: (first: number, count: number, deviceId: number) => Promise<void>,
  ratePerSecond?: number,
): Promise<number> {
  const perDevice = Math.ceil(records / devices);
  const everyMs = ratePerSecond ? (batch * devices * 1000) / ratePerSecond : 0;
  await Promise.all(
    Array.from({ length: devices }, async (_, deviceId) => {
      const started = performance.now();
      for (let sent = 0, sends = 1; sent < perDevice; sent += batch, sends++) {
        await send(sent, Math.min(batch, perDevice - sent), deviceId);
        const wait = started + sends * everyMs - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }),
  );
  return perDevice;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

const cluster = await startPostgresCluster({ shared_buffers: '512MB' });
const databaseUrl = cluster.url('postgres');
const database = await openDatabase({ databaseUrl });
await loadReferenceData(database.db);
const orgId = (await createOrganization(database.db, { name: 'Bench Sensors' })).id;
const user = await createUser(database.db, { orgId, roleIds: [1] });
const feedId = await createFeed(database.db, { orgId, name: 'Bench stream', typeId: 2, status: 1 });
const mqttFeedId = await createFeed(database.db, { orgId, name: 'Bench MQTT stream', typeId: 2, status: 1 });
await database.close();
const broker = await startMosquitto();

const dataDir = mkdtempSync(path.join(tmpdir(), 'feedmarket-bench-ingest-'));
const port = await freePort();
const server = await startServer(port, dataDir, {
  DATABASE_URL: databaseUrl,
  SEED_DEMO: '0',
  WEB_DIST_DIR: '/nonexistent',
  MQTT_URL: broker.url,
});
const base = `http://127.0.0.1:${port}/api/v2`;
try {
  const json = async (response: Response) => {
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const session = await json(
    await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: testPassword }),
    }),
  );
  const member = { authorization: `Bearer ${String(session.token)}`, 'content-type': 'application/json' };
  await json(
    await fetch(`${base}/connector`, {
      method: 'POST',
      headers: member,
      body: JSON.stringify({ name: 'Bench push', category: 2, type: 1, metadataId: feedId, params: [] }),
    }),
  );
  const client = await json(
    await fetch(`${base}/connector/api`, {
      method: 'POST',
      headers: member,
      body: JSON.stringify({ name: 'Bench devices', type: 1 }),
    }),
  );
  const device = { authorization: `Bearer ${String(client.token)}`, 'content-type': 'application/x-ndjson' };
  const pushBatch = async (first: number, count: number, deviceId: number) => {
    const sentAt = Date.now();
    const lines = Array.from({ length: count }, (_, index) =>
      JSON.stringify({ device: deviceId, n: first + index, sentAt, value: Math.round(Math.random() * 1e4) / 100 }),
    );
    const response = await fetch(`${base}/ingest/${feedId}`, {
      method: 'POST',
      headers: device,
      body: lines.join('\n'),
    });
    if (response.status !== 200) throw new Error(`push answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };

  /** The provider's live view of a feed: the delay of each record from its push to its event. */
  const watchLive = async (liveFeedId: number) => {
    const delays: number[] = [];
    const abort = new AbortController();
    const stream = await fetch(`${base}/continuous/metadata/${liveFeedId}/live`, {
      headers: { authorization: member.authorization },
      signal: abort.signal,
    });
    const reading = (async () => {
      const reader = stream.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) !== -1) {
          const data = text
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          text = text.slice(end + 2);
          if (!data) continue;
          const now = Date.now();
          const event = JSON.parse(data.slice(6)) as { records: { sentAt: number }[] };
          for (const record of event.records) delays.push(now - record.sentAt);
        }
      }
    })();
    /** Waits (up to `timeoutMs`) until `count` records arrived. */
    const until = async (count: number, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (delays.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const stop = async () => {
      abort.abort();
      await reading;
    };
    return { delays, until, stop };
  };
  const live = await watchLive(feedId);
  const delays = live.delays;

  // A warm-up, then the memory the measurement starts from.
  await pushBatch(0, batch, -1);
  const rssStart = rssOf(server.pid!);
  const started = performance.now();
  const perDevice = await fromEveryDevice(total, pushBatch);
  const seconds = (performance.now() - started) / 1000;
  const rssEnd = rssOf(server.pid!);
  await live.until(perDevice * devices + batch, 10_000);
  await live.stop();

  // Over MQTT: a connector on the second feed, devices publishing with the API client's token.
  await json(
    await fetch(`${base}/connector`, {
      method: 'POST',
      headers: member,
      body: JSON.stringify({ name: 'Bench MQTT', category: 2, type: 3, metadataId: mqttFeedId, params: [] }),
    }),
  );
  const topic = `feedmarket/feeds/${mqttFeedId}/records`;
  const publishers = await Promise.all(
    Array.from({ length: devices }, () => mqtt.connectAsync(broker.url, { protocolVersion: 5 })),
  );
  const publishBatch = async (first: number, count: number, deviceId: number) => {
    const sentAt = Date.now();
    const lines = Array.from({ length: count }, (_, index) =>
      JSON.stringify({ device: deviceId, n: first + index, sentAt, value: Math.round(Math.random() * 1e4) / 100 }),
    );
    await publishers[Math.max(0, deviceId)]!.publishAsync(topic, lines.join('\n'), {
      qos: 1,
      properties: { userProperties: { authorization: `Bearer ${String(client.token)}` } },
    });
  };
  const mqttLive = await watchLive(mqttFeedId);
  // The server subscribes once the connector exists: warm up until a message comes through.
  for (let tries = 0; mqttLive.delays.length === 0; tries++) {
    if (tries === 20) throw new Error('No MQTT message reached the live stream within 10 s');
    await publishBatch(0, 1, -1);
    await mqttLive.until(1, 500);
  }
  const mqttWarm = mqttLive.delays.length;
  const mqttRssStart = rssOf(server.pid!);
  const mqttStarted = performance.now();
  const mqttPerDevice = await fromEveryDevice(mqttTotal, publishBatch);
  await mqttLive.until(mqttWarm + mqttPerDevice * devices, 60_000);
  const mqttSeconds = (performance.now() - mqttStarted) / 1000;
  const mqttRssEnd = rssOf(server.pid!);
  const pacedFrom = mqttLive.delays.length;
  const pacedStarted = performance.now();
  const pacedPerDevice = await fromEveryDevice(mqttTotal, publishBatch, mqttRate);
  await mqttLive.until(pacedFrom + pacedPerDevice * devices, 60_000);
  const pacedSeconds = (performance.now() - pacedStarted) / 1000;
  const pacedRssEnd = rssOf(server.pid!);
  await mqttLive.stop();
  await Promise.all(publishers.map((publisher) => publisher.endAsync()));
  const mqttStreamed = pacedFrom - mqttWarm;
  const pacedStreamed = mqttLive.delays.length - pacedFrom;
  const counter = new pg.Client({ connectionString: databaseUrl });
  await counter.connect();
  const { rows } = await counter.query<{ feed_id: number; n: number }>(
    'select feed_id, count(*)::int as n from dataset_contents where feed_id = any($1) group by feed_id',
    [[feedId, mqttFeedId]],
  );
  const chunksOf = (id: number) => rows.find((row) => row.feed_id === id)?.n ?? 0;
  await counter.end();
  /**
   * A row of the table: one way of sending, its rate (of `counted` records: sent over HTTP, streamed
   * over MQTT, where the broker takes a burst faster than the server stores it), the delays the
   * stream saw and the server's memory.
   */
  const row = (
    over: string,
    run: {
      records: number;
      counted: number;
      seconds: number;
      delays: number[];
      chunks: number | string;
      rss: [number, number];
    },
  ) => {
    const sorted = [...run.delays].sort((a, b) => a - b);
    return {
      over,
      records: run.records,
      devices,
      batch,
      'records/s': Math.round(run.counted / run.seconds),
      seconds: Number(run.seconds.toFixed(1)),
      'delay p50 ms': percentile(sorted, 0.5),
      'delay p99 ms': percentile(sorted, 0.99),
      'records streamed': sorted.length,
      chunks: run.chunks,
      'server MB start': run.rss[0],
      'server MB end': run.rss[1],
      'load average': loadavg()[0]!.toFixed(1),
    };
  };
  console.table([
    row('HTTP', {
      records: perDevice * devices,
      counted: perDevice * devices,
      seconds,
      delays,
      chunks: chunksOf(feedId),
      rss: [rssStart, rssEnd],
    }),
    row('MQTT', {
      records: mqttPerDevice * devices,
      counted: mqttStreamed,
      seconds: mqttSeconds,
      delays: mqttLive.delays.slice(mqttWarm, pacedFrom),
      chunks: chunksOf(mqttFeedId),
      rss: [mqttRssStart, mqttRssEnd],
    }),
    row(`MQTT at ${mqttRate}/s`, {
      records: pacedPerDevice * devices,
      counted: pacedStreamed,
      seconds: pacedSeconds,
      delays: mqttLive.delays.slice(pacedFrom),
      chunks: '(with the burst)',
      rss: [mqttRssEnd, pacedRssEnd],
    }),
  ]);
} finally {
  await stopServer(server);
  await broker.stop();
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
