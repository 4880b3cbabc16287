/**
 * `npm run bench:feed-writes`: how long large single-statement feed writes take with the counters kept
 * by the feeds' triggers (feed_counts, search_lexemes, search_words, map_cells, map_term_cells, feed_points), made without the bulk-load flag, as
 * an import or a one-off fix would make them. On a throwaway PostgreSQL server and on PGlite: one
 * INSERT of BENCH_ROWS active feeds (100,000), one UPDATE deactivating a third of them, one moving a
 * fifth to another organisation and country, one DELETE of a quarter; then each counter is compared
 * with a count of the feeds (it must be exact). Beside them, p50 of a one-row insert, as the baseline
 * a busy machine slows too. BENCH_ENGINES=postgres or pglite runs one.
 */
import { sql } from 'drizzle-orm';
import { loadavg } from 'node:os';
import { openDatabase, queryRows, type Database, type Db } from '../apps/server/src/db/client';
import { seedDemoData } from '../apps/server/src/db/seed/demo-data';
import { loadReferenceData } from '../apps/server/src/db/seed/reference-data';
import { encodeFacet } from '../apps/server/src/modules/catalog/facet-codes';
import { startPostgresCluster } from '../apps/server/src/test/postgres-cluster';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const countries = [840, 124, 826, 276, 250, 380, 724, 528, 752, 392];
const formats = [501, 502, 503, 504, 505];

/** Counter rows that differ from a count of the feeds (none when the triggers kept them exact). */
async function counterErrors(db: Db): Promise<Record<string, number>> {
  const [row] = await queryRows<{
    counts: number;
    words: number;
    dictionary: number;
    cells: number;
    termCells: number;
    points: number;
  }>(
    db,
    sql`select
      (select count(*)::int from (select key, count(*) as n from feeds, unnest(array[0, -org_id] || facets) as key
                                   where status = 1 group by key) truth
         full join (select key, n from feed_counts where n <> 0) kept using (key)
         where truth.n is distinct from kept.n) as counts,
      (select count(*)::int from (select word, count(*) as n from feeds, unnest(tsvector_to_array(search_vector)) as word
                                   where status = 1 and word !~ '[[:digit:]]' group by word) truth
         full join (select word, n from search_lexemes where n <> 0) kept using (word)
         where truth.n is distinct from kept.n) as words,
      (select count(*)::int from (select distinct word from feeds, unnest(tsvector_to_array(search_vector)) as word) held
         where not exists (select 1 from search_words kept where kept.word = held.word)) as dictionary,
      (select count(*)::int from (select z as zoom, map_cell_x(f.location[0], z) as cx, map_cell_y(f.location[1], z) as cy,
                                         count(*) as n, sum(f.id) as id_sum
                                   from feeds f join organizations o on o.id = f.org_id and o.enabled = 1,
                                        generate_series(0, 10) as z
                                   where f.status = 1 and f.location is not null group by 1, 2, 3) truth
         full join (select zoom, cx, cy, n, id_sum from map_cells where n <> 0) kept using (zoom, cx, cy)
         where (truth.n, truth.id_sum) is distinct from (kept.n, kept.id_sum)) as cells,
      (select count(*)::int from (select term, map_cell_x(f.location[0], 7) as cx, map_cell_y(f.location[1], 7) as cy,
                                         count(*) as n, sum(f.id) as id_sum
                                   from feeds f join organizations o on o.id = f.org_id and o.enabled = 1,
                                        unnest(map_terms(f.facets, f.search_vector)) as term
                                   where f.status = 1 and f.location is not null group by 1, 2, 3) truth
         full join (select term, cx, cy, n, id_sum from map_term_cells where n <> 0) kept using (term, cx, cy)
         where (truth.n, truth.id_sum) is distinct from (kept.n, kept.id_sum)) as "termCells",
      (select count(*)::int from (select id, org_id, facets, location[0] as lon, location[1] as lat, search_vector from feeds
                                   where status = 1 and location is not null) truth
         full join feed_points kept using (id)
         where (truth.org_id, truth.facets, truth.lon, truth.lat, truth.search_vector)
               is distinct from (kept.org_id, kept.facets, kept.lon, kept.lat, kept.search_vector)) as points`,
  );
  return {
    counts: row!.counts,
    words: row!.words,
    dictionary: row!.dictionary,
    cells: row!.cells,
    termCells: row!.termCells,
    points: row!.points,
  };
}

