/**
 * `npm run bench:search`: seeds demo feeds into a PostgreSQL server (1,000,000 by default) and into
 * PGlite (100,000), draws queries of every kind from the seeded feeds (words, phrases, prefixes and
 * misspellings from their names, filters from their values, areas around their positions), checks
 * every answer against the database (each result matches the words, filters and area; exact totals
 * are exact, estimates within 10 %), then measures over HTTP: p50 / p95 of each kind sequentially,
 * and 8 concurrent clients mixing every kind, beside a bare Fastify hello-world in the same run.
 * BENCH_FEEDS and BENCH_PGLITE_FEEDS change the sizes; BENCH_ENGINES=postgres or pglite runs one;
 * BENCH_SECONDS the length of the concurrent runs (10); BENCH_KINDS=word,cluster only the kinds whose names
 * hold one of those. BENCH_DATABASE_URL measures on a PostgreSQL server
 * of one's own instead of a throwaway one, seeding it only when it holds fewer than BENCH_FEEDS feeds.
 */
import {
  fixedLocationType,
  searchFilterKeys,
  type SearchFilterKey,
  type TClusterRequest,
  type TSearchRequest,
} from '@feedmarket/contract/catalog/catalog.schemas';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase, queryRows, type Database, type Db } from '../apps/server/src/db/client';
import { seedDemoFeeds } from '../apps/server/src/db/seed/demo/demo-feeds';
import { seedDemoData } from '../apps/server/src/db/seed/demo-data';
import { loadReferenceData } from '../apps/server/src/db/seed/reference-data';
import { geoBounds, termCellZoom, toPrefixQuery } from '../apps/server/src/modules/catalog/catalog.repository';
import { decodeFacet, encodeFacet } from '../apps/server/src/modules/catalog/facet-codes';
import { startPostgresCluster } from '../apps/server/src/test/postgres-cluster';

const searchPath = '/api/v2/search/metadata/v2';
const clusterPath = '/api/v2/search/metadata/clusters';
type Probe = { kind: string; path: string; bodies: object[] };
type Box = { bottomLeft: { lat: number; lon: number }; upperRight: { lat: number; lon: number } };

const world: Box = { bottomLeft: { lat: -80, lon: -180 }, upperRight: { lat: 80, lon: 180 } };
const usa: Box = { bottomLeft: { lat: 24, lon: -125 }, upperRight: { lat: 50, lon: -66 } };
const around = (lat: number, lon: number, degrees: number): Box => ({
  bottomLeft: { lat: Math.max(lat - degrees, -85), lon: Math.max(lon - degrees, -180) },
  upperRight: { lat: Math.min(lat + degrees, 85), lon: Math.min(lon + degrees, 180) },
});

/** A deterministic pseudo-random sequence, so both engines get the same kinds of queries. */
function createRandom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(items: T[]) => items[Math.floor(next() * items.length)]! };
}

type Sampled = { name: string; facets: number[]; lat: number | null; lon: number | null };

/** Feeds to draw queries from: a spread of active feeds across the id range. */
async function sampleFeeds(db: Db, count: number): Promise<Sampled[]> {
  const [range] = await queryRows<{ low: number; high: number }>(
    db,
    sql`select min(id) as low, max(id) as high from feeds`,
  );
  const low = Number(range!.low);
  const span = Number(range!.high) - low;
  const ids = Array.from({ length: count * 3 }, (_, index) => low + Math.floor((span * (index + 0.5)) / (count * 3)));
  const rows = await queryRows<Sampled>(
    db,
    sql`select name, facets, location[1] as lat, location[0] as lon from feeds
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and status = 1 and type_id <> 4 order by id limit ${count}`,
  );
  return rows.map((row) => ({ ...row, facets: row.facets.map(Number) }));
}

const wordsOf = (name: string) => (name.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length >= 4);
/** Words of plain letters a to z, to misspell: the bench server's C locale has no other letters in its trigrams. */
const plainWordsOf = (name: string) => wordsOf(name).filter((word) => /^[a-z]{6,}$/.test(word));

