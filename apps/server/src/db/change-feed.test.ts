import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createOrganization, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { listenerName, parseChange, type Change } from './change-feed';

let t: TestApp;
const heard: Change[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.changes.subscribe((change) => heard.push(change));
});
afterAll(() => t.close());

/** The changes the feed hands over for what `write` commits. */
async function changesOf(write: () => Promise<unknown>): Promise<Change[]> {
  await t.changes.sync(); // what the test wrote before
  heard.length = 0;
  await write();
  await t.changes.sync();
  return heard.splice(0);
}

const run = (query: ReturnType<typeof sql>) => () => t.db.execute(query);

describe('parseChange', () => {
  it('reads the messages of the triggers and nothing else', () => {
    expect(parseChange('user:1,22,333')).toEqual({ kind: 'user', ids: [1, 22, 333] });
    expect(parseChange('org:4')).toEqual({ kind: 'org', ids: [4] });
    expect(parseChange('counter:5')).toEqual({ kind: 'counter', ids: [5] });
    expect(parseChange('all')).toEqual({ kind: 'all' });
    for (const other of ['sync:abc', 'user', 'user:', 'feed:1', '']) expect(parseChange(other)).toBeUndefined();
  });
});

describe('the triggers', () => {
  it('name the user when what a session carries of them changes, and stay silent otherwise', async () => {
    const user = await createUser(t.db);
    const other = await createOrganization(t.db);
    const sessionOf = async () => {
      await t.db.execute(
        sql`insert into sessions (token_hash, user_id, expires_at) values (${`hash-${user.id}-${Date.now()}`}, ${user.id}, now() + interval '1 hour')`,
      );
    };
    const named = [{ kind: 'user', ids: [user.id] }];

    expect(await changesOf(sessionOf)).toEqual([]);
    expect(await changesOf(run(sql`update users set last_login_at = now() where id = ${user.id}`))).toEqual([]);
    expect(await changesOf(run(sql`update users set password_hash = 'other' where id = ${user.id}`))).toEqual([]);
    expect(await changesOf(run(sql`update users set status = 3 where id = ${user.id}`))).toEqual(named);
    expect(await changesOf(run(sql`update users set username = username || 'x' where id = ${user.id}`))).toEqual(named);
    expect(await changesOf(run(sql`update users set is_supervisor = true where id = ${user.id}`))).toEqual(named);
    expect(await changesOf(run(sql`update users set org_id = ${other.id} where id = ${user.id}`))).toEqual(named);
    expect(await changesOf(run(sql`insert into user_roles (user_id, role_id) values (${user.id}, 1)`))).toEqual(named);
    expect(await changesOf(run(sql`delete from user_roles where user_id = ${user.id} and role_id = 1`))).toEqual(named);
    expect(await changesOf(run(sql`update sessions set expires_at = now() where user_id = ${user.id}`))).toEqual(named);
    expect(await changesOf(run(sql`delete from sessions where user_id = ${user.id}`))).toEqual(named);
    await sessionOf();
    // The user's sessions go with them.
    expect(await changesOf(run(sql`delete from users where id = ${user.id}`))).toEqual(named);
  });

  it('name the organisation when it is disabled, enabled, changes type or goes', async () => {
    const org = await createOrganization(t.db);
    const named = [{ kind: 'org', ids: [org.id] }];
    expect(await changesOf(run(sql`update organizations set name = 'Renamed' where id = ${org.id}`))).toEqual([]);
    expect(await changesOf(run(sql`update organizations set enabled = 0 where id = ${org.id}`))).toEqual(named);
    expect(await changesOf(run(sql`update organizations set enabled = 1 where id = ${org.id}`))).toEqual(named);
    expect(await changesOf(run(sql`update organizations set organization_type = 3 where id = ${org.id}`))).toEqual(
      named,
    );
    expect(await changesOf(run(sql`delete from organizations where id = ${org.id}`))).toEqual(named);
  });

  it('name the user whose unread counter changes, once per transaction', async () => {
    const user = await createUser(t.db);
    const named = [{ kind: 'counter', ids: [user.id] }];
    const insert = sql`insert into notifications (user_id, type_id, title, body) values (${user.id}, 4, 'Hello', 'Body')`;
    expect(await changesOf(run(insert))).toEqual(named);
    expect(
      await changesOf(() => t.db.transaction(async (tx) => (await tx.execute(insert), tx.execute(insert)))),
    ).toEqual(named);
    expect(await changesOf(run(sql`update notifications set status = 2 where user_id = ${user.id}`))).toEqual(named);
    expect(await changesOf(run(sql`update notifications set note = 'A note' where user_id = ${user.id}`))).toEqual([]);
    expect(await changesOf(run(sql`delete from notifications where user_id = ${user.id}`))).toEqual(named);
  });

  it('name the users of a statement that signs many out in messages of at most 500', async () => {
    const org = await createOrganization(t.db);
    const created = await t.db.execute(
      sql`insert into users (org_id, username, password_hash, firstname, lastname)
          select ${org.id}, 'bulk-' || ${org.id} || '-' || g, 'unused', 'Bulk', 'User' from generate_series(1, 1200) g
          returning id`,
    );
    const ids = (created as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
    await t.db.execute(
      sql`insert into sessions (token_hash, user_id, expires_at)
          select 'bulk-' || id, id, now() + interval '1 hour' from users where org_id = ${org.id}`,
    );
    const changes = await changesOf(
      run(sql`delete from sessions where user_id in (select id from users where org_id = ${org.id})`),
    );
    const lists = changes.map((change) => (change.kind === 'user' ? change.ids : []));
    expect(lists.map((list) => list.length).sort()).toEqual([200, 500, 500]);
    expect(lists.flat().sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
  });

  it('say that everything changed when a table is emptied', async () => {
    expect(await changesOf(run(sql`truncate notification_counters`))).toEqual([{ kind: 'all' }]);
  });
});

describe.runIf(inject('testDatabase').kind === 'postgres')('the listening connection', () => {
  const listenerPid = async () => {
    const result = (await t.db.execute(
      sql`select pid from pg_stat_activity where application_name = ${listenerName} and datname = current_database()`,
    )) as unknown as { rows: { pid: number }[] };
    return result.rows.map((row) => row.pid);
  };

  it('is given up when it stops answering, with everything kept dropped, and replaced', async () => {
    const [pid] = await listenerPid();
    heard.length = 0;
    // A server that stops answering without closing the connection, as behind a dead network path.
    process.kill(pid!, 'SIGSTOP');
    try {
      await t.changes.sync(); // gives up after its time limit
      expect(heard).toContainEqual({ kind: 'all' });
      expect(t.changes.isLive()).toBe(false);
    } finally {
      process.kill(pid!, 'SIGCONT');
    }
    await vi.waitFor(() => expect(t.changes.isLive()).toBe(true), { timeout: 10_000 });
    await vi.waitFor(async () => {
      const pids = await listenerPid();
      expect(pids).toHaveLength(1);
      expect(pids).not.toContain(pid);
    });
  });

  it('empties the caches when it is lost, serves none while it is down, and listens again', async () => {
    const liveWhenEmptied: boolean[] = [];
    const stop = t.changes.subscribe((change) => {
      if (change.kind === 'all') liveWhenEmptied.push(t.changes.isLive());
    });
    heard.length = 0;
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${listenerName} and datname = current_database()`,
    );
    await vi.waitFor(() => expect(heard).toContainEqual({ kind: 'all' }));
    await vi.waitFor(() => expect(t.changes.isLive()).toBe(true), { timeout: 10_000 });
    stop();
    // Once when the connection was lost, once when it listened again (what changed in between was not heard).
    expect(liveWhenEmptied).toEqual([false, false]);
    const user = await createUser(t.db);
    expect(await changesOf(run(sql`update users set status = 3 where id = ${user.id}`))).toEqual([
      { kind: 'user', ids: [user.id] },
    ]);
  });
});
