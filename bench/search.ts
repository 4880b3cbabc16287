/**
 * `npm run bench:search`: seeds demo feeds into a PostgreSQL server (1,000,000 by default) and into
 * PGlite (100,000), then measures a fixed mix of searches over HTTP: p50 / p95 latency of each kind
 * sequentially, and throughput with concurrent clients. Prints a table per engine.
 * BENCH_FEEDS and BENCH_PGLITE_FEEDS change the sizes; BENCH_ENGINES=postgres or pglite runs one.
 */
import type { TClusterRequest, TSearchRequest } from '@feedmarket/contract/catalog/catalog.schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { seedDemoFeeds } from '../apps/server/src/db/seed/demo/demo-feeds';
import { seedDemoData } from '../apps/server/src/db/seed/demo-data';
import { loadReferenceData } from '../apps/server/src/db/seed/reference-data';
import { startPostgresCluster } from '../apps/server/src/test/postgres-cluster';

type Probe = { kind: string; path: string; bodies: object[] };

const search = (body: TSearchRequest) => body;
const clusterView = (body: TClusterRequest) => body;
const usa = { bottomLeft: { lat: 24, lon: -125 }, upperRight: { lat: 50, lon: -66 } };
const seattleArea = { bottomLeft: { lat: 47.4, lon: -122.6 }, upperRight: { lat: 47.8, lon: -122.0 } };

/** The query mix: what visitors type and click, a few of each kind. */
const probes: Probe[] = [
  {
    kind: 'text only',
    path: '/api/v2/search/metadata/v2',
    bodies: [
      'temperature',
      'river level',
      'Seattle',
      'air quality',
      'vessel positions',
      'soil moisture probes',
      'Rotterdam',
      'footfall',
    ].map((text) => search({ text })),
  },
  {
    kind: 'text + 2 filters',
    path: '/api/v2/search/metadata/v2',
    bodies: [
      search({ text: 'temperature', filters: { country: [840], format: [501] } }),
      search({ text: 'traffic', filters: { country: [826], metadataType: [2] } }),
      search({ text: 'water', filters: { environment: [1602], unitOfMeasure: [1920] } }),
      search({ text: 'energy', filters: { country: [276], sensorType: [436] } }),
    ],
  },
  {
    kind: 'filters only',
    path: '/api/v2/search/metadata/v2',
    bodies: [
      search({ filters: { sensorType: [401] } }),
      search({ filters: { country: [124], format: [503] } }),
      search({ filters: { manufacturer: [2503], environment: [1603] } }),
      search({ filters: { isicCode: ['D'] } }),
    ],
  },
  {
    kind: 'geo box',
    path: '/api/v2/search/metadata/v2',
    bodies: [
      search({ filters: { locationType: [130] }, geo: { type: 'bounded_box', ...seattleArea } }),
      search({
        filters: { locationType: [130] },
        geo: { type: 'bounded_box', bottomLeft: { lat: 48, lon: -5 }, upperRight: { lat: 55, lon: 10 } },
      }),
      search({
        filters: { locationType: [130] },
        geo: { type: 'lat_lon', bottomLeft: { lat: 51.5074, lon: -0.1278 }, radius: 50 },
      }),
    ],
  },
  {
    kind: 'clusters zoom 4',
    path: '/api/v2/search/metadata/clusters',
    bodies: [
      clusterView({ bounds: usa, zoom: 4 }),
      clusterView({ bounds: usa, zoom: 4, filters: { sensorType: [401] } }),
    ],
  },
  {
    kind: 'clusters zoom 10',
    path: '/api/v2/search/metadata/clusters',
    bodies: [
      clusterView({ bounds: seattleArea, zoom: 10 }),
      clusterView({ bounds: seattleArea, zoom: 10, text: 'air' }),
    ],
  },
  {
    kind: 'deep page',
    path: '/api/v2/search/metadata/v2',
    bodies: [
      search({ pageNum: 50 }),
      search({ pageNum: 100, sort: 'ALPHA' }),
      search({ text: 'temperature', pageNum: 20 }),
    ],
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timeRequest(baseUrl: string, path: string, body: object): Promise<number> {
  const started = performance.now();
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

async function measure(app: FastifyInstance, label: string, rounds: number, concurrency: number, seconds: number) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const rows: string[][] = [];
  for (const probe of probes) {
    for (const body of probe.bodies) await timeRequest(address, probe.path, body); // warm caches once
    const latencies: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const body of probe.bodies) latencies.push(await timeRequest(address, probe.path, body));
    }
    latencies.sort((a, b) => a - b);
    let completed = 0;
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async (_, client) => {
        for (let i = client; performance.now() < deadline; i += 1) {
          await timeRequest(address, probe.path, probe.bodies[i % probe.bodies.length]!);
          completed += 1;
        }
      }),
    );
    rows.push([
      probe.kind,
      percentile(latencies, 50).toFixed(1),
      percentile(latencies, 95).toFixed(1),
      (completed / seconds).toFixed(0),
    ]);
  }
  await app.close();
  console.log(
    `\n${label}: ${rounds} rounds of each query sequentially; throughput with ${concurrency} concurrent clients for ${seconds} s`,
  );
  console.log(`| query | p50 ms | p95 ms | requests/s |\n|---|---:|---:|---:|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

async function prepare(database: Database, feeds: number, label: string) {
  await loadReferenceData(database.db);
  await seedDemoData(database.db);
  const started = performance.now();
  let reported = 0;
  await seedDemoFeeds(database.db, feeds, {
    batchSize: database.kind === 'postgres' ? 2000 : 1000,
    onProgress: (done) => {
      if (done - reported >= 100_000) {
        reported = done;
        console.log(
          `  ${label}: ${done} feeds seeded (${Math.round(done / ((performance.now() - started) / 1000))}/s)`,
        );
      }
    },
  });
  await database.db.execute(sql`analyze`);
  console.log(`${label}: ${feeds} feeds seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const config = { ...loadConfig({}), webDistDir: '/nonexistent' };

if (engines.includes('postgres')) {
  const feeds = Number(process.env.BENCH_FEEDS ?? 1_000_000);
  // Memory settings of a server given a quarter of this machine's 24 GiB, as a production one would be.
  const cluster = await startPostgresCluster({
    shared_buffers: '6GB',
    effective_cache_size: '16GB',
    work_mem: '32MB',
    maintenance_work_mem: '1GB',
  });
  try {
    const database = await openDatabase({ databaseUrl: cluster.url('postgres') });
    await prepare(database, feeds, 'PostgreSQL');
    await measure(await buildApp({ config, db: database.db }), `PostgreSQL 15 server, ${feeds} feeds`, 10, 8, 5);
    await database.close();
  } finally {
    await cluster.stop();
  }
}

if (engines.includes('pglite')) {
  const feeds = Number(process.env.BENCH_PGLITE_FEEDS ?? 100_000);
  const database = await openDatabase({});
  await prepare(database, feeds, 'PGlite');
  await measure(await buildApp({ config, db: database.db }), `PGlite (in memory), ${feeds} feeds`, 5, 4, 5);
  await database.close();
}