/** A word with two letters swapped in its middle, which the catalogue should not hold. */
function misspell(word: string): string {
  const at = Math.floor(word.length / 2);
  return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
}

function filtersOf(codes: number[]) {
  const filters: Partial<Record<SearchFilterKey, (number | string)[]>> = {};
  for (const code of codes) {
    const { key, value } = decodeFacet(code);
    (filters[key] ??= []).push(value);
  }
  return filters;
}

/** The queries of every kind, drawn from the seeded feeds. */
async function drawProbes(db: Db): Promise<Probe[]> {
  const random = createRandom(13);
  const typing = createRandom(17);
  const feeds = await sampleFeeds(db, 400);
  const named = feeds.filter((feed) => wordsOf(feed.name).length >= 2);
  const placed = feeds.filter((feed) => feed.lat !== null && feed.lon !== null);
  const [common] = await queryRows<{ word: string }>(
    db,
    sql`select word from search_lexemes where word ~ '^[a-z]{5,}$' order by n desc limit 1`,
  );
  const pick = (count: number, from = named) => Array.from({ length: count }, () => random.pick(from));
  const search = (body: TSearchRequest) => body;
  const cluster = (body: TClusterRequest) => body;
  // Filters without the feed type's (it halves nothing) and the location type's (it switches the area on).
  const filterCodes = (feed: Sampled, count: number) =>
    feed.facets
      .filter((code) => !['metadataType', 'locationType'].includes(decodeFacet(code).key))
      .sort((a, b) => ((a * 7919) % 104_729) - ((b * 7919) % 104_729))
      .slice(0, count);
  const inBox = (box: Box) => ({
    filters: { locationType: [fixedLocationType] },
    geo: { type: 'bounded_box' as const, ...box },
  });
  const probes: Probe[] = [
    {
      kind: 'one word',
      path: searchPath,
      bodies: [
        search({ text: common!.word }),
        ...pick(7).map((feed) => search({ text: random.pick(wordsOf(feed.name)) })),
      ],
    },
    {
      kind: 'several words',
      path: searchPath,
      bodies: pick(8).map((feed) => search({ text: wordsOf(feed.name).slice(0, 3).join(' ') })),
    },
    {
      kind: 'quoted phrase',
      path: searchPath,
      bodies: pick(8).map((feed) => search({ text: `"${wordsOf(feed.name).slice(0, 2).join(' ')}"` })),
    },
    {
      kind: 'prefix',
      path: searchPath,
      bodies: pick(8).map((feed) => search({ text: random.pick(wordsOf(feed.name)).slice(0, 4) })),
    },
    {
      kind: 'misspelt word',
      path: searchPath,
      bodies: pick(
        8,
        named.filter((feed) => plainWordsOf(feed.name).length),
      ).map((feed) => search({ text: misspell(random.pick(plainWordsOf(feed.name))) })),
    },
    ...[1, 2, 3].map((count) => ({
      kind: `words + ${count} filter${count > 1 ? 's' : ''}`,
      path: searchPath,
      bodies: pick(8).map((feed) =>
        search({ text: random.pick(wordsOf(feed.name)), filters: filtersOf(filterCodes(feed, count)) }),
      ),
    })),
    {
      kind: 'filters only',
      path: searchPath,
      bodies: pick(8, feeds).map((feed, index) => search({ filters: filtersOf(filterCodes(feed, 1 + (index % 3))) })),
    },
    {
      kind: 'geo box',
      path: searchPath,
      bodies: [
        search(inBox(usa)),
        search(inBox({ bottomLeft: { lat: 36, lon: -10 }, upperRight: { lat: 60, lon: 25 } })),
        ...pick(6, placed).map((feed) => search(inBox(around(feed.lat!, feed.lon!, 1)))),
      ],
    },
    {
      kind: 'radius',
      path: searchPath,
      bodies: pick(8, placed).map((feed, index) =>
        search({
          filters: { locationType: [fixedLocationType] },
          geo: {
            type: 'lat_lon',
            bottomLeft: { lat: feed.lat!, lon: feed.lon! },
            radius: [10, 50, 200, 800][index % 4]!,
          },
        }),
      ),
    },
    {
      kind: 'words in a box',
      path: searchPath,
      bodies: pick(
        8,
        placed.filter((feed) => wordsOf(feed.name).length),
      ).map((feed, index) =>
        search({ text: random.pick(wordsOf(feed.name)), ...inBox(index % 2 ? usa : around(feed.lat!, feed.lon!, 5)) }),
      ),
    },
    {
      kind: 'sort by date',
      path: searchPath,
      bodies: pick(8).map((feed, index) =>
        search({ text: random.pick(wordsOf(feed.name)), sort: 'DATEADDED', order: index % 2 ? 'asc' : 'desc' }),
      ),
    },
    {
      kind: 'sort by name',
      path: searchPath,
      bodies: [
        search({ sort: 'ALPHA' }),
        search({ sort: 'ALPHA', order: 'desc' }),
        ...pick(6).map((feed) => search({ text: random.pick(wordsOf(feed.name)), sort: 'ALPHA' })),
      ],
    },
    {
      kind: 'deep page',
      path: searchPath,
      bodies: [
        search({ pageNum: 50 }),
        search({ pageNum: 100, sort: 'ALPHA' }),
        search({ text: common!.word, pageNum: 20 }),
        ...pick(5, feeds).map((feed) => search({ filters: filtersOf(filterCodes(feed, 1)), pageNum: 10 })),
      ],
    },
    {
      // What the search box sends while a word is typed after another: a name's word or the commonest
      // word, then the first letters of another (drawn apart, so the other kinds keep their queries).
      kind: 'word + word being typed',
      path: searchPath,
      bodies: Array.from({ length: 8 }, (_, index) => {
        const words = wordsOf(typing.pick(named).name);
        const typed = typing.pick(words).slice(0, 3 + (index % 3));
        return search({ text: `${index % 2 ? common!.word : words[0]} ${typed}` });
      }),
    },
  ];
  for (const zoom of [2, 4, 7, 10, 12]) {
    const boxes = (count: number) =>
      pick(count, placed).map((feed) =>
        zoom === 2 ? world : zoom === 4 ? usa : around(feed.lat!, feed.lon!, { 7: 8, 10: 1, 12: 0.25 }[zoom]!),
      );
    probes.push({
      kind: `clusters zoom ${zoom}`,
      path: clusterPath,
      bodies: boxes(8).map((bounds, index) => {
        const feed = random.pick(named);
        if (index % 3 === 0) return cluster({ bounds, zoom });
        if (index % 3 === 1) return cluster({ bounds, zoom, text: random.pick(wordsOf(feed.name)) });
        return cluster({ bounds, zoom, filters: filtersOf(filterCodes(feed, 1 + (index % 2))) });
      }),
    });
  }
  return probes;
}

