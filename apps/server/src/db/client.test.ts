import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { queryRows } from './client';

const setup = inject('testDatabase');

// Only a PostgreSQL server can drop a connection; PGlite runs in the process.
describe.runIf(setup.kind === 'postgres')('a PostgreSQL server connection', () => {
  it('survives the server terminating idle connections and reconnects for the next query', async () => {
    const { db, close } = await createTestApp();
    try {
      const [row] = await queryRows<{ database: string }>(db, sql`SELECT current_database() AS database`);
      const admin = new pg.Client({ connectionString: setup.kind === 'postgres' ? setup.adminUrl : '' });
      await admin.connect();
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [row!.database],
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100)); // the termination notice reaches the idle client

      const answer = await queryRows<{ answer: number }>(db, sql`SELECT 42 AS answer`);
      expect(answer).toEqual([{ answer: 42 }]);
    } finally {
      await close();
    }
  });

  it('survives the server terminating a connection a transaction holds between statements: it fails, the next query works', async () => {
    const { db, close } = await createTestApp();
    const admin = new pg.Client({ connectionString: setup.kind === 'postgres' ? setup.adminUrl : '' });
    await admin.connect();
    try {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = (_pid: number) => {};
      const held = new Promise<number>((resolve) => (holding = resolve));
      const transaction = db
        .transaction(async (tx) => {
          const [backend] = await queryRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
          holding(backend!.pid);
          await released;
          await tx.execute(sql`SELECT 2`);
        })
        .then(
          () => 'committed',
          (error: unknown) => error,
        );
      await admin.query('SELECT pg_terminate_backend($1)', [await held]);
      await new Promise((resolve) => setTimeout(resolve, 100)); // the termination reaches the held connection
      release();
      expect(await transaction).toBeInstanceOf(Error);

      const answer = await queryRows<{ answer: number }>(db, sql`SELECT 42 AS answer`);
      expect(answer).toEqual([{ answer: 42 }]);
    } finally {
      await admin.end();
      await close();
    }
  });
});
