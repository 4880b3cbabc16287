import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { SqlRunner } from '../lib/jobs';
import { listenPglite, listenPostgres, type ChangeFeed } from './change-feed';

export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Rows of a raw SQL query; both drivers answer them as `rows`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text as it is, for the job queue: with values one statement, without them any number. */
  runSql: SqlRunner;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball, to start other databases from. */
  dump?: () => Promise<Blob>;
  /** Starts listening to the changes the triggers announce, once (later calls answer the same feed); `close` stops it. */
  listenForChanges: () => Promise<ChangeFeed>;
};

/** Opens a change feed on the first call and answers that one afterwards; `close` closes it if opened. */
function onceFeed(open: () => Promise<ChangeFeed>) {
  let feed: Promise<ChangeFeed> | undefined;
  return {
    listen: () => (feed ??= open()),
    close: async () => (await feed)?.close(),
  };
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * PGlite is one connection: a query issued while another request's transaction is open would run
 * inside that transaction. Every statement and every transaction therefore waits its turn.
 */
function serialise(client: PGlite) {
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
  return {
    inTurn,
    query: (...args: Parameters<PGlite['query']>) => inTurn(() => client.query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => inTurn(() => client.exec(...args)),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) => inTurn(() => client.transaction(fn)),
  };
}

/** Opens the database the settings name (PostgreSQL server, or PGlite in `dataDir`), migrated. */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  /** A data directory dump to start from (tests start from a migrated, seeded template). */
  pgliteDump?: Blob;
  /**
   * Called when the server drops an idle connection (restart, failover), or the one listening for
   * changes; the pool and the listener reconnect on their own.
   */
  onConnectionLost?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, a connection the server terminates would crash the process, also one
    // checked out for a query (which fails on its own). Each connection reports its loss once; the
    // pool repeats an idle one's, which is already reported.
    pool.on('connect', (client) => client.on('error', options.onConnectionLost ?? (() => undefined)));
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool }) as unknown as Db;
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
    const changes = onceFeed(() => listenPostgres(options.databaseUrl!, { onError: options.onConnectionLost }));
    return {
      db,
      kind: 'postgres',
      runSql: (text, values) => pool.query(text, values),
      listenForChanges: changes.listen,
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteDump,
    extensions: { pg_trgm },
  });
  const serial = serialise(client);
  const db = drizzlePglite({ client: serial as unknown as PGlite }) as unknown as Db;
  await migratePglite(drizzlePglite({ client: serial as unknown as PGlite }), { migrationsFolder });
  const changes = onceFeed(() => listenPglite(client, serial.inTurn));
  return {
    db,
    kind: 'pglite',
    runSql: async (text, values) =>
      values?.length ? serial.query(text, values) : ((await serial.exec(text)).at(-1) ?? { rows: [] }),
    dump: () => serial.inTurn(() => client.dumpDataDir('none')),
    listenForChanges: changes.listen,
    close: async () => {
      await changes.close();
      await serial.exec('SELECT 1'); // waits for work in flight
      await client.close();
    },
  };
}
