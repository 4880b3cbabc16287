import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { loadConfig, type Config } from '../config/config';
import type { ChangeFeed } from '../db/change-feed';
import { openDatabase, type Database, type Db } from '../db/client';

/** One server instance: an app and the change feed its caches listen to. */
export type TestInstance = { app: FastifyInstance; changes: ChangeFeed };

export type TestApp = TestInstance & {
  db: Db;
  /** The database's address on a PostgreSQL server, for other processes (none on PGlite). */
  databaseUrl: string | undefined;
  /**
   * Another server instance on the same database, as behind a load balancer: on PostgreSQL with its
   * own connections and its own listener. `close` closes it too.
   */
  anotherInstance: () => Promise<TestInstance>;
  close: () => Promise<void>;
};

/**
 * A fresh database copied from the prepared template (PGlite or a PostgreSQL server), and the app on
 * it. Dataset files go to a throwaway folder unless `overrides.blobStore` names another store.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { logLines?: string[] } & Pick<AppOptions, 'mailer' | 'sweepIntervalMs'> = {},
): Promise<TestApp> {
  const setup = inject('testDatabase');
  let database: Database;
  let dropDatabase = async () => {};
  let openAgain = async () => database;
  let databaseUrl: string | undefined;
  if (setup.kind === 'pglite') {
    database = await openDatabase({ pgliteDump: new Blob([readFileSync(setup.dumpFile)]) });
  } else {
    const name = `feedmarket_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: setup.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${setup.template}`);
    await admin.end();
    const url = setup.adminUrl.replace(/\/postgres$/, `/${name}`);
    databaseUrl = url;
    database = await openDatabase({ databaseUrl: url });
    openAgain = () => openDatabase({ databaseUrl: url });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: setup.adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const blobRoot = mkdtempSync(path.join(tmpdir(), 'feedmarket-blobs-'));
  const config: Config = {
    ...loadConfig({}),
    webDistDir: '/nonexistent',
    blobStore: { kind: 'disk', root: blobRoot },
    ...overrides,
  };
  const { logLines, ...appOptions } = options;
  const logger = logLines ? { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } : false;
  const startInstance = async (on: Database): Promise<TestInstance> => {
    const changes = await on.listenForChanges();
    const app = await buildApp({ config, db: on.db, runSql: on.runSql, changes, logger, ...appOptions });
    await app.ready();
    return { app, changes };
  };
  const { app, changes } = await startInstance(database);
  const others: (() => Promise<void>)[] = [];
  return {
    app,
    db: database.db,
    databaseUrl,
    changes,
    anotherInstance: async () => {
      const on = await openAgain();
      const instance = await startInstance(on);
      others.push(async () => {
        await instance.app.close();
        if (on !== database) await on.close();
      });
      return instance;
    },
    close: async () => {
      for (const closeOther of others) await closeOther();
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(blobRoot, { recursive: true, force: true });
    },
  };
}
