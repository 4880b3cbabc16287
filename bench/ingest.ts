/**
 * `npm run bench:ingest`: live records pushed over HTTP. Starts a throwaway PostgreSQL server and the
 * server as its own process, creates a continuous feed with an HTTP push connector and an API client,
 * opens the feed's live stream as its provider, then pushes BENCH_RECORDS (1,000,000) records from
 * BENCH_DEVICES (10) concurrent devices in batches of BENCH_BATCH (1,000) JSON lines. Prints records
 * per second, the delay from push to the live stream (p50 / p99), the chunks stored, and the server's
 * resident memory after a warm-up and at the end. MQTT is not measured yet.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { loadReferenceData } from '../apps/server/src/db/seed/reference-data';
import { startPostgresCluster } from '../apps/server/src/test/postgres-cluster';
import { createFeed, createOrganization, createUser, testPassword } from '../apps/server/src/test/factories';
import { freePort, startServer, stopServer } from './server';

const total = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const devices = Number(process.env.BENCH_DEVICES ?? 10);
const batch = Number(process.env.BENCH_BATCH ?? 1_000);

/** Resident memory of a process, in MB. */
const rssOf = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

const cluster = await startPostgresCluster({ shared_buffers: '512MB' });
const databaseUrl = cluster.url('postgres');
const database = await openDatabase({ databaseUrl });
await loadReferenceData(database.db);
const orgId = (await createOrganization(database.db, { name: 'Bench Sensors' })).id;
const user = await createUser(database.db, { orgId, roleIds: [1] });
const feedId = await createFeed(database.db, { orgId, name: 'Bench stream', typeId: 2, status: 1 });
await database.close();

const dataDir = mkdtempSync(path.join(tmpdir(), 'feedmarket-bench-ingest-'));
const port = await freePort();
const server = await startServer(port, dataDir, {
  DATABASE_URL: databaseUrl,
  SEED_DEMO: '0',
  WEB_DIST_DIR: '/nonexistent',
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

  // The provider's live view: the delay of each record from its push to its event.
  const delays: number[] = [];
  const abort = new AbortController();
  const stream = await fetch(`${base}/continuous/metadata/${feedId}/live`, {
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

  // A warm-up, then the memory the measurement starts from.
  await pushBatch(0, batch, -1);
  const rssStart = rssOf(server.pid!);
  const started = performance.now();
  const perDevice = Math.ceil(total / devices);
  await Promise.all(
    Array.from({ length: devices }, async (_, deviceId) => {
      for (let sent = 0; sent < perDevice; sent += batch)
        await pushBatch(sent, Math.min(batch, perDevice - sent), deviceId);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const rssEnd = rssOf(server.pid!);
  const expected = perDevice * devices + batch;
  const deadline = Date.now() + 10_000;
  while (delays.length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  abort.abort();
  await reading;
  const counter = new pg.Client({ connectionString: databaseUrl });
  await counter.connect();
  const { rows } = await counter.query<{ n: number }>(
    'select count(*)::int as n from dataset_contents where feed_id = $1',
    [feedId],
  );
  await counter.end();
  const sorted = delays.sort((a, b) => a - b);
  console.table([
    {
      records: perDevice * devices,
      devices,
      batch,
      'records/s': Math.round((perDevice * devices) / seconds),
      seconds: Number(seconds.toFixed(1)),
      'delay p50 ms': percentile(sorted, 0.5),
      'delay p99 ms': percentile(sorted, 0.99),
      'records streamed': delays.length,
      chunks: rows[0]!.n,
      'server MB start': rssStart,
      'server MB end': rssEnd,
      'load average': loadavg()[0]!.toFixed(1),
    },
  ]);
} finally {
  await stopServer(server);
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
