import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/** Tables that count refusals on purpose (failed sign-ins), so a refused request may write them. */
const refusalCounters = new Set(['login_attempts']);

/**
 * A cheap fingerprint of every table: its row count and the sum of its rows' `xmin`. Every insert
 * or update gives a row a newer transaction id and every delete lowers the count, so two equal
 * fingerprints mean nothing was written in between, even a row rewritten with the same values.
 */
export async function fingerprintDatabase(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counted = tables.map(({ name }) => name).filter((name) => !refusalCounters.has(name));
  const rows = await queryRows<{ name: string; print: string }>(
    db,
    sql.join(
      counted.map(
        (name) =>
          sql`select ${name} as name, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as print from ${sql.identifier(name)}`,
      ),
      sql` union all `,
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}
