import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { loadConfig, type Config } from '../config/config';
import { openDatabase, type Database, type Db } from '../db/client';

export type TestApp = { app: FastifyInstance; db: Db; close: () => Promise<void> };

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
  if (setup.kind === 'pglite') {
    database = await openDatabase({ pgliteDump: new Blob([readFileSync(setup.dumpFile)]) });
  } else {
    const name = `feedmarket_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: setup.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${setup.template}`);
    await admin.end();
    database = await openDatabase({ databaseUrl: setup.adminUrl.replace(/\/postgres$/, `/${name}`) });
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
  const app = await buildApp({ config, db: database.db, logger, ...appOptions });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(blobRoot, { recursive: true, force: true });
    },
  };
}