/** The SQL a search's results must satisfy: its words (as searched for), filters and area. */
function conditionsOf(body: TSearchRequest & { bounds?: Box }, searchedFor: string): ReturnType<typeof sql> {
  const parts = [sql`status = 1`];
  const tsquery = toPrefixQuery(searchedFor);
  if (tsquery) parts.push(sql`search_vector @@ to_tsquery('english', ${tsquery})`);
  for (const key of searchFilterKeys) {
    const values = body.filters?.[key];
    if (values?.length)
      parts.push(sql.raw(`facets && ARRAY[${values.map((value) => encodeFacet(key, value)).join(',')}]::int[]`));
  }
  const box =
    body.bounds ?? (body.geo && body.filters?.locationType?.includes(fixedLocationType) ? geoBounds(body.geo) : null);
  if (box)
    parts.push(
      sql`location <@ box(point(${box.bottomLeft.lon}::float8, ${box.bottomLeft.lat}::float8), point(${box.upperRight.lon}::float8, ${box.upperRight.lat}::float8))`,
    );
  if (!body.bounds && body.geo?.type === 'lat_lon') {
    const { lat, lon } = body.geo.bottomLeft;
    parts.push(
      sql`2 * 3958.8 * asin(sqrt(power(sin(radians(location[1] - ${lat}::float8) / 2), 2)
            + cos(radians(${lat}::float8)) * cos(radians(location[1])) * power(sin(radians(location[0] - ${lon}::float8) / 2), 2)))
          <= ${body.geo.radius}::float8`,
    );
  }
  return sql.join(parts, sql` and `);
}

