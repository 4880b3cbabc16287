import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { loadReferenceData } from '../db/seed/reference-data';
import { installJobQueue } from '../lib/jobs';
import { startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    /** `pglite`: a data directory dump to start each test file from; `postgres`: a server URL and template database. */
    testDatabase: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; adminUrl: string; template: string };
  }
}

const template = 'feedmarket_template';

/** Prepares one migrated database with the reference data; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === 'postgres') {
    const cluster = await startPostgresCluster();
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: cluster.url(template) });
    await loadReferenceData(database.db);
    await installJobQueue(database.runSql);
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', adminUrl: cluster.url('postgres'), template });
    return () => cluster.stop();
  }

  const database = await openDatabase({});
  await loadReferenceData(database.db);
  await installJobQueue(database.runSql);
  const dump = await database.dump!();
  await database.close();
  const dir = path.resolve('node_modules/.cache/feedmarket-test');
  mkdirSync(dir, { recursive: true });
  const dumpFile = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return () => rmSync(dumpFile, { force: true });
}