async function timed(db: Db, statement: ReturnType<typeof sql>): Promise<number> {
  const started = performance.now();
  await db.execute(statement);
  return performance.now() - started;
}

async function measure(database: Database, label: string) {
  const { db } = database;
  await loadReferenceData(db);
  await seedDemoData(db);
  const orgIds = (await queryRows<{ id: number }>(db, sql`select id from organizations order by id`)).map((row) =>
    Number(row.id),
  );
  const countryCodes = countries.map((country) => encodeFacet('country', country));
  const formatCodes = formats.map((format) => encodeFacet('format', format));
  const facetSets = [0, 1].map((index) => [countryCodes[index]!, formatCodes[index]!]);
  // Words of letters only (the dictionary leaves out words with digits): 676 two-letter stems.
  const word = (n: string) => sql.raw(`chr(97 + ${n} % 26) || chr(97 + (${n} / 26) % 26) || 'stream'`);
  const insert = sql`insert into feeds (org_id, status, name, columns, search_vector, facets, location)
    select (${`{${orgIds.join(',')}}`}::int[])[1 + n % ${orgIds.length}], 1, 'Write bench ' || ${word('n')},
           '{}'::jsonb, to_tsvector('english', 'write bench ' || ${word('n')} || ' ' || ${word('(n * 7)')}),
           array[(${`{${countryCodes.join(',')}}`}::int[])[1 + n % ${countryCodes.length}],
                 (${`{${formatCodes.join(',')}}`}::int[])[1 + n % ${formatCodes.length}]],
           point(-180 + (n * 0.0137) % 360, -60 + (n * 0.0091) % 120)
    from generate_series(1, ${rows}) as n`;
  const single = async () => {
    const times: number[] = [];
    for (let index = 0; index < 50; index += 1)
      times.push(
        await timed(
          db,
          sql`insert into feeds (org_id, status, name, columns, search_vector, facets, location)
              values (${orgIds[0]}, 1, 'One row', '{}'::jsonb, to_tsvector('english', 'one row'), ${`{${facetSets[0]!.join(',')}}`}::int[], point(1, 1))`,
        ),
      );
    return times.sort((a, b) => a - b)[25]!;
  };
  const baseline = await single();
  const steps: [string, ReturnType<typeof sql>][] = [
    [`insert ${rows} active feeds`, insert],
    [`deactivate a third`, sql`update feeds set status = 2 where name like 'Write bench%' and id % 3 = 0`],
    [
      `move a fifth (organisation, country)`,
      sql`update feeds set org_id = ${orgIds[1]}, facets = ${`{${facetSets[1]!.join(',')}}`}::int[]
          where name like 'Write bench%' and id % 5 = 0`,
    ],
    [`delete a quarter`, sql`delete from feeds where name like 'Write bench%' and id % 4 = 0`],
  ];
  console.log(
    `\n${label}, load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `| statement | ms | counter rows wrong (counts / words / dictionary / cells / term cells / points) |\n|---|---:|---|`,
  );
  console.log(`| one-row insert (p50 of 50) | ${baseline.toFixed(1)} | |`);
  for (const [name, statement] of steps) {
    const ms = await timed(db, statement);
    const errors = await counterErrors(db);
    console.log(`| ${name} | ${ms.toFixed(0)} | ${Object.values(errors).join(' / ')} |`);
    if (Object.values(errors).some(Boolean)) process.exitCode = 1;
  }
  await database.close();
}

const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
if (engines.includes('postgres')) {
  const cluster = await startPostgresCluster({ shared_buffers: '1GB', work_mem: '32MB' });
  try {
    await measure(await openDatabase({ databaseUrl: cluster.url('postgres') }), 'PostgreSQL 15 server');
  } finally {
    await cluster.stop();
  }
}
if (engines.includes('pglite')) await measure(await openDatabase({}), 'PGlite (in memory)');