type SearchAnswer = {
  data: { id: number }[];
  totalItems: number;
  totalIsEstimate: boolean;
  searchedFor: string;
  corrections: { word: string }[];
};

/** Checks one answer against the database; answers what is wrong with it, if anything. */
async function checkAnswer(db: Db, probe: Probe, body: object, answer: unknown): Promise<string | undefined> {
  const count = async (conditions: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from feeds where ${conditions}`))[0]!.n);
  if (probe.path === clusterPath) {
    const request = body as TClusterRequest & { bounds: Box };
    const { total } = answer as { total: number };
    const unfiltered = !request.text && !Object.values(request.filters ?? {}).some((values) => values?.length);
    const { bottomLeft: sw, upperRight: ne } = request.bounds;
    // Views counted ahead (unfiltered up to zoom 10, one filter value or one word up to termCellZoom)
    // read whole grid cells, which reach past the view's edges; the others count inside the view.
    const cells = sql`map_cell_x(location[0], ${request.zoom}) between map_cell_x(${sw.lon}::float8, ${request.zoom}) and map_cell_x(${ne.lon}::float8, ${request.zoom})
      and map_cell_y(location[1], ${request.zoom}) between map_cell_y(${sw.lat}::float8, ${request.zoom}) and map_cell_y(${ne.lat}::float8, ${request.zoom})`;
    const inView = await count(conditionsOf(request as never, request.text ?? ''));
    const inCells =
      request.zoom <= (unfiltered ? 10 : termCellZoom)
        ? await count(
            sql`location is not null and ${cells} and ${conditionsOf({ ...request, bounds: undefined } as never, request.text ?? '')}`,
          )
        : inView;
    return total === inView || total === inCells ? undefined : `clusters hold ${total} feeds, ${inView} match`;
  }
  const request = body as TSearchRequest;
  const found = answer as SearchAnswer;
  if (probe.kind === 'misspelt word' && !found.corrections.length && found.totalItems === 0)
    return `"${request.text}" was neither found nor corrected`;
  const conditions = conditionsOf(request, found.searchedFor);
  const ids = found.data.map((feed) => feed.id);
  if (ids.length) {
    const matching = await count(
      sql`${conditions} and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    if (matching !== ids.length) return `${ids.length - matching} of ${ids.length} results do not match`;
  }
  const truth = await count(conditions);
  if (!found.totalIsEstimate && found.totalItems !== truth) return `total ${found.totalItems}, ${truth} match`;
  if (found.totalIsEstimate && Math.abs(found.totalItems - truth) > 0.1 * truth)
    return `estimate ${found.totalItems}, ${truth} match`;
  return undefined;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function post(baseUrl: string, path: string, body: object): Promise<{ ms: number; answer: unknown }> {
  const started = performance.now();
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path} ${JSON.stringify(body)} answered ${response.status}: ${text}`);
  return { ms: performance.now() - started, answer: JSON.parse(text) };
}

/** `clients` concurrent loops over `requests` for `seconds`: requests per second and latencies. */
async function concurrently(clients: number, seconds: number, request: (index: number) => Promise<unknown>) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let index = client; performance.now() < deadline; index += clients) {
        const begun = performance.now();
        await request(index);
        latencies.push(performance.now() - begun);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / ((performance.now() - started) / 1000), latencies };
}

async function helloWorld(clients: number, seconds: number) {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const address = await hello.listen({ port: 0, host: '127.0.0.1' });
  await concurrently(clients, 1, () => fetch(address).then((response) => response.text()));
  const run = await concurrently(clients, seconds, () => fetch(address).then((response) => response.text()));
  await hello.close();
  return run;
}

async function measure(app: FastifyInstance, db: Db, label: string, rounds: number) {
  const clients = 8;
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const kinds = process.env.BENCH_KINDS?.split(',');
  const probes = (await drawProbes(db)).filter((probe) => !kinds || kinds.some((kind) => probe.kind.includes(kind)));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const rows: string[] = [];
  const wrong: string[] = [];
  let checked = 0;
  for (const probe of probes) {
    for (const body of probe.bodies) {
      // The first answer of each query warms the caches and is checked against the database.
      const { answer } = await post(address, probe.path, body);
      const problem = await checkAnswer(db, probe, body, answer);
      checked += 1;
      if (problem) wrong.push(`${probe.kind} ${JSON.stringify(body)}: ${problem}`);
    }
    const latencies: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const body of probe.bodies) latencies.push((await post(address, probe.path, body)).ms);
    }
    latencies.sort((a, b) => a - b);
    rows.push(
      `| ${probe.kind} | ${probe.bodies.length} | ${percentile(latencies, 50).toFixed(1)} | ${percentile(latencies, 95).toFixed(1)} | ${percentile(latencies, 100).toFixed(1)} |`,
    );
  }
  const mix = probes.flatMap((probe) => probe.bodies.map((body) => ({ path: probe.path, body })));
  const mixed = await concurrently(clients, seconds, (index) => {
    const { path, body } = mix[(index * 7919) % mix.length]!;
    return post(address, path, body);
  });
  await app.close();
  const hello = await helloWorld(clients, seconds);
  console.log(`\n${label}: each query once to warm up and check, then ${rounds} rounds sequentially over HTTP`);
  console.log(`| query | queries | p50 ms | p95 ms | max ms |\n|---|---:|---:|---:|---:|`);
  for (const row of rows) console.log(row);
  console.log(`\n${clients} concurrent clients for ${seconds} s, mixing all ${mix.length} queries:`);
  console.log(`| run | requests/s | p50 ms | p95 ms |\n|---|---:|---:|---:|`);
  const line = (name: string, run: { perSecond: number; latencies: number[] }) =>
    console.log(
      `| ${name} | ${run.perSecond.toFixed(0)} | ${percentile(run.latencies, 50).toFixed(1)} | ${percentile(run.latencies, 95).toFixed(1)} |`,
    );
  line('mixed searches', mixed);
  line('Fastify hello-world', hello);
  console.log(
    `searches per second / hello-world requests per second: ${(mixed.perSecond / hello.perSecond).toFixed(3)}`,
  );
  console.log(`answers checked against the database: ${checked}, wrong: ${wrong.length}`);
  for (const problem of wrong) console.log(`  WRONG ${problem}`);
  if (wrong.length) process.exitCode = 1;
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
  // The seeder runs ANALYZE itself: the first search after the load is planned on fresh statistics.
  console.log(`${label}: ${feeds} feeds seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const config = { ...loadConfig({}), webDistDir: '/nonexistent' };

if (engines.includes('postgres')) {
  const feeds = Number(process.env.BENCH_FEEDS ?? 1_000_000);
  // Memory settings of a server given a quarter of this machine's 24 GiB, as a production one would be.
  const cluster = process.env.BENCH_DATABASE_URL
    ? undefined
    : await startPostgresCluster({
        shared_buffers: '6GB',
        effective_cache_size: '16GB',
        work_mem: '32MB',
        maintenance_work_mem: '1GB',
      });
  try {
    const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL ?? cluster!.url('postgres') });
    const [seeded] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from feeds`);
    if (Number(seeded!.n) < feeds) await prepare(database, feeds, 'PostgreSQL');
    const app = await buildApp({ config, db: database.db, runSql: database.runSql });
    await measure(app, database.db, `PostgreSQL 15 server, ${feeds} feeds`, 3);
    await database.close();
  } finally {
    await cluster?.stop();
  }
}

if (engines.includes('pglite')) {
  const feeds = Number(process.env.BENCH_PGLITE_FEEDS ?? 100_000);
  const database = await openDatabase({});
  await prepare(database, feeds, 'PGlite');
  await measure(
    await buildApp({ config, db: database.db, runSql: database.runSql }),
    database.db,
    `PGlite (in memory), ${feeds} feeds`,
    3,
  );
  await database.close();
}
