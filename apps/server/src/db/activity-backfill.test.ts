import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const activityMigration = '0015_activity_events';

let client: PGlite;
let before: string;

/** The migrations of the release before activity was recorded: the journal up to the one before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

beforeAll(async () => {
  client = await PGlite.create({ extensions: { pg_trgm } });
  before = await migrationsBefore(activityMigration);
  await migrate(drizzle({ client }), { migrationsFolder: before });
});

afterAll(async () => {
  await client.close();
  await rm(before, { recursive: true, force: true });
});

const insertId = async (query: string, params: unknown[] = []) =>
  (await client.query<{ id: number }>(`${query} RETURNING id`, params)).rows[0]!.id;

it('counts the active feeds and awaiting workspace items a database already had when it starts recording activity', async () => {
  await client.query(`INSERT INTO countries (id, code, name) VALUES (826, 'GB', 'United Kingdom')`);
  const provider = await insertId(`INSERT INTO organizations (name, country_id) VALUES ('Provider', 826)`);
  const consumer = await insertId(`INSERT INTO organizations (name, country_id) VALUES ('Consumer', 826)`);
  const author = await insertId(
    `INSERT INTO users (org_id, username, password_hash, firstname, lastname) VALUES ($1, 'author', 'x', 'A', 'B')`,
    [provider],
  );
  const feed = (status: number, updatedAt: string) =>
    insertId(
      `INSERT INTO feeds (org_id, status, name, columns, search_vector, created_by, updated_at)
       VALUES ($1, $2, 'Feed', '[]', '', $3, $4)`,
      [provider, status, author, updatedAt],
    );
  // Published, then edited: it counts from when it became active, as its history says.
  const published = await feed(1, '2026-03-20T00:00:00Z');
  await client.query(
    `INSERT INTO feed_changes (feed_id, user_id, summary, changes, created_at) VALUES
       ($1, $2, 'Submitted', '[{"field": "status", "from": 2, "to": 1}]', '2026-03-01T00:00:00Z'),
       ($1, $2, 'Updated', '[{"field": "name", "from": "A", "to": "B"}]', '2026-03-20T00:00:00Z')`,
    [published, author],
  );
  // Active without a status change in its history: it counts from its last update.
  const loaded = await feed(1, '2026-02-10T00:00:00Z');
  const draft = await feed(2, '2026-03-05T00:00:00Z');
  const awaiting = await insertId(
    `INSERT INTO workspace_items (org_id, feed_id, status, created_at) VALUES ($1, $2, 'awaiting', '2026-03-02T00:00:00Z')`,
    [consumer, published],
  );
  await client.query(
    `INSERT INTO workspace_items (org_id, feed_id, status, created_at) VALUES ($1, $2, 'locked', '2026-03-03T00:00:00Z')`,
    [consumer, loaded],
  );

  await migrate(drizzle({ client }), { migrationsFolder });

  const { rows } = await client.query<{ org: number; code: string; subject: number; delta: number; at: string }>(
    `SELECT org_id AS org, code, subject_id AS subject, delta, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS at
     FROM activity_events ORDER BY code, subject_id`,
  );
  expect(rows).toEqual([
    { org: provider, code: 'TF', subject: published, delta: 1, at: '2026-03-01' },
    { org: provider, code: 'TF', subject: loaded, delta: 1, at: '2026-02-10' },
    { org: consumer, code: 'TWA', subject: awaiting, delta: 1, at: '2026-03-02' },
  ]);
  expect(rows.some((row) => row.subject === draft)).toBe(false);
});
