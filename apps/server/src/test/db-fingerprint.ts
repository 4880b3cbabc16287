import { getTableName, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/client';
import * as reference from '../db/schema/reference';

/**
 * Tables left out: reference data, loaded at start and never written by a request, and the tables
 * that count refusals on purpose (failed sign-ins), which a refused request may write.
 */
const notCounted = new Set([
  ...Object.values(reference)
    .filter((table) => table instanceof PgTable)
    .map((table) => getTableName(table)),
  // Refused attempts are counted on purpose: the counters of the rate limits.
  'rate_limits',
]);

/**
 * A cheap fingerprint of the tables requests write: each one's row count and the sum of its rows' `xmin`. Every insert
 * or update gives a row a newer transaction id and every delete lowers the count, so two equal
 * fingerprints mean nothing was written in between, even a row rewritten with the same values.
 */
export async function fingerprintDatabase(db: Db): Promise<Record<string, string>> {
  const rows = await queryRows<{ name: string; print: string }>(db, await fingerprintQuery(db));
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

// Tables do not come and go during a test: the query is built once per database.
const queries = new WeakMap<Db, Promise<SQL>>();

function fingerprintQuery(db: Db): Promise<SQL> {
  let query = queries.get(db);
  if (!query) {
    query = queryRows<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    ).then((tables) =>
      sql.join(
        tables
          .map(({ name }) => name)
          .filter((name) => !notCounted.has(name))
          .map(
            (name) =>
              sql`select ${name} as name, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as print from ${sql.identifier(name)}`,
          ),
        sql` union all `,
      ),
    );
    queries.set(db, query);
  }
  return query;
}

/**
 * The next transaction id PostgreSQL will assign, read without taking one. Every write takes an id,
 * so while this stays the same nothing was written (the converse does not hold: a rolled back write
 * takes one too, as do other databases of the same server).
 */
export async function nextTransactionId(db: Db): Promise<string> {
  const [row] = await queryRows<{ xmax: string }>(
    db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  );
  return row!.xmax;
}
