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
});
