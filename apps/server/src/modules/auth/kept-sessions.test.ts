import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema/accounts';
import { notifications } from '../../db/schema/notifications';
import { bearer, completeFeedBody, createUser, login, testPassword } from '../../test/factories';
import { createTestApp, type TestApp, type TestInstance } from '../../test/test-app';

// Sessions and unread counters are kept in memory by every instance. Whatever ends a session, the
// poll answers 401 at once: on the instance that ended it, and on any other as soon as the
// database's message reaches it (`changes.sync()` waits for that).

let t: TestApp;
let other: TestInstance;
let supervisorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.anotherInstance();
  supervisorToken = (await login(t.app, (await createUser(t.db, { isSupervisor: true })).username)).token;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

type Member = { id: number; orgId: number; username: string; token: string };

async function signedIn(options: Parameters<typeof createUser>[1] = {}): Promise<Member> {
  const user = await createUser(t.db, options);
  return { id: user.id, orgId: user.orgId, username: user.username, token: (await login(t.app, user.username)).token };
}

const call = (
  on: TestInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => on.app.inject({ method, url: `/api/v2${url}`, headers: bearer(token), payload });

/** The bell's poll of `member` on an instance, with the ETag it last had. */
const poll = (on: TestInstance, member: Member, etag?: string) =>
  on.app.inject({
    method: 'GET',
    url: `/api/v2/notification/v2/user/${member.id}/unread/count`,
    headers: { ...bearer(member.token), ...(etag ? { 'if-none-match': etag } : {}) },
  });

/** Polls on both instances, so that both keep the session and the counter in memory. */
async function pollBoth(member: Member) {
  for (const on of [t, other]) expect((await poll(on, member)).statusCode).toBe(200);
}

/** The poll's status on this instance (at once) and on the other (once it heard). */
async function pollStatuses(member: Member): Promise<[number, number]> {
  const here = (await poll(t, member)).statusCode;
  await other.changes.sync();
  return [here, (await poll(other, member)).statusCode];
}

describe('a kept session ends at once', () => {
  it('at logout', async () => {
    const member = await signedIn();
    await pollBoth(member);
    expect((await call(t, 'POST', '/auth/logout', member.token)).statusCode).toBe(200);
    expect(await pollStatuses(member)).toEqual([401, 401]);
  });

  it('when an administrator deactivates the user', async () => {
    const admin = await signedIn({ roleIds: [1] });
    const member = await signedIn({ orgId: admin.orgId, roleIds: [3] });
    await pollBoth(member);
    expect((await call(t, 'PUT', `/user/${member.id}/status/3`, admin.token)).statusCode).toBe(200);
    expect(await pollStatuses(member)).toEqual([401, 401]);
  });

  it('when an administrator removes the user', async () => {
    const admin = await signedIn({ roleIds: [1] });
    const member = await signedIn({ orgId: admin.orgId, roleIds: [3] });
    await pollBoth(member);
    expect((await call(t, 'DELETE', `/user/${member.id}`, admin.token)).statusCode).toBe(200);
    expect(await pollStatuses(member)).toEqual([401, 401]);
  });

  it('when the supervisor disables the organisation', async () => {
    const member = await signedIn();
    await pollBoth(member);
    const disabled = await call(t, 'PUT', `/supervisor/member/${member.orgId}/enabled`, supervisorToken, {
      enabled: false,
    });
    expect(disabled.statusCode).toBe(200);
    expect(await pollStatuses(member)).toEqual([401, 401]);
  });

  it("when the user changes the password, for the user's other sessions", async () => {
    const member = await signedIn();
    const elsewhere = { ...member, token: (await login(t.app, member.username)).token };
    await pollBoth(member);
    await pollBoth(elsewhere);
    const changed = await call(t, 'POST', '/auth/passwordchange', member.token, {
      username: member.username,
      oldPassword: testPassword,
      newPassword: 'another123',
    });
    expect(changed.statusCode).toBe(200);
    expect(await pollStatuses(elsewhere)).toEqual([401, 401]);
    expect(await pollStatuses(member)).toEqual([200, 200]);
  });

  it('when the password is reset with an e-mailed link', async () => {
    const user = await createUser(t.db);
    const member = {
      id: user.id,
      orgId: user.orgId,
      username: user.username,
      token: (await login(t.app, user.username)).token,
    };
    await pollBoth(member);
    await other.app.inject({ method: 'POST', url: `/api/v2/auth/emailReset?user_or_email=${user.email}` });
    await other.app.backgroundWork.settled();
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, user.email)).orderBy(desc(outbox.id));
    const token = mail!.body.match(/\/confirmResetPassword\/([\w-]+)/)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/newpassword',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password: 'another123', confirm_password: 'another123', token }).toString(),
    });
    expect(reset.statusCode).toBe(200);
    expect(await pollStatuses(member)).toEqual([401, 401]);
  });

  it('when it expires, by the expiry kept with it', async () => {
    const member = await signedIn();
    await pollBoth(member);
    const [{ expires_at: expiresAt }] = (
      (await t.db.execute(sql`select expires_at from sessions where user_id = ${member.id}`)) as unknown as {
        rows: { expires_at: string | Date }[];
      }
    ).rows as [{ expires_at: string | Date }];
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(expiresAt).getTime() - 1000);
    expect(await pollStatuses(member)).toEqual([200, 200]);
    vi.setSystemTime(new Date(expiresAt).getTime() + 1);
    expect(await pollStatuses(member)).toEqual([401, 401]);
  });

  it('when another program deactivates the user, disables the organisation or ends the session in the database', async () => {
    for (const end of [
      (member: Member) => sql`update users set status = 3 where id = ${member.id}`,
      (member: Member) => sql`update organizations set enabled = 0 where id = ${member.orgId}`,
      (member: Member) =>
        sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${member.id}`,
      (member: Member) => sql`delete from sessions where user_id = ${member.id}`,
    ]) {
      const member = await signedIn();
      await pollBoth(member);
      await t.db.execute(end(member));
      await t.changes.sync();
      expect(await pollStatuses(member)).toEqual([401, 401]);
    }
  });
});

describe('a kept session changes at once', () => {
  it('when the user gets a role: administrators may list the users', async () => {
    const member = await signedIn({ roleIds: [3] });
    const listUsers = (on: TestInstance) =>
      call(on, 'GET', `/dashboard/organization/${member.orgId}/account`, member.token);
    for (const on of [t, other]) expect((await listUsers(on)).statusCode).toBe(403);
    await t.db.execute(sql`insert into user_roles (user_id, role_id) values (${member.id}, 1)`);
    for (const on of [t, other]) {
      await on.changes.sync();
      expect((await listUsers(on)).statusCode).toBe(200);
    }
  });

  it('when the organisation becomes read-only: it may publish no more', async () => {
    const member = await signedIn();
    const publish = (on: TestInstance) => call(on, 'POST', '/metadata', member.token, completeFeedBody());
    expect((await publish(other)).statusCode).toBe(201);
    await t.db.execute(sql`update organizations set organization_type = 3 where id = ${member.orgId}`);
    await other.changes.sync();
    expect((await publish(other)).statusCode).toBe(403);
  });
});

describe('the kept unread count', () => {
  it('changes its ETag on every instance as soon as a notification is raised, read or cleared', async () => {
    const member = await signedIn();
    const etag = (await poll(other, member)).headers.etag as string;
    expect((await poll(other, member, etag)).statusCode).toBe(304);

    // Raised by a request to this instance (changing the password tells the user); the other hears it.
    const changed = await call(t, 'POST', '/auth/passwordchange', member.token, {
      username: member.username,
      oldPassword: testPassword,
      newPassword: 'another123',
    });
    expect(changed.statusCode).toBe(200);
    await other.changes.sync();
    const afterRaise = await poll(other, member, etag);
    expect(afterRaise.statusCode).toBe(200);
    expect(afterRaise.json()).toEqual({ count: 1 });
    const raisedEtag = afterRaise.headers.etag as string;
    expect(raisedEtag).not.toBe(etag);

    // Read through the other instance: this one hears it.
    const [raised] = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    const id = raised!.id;
    expect((await call(other, 'PUT', `/notification/v2/${id}/read`, member.token)).statusCode).toBe(200);
    await t.changes.sync();
    const afterRead = await poll(t, member, raisedEtag);
    expect(afterRead.statusCode).toBe(200);
    expect(afterRead.json()).toEqual({ count: 0 });
    const readEtag = afterRead.headers.etag as string;
    expect((await poll(other, member, readEtag)).statusCode).toBe(304);

    // Cleared, and raised by another program (a job): both hear it.
    expect((await call(t, 'PUT', `/notification/${id}/clear`, member.token)).statusCode).toBe(200);
    await other.changes.sync();
    const afterClear = await poll(other, member, readEtag);
    expect(afterClear.statusCode).toBe(200);
    const clearedEtag = afterClear.headers.etag as string;
    await t.db
      .insert(notifications)
      .values({ userId: member.id, typeId: notificationTypes.account, title: 'From a job', body: 'Body' });
    for (const on of [t, other]) {
      await on.changes.sync();
      const afterJob = await poll(on, member, clearedEtag);
      expect(afterJob.statusCode).toBe(200);
      expect(afterJob.json()).toEqual({ count: 1 });
    }
  });

  it('is answered from memory: what changes without the triggers telling is not seen', async () => {
    const member = await signedIn();
    const etag = (await poll(t, member)).headers.etag as string;
    // With the triggers off (as a replica applies changes), the database changes and nobody hears of it.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`insert into notification_counters (user_id, unread, version) values (${member.id}, 5, 5)
            on conflict (user_id) do update set unread = 5, version = 5`,
      );
      await tx.execute(sql`delete from sessions where user_id = ${member.id}`);
    });
    const kept = await poll(t, member, etag);
    expect(kept.statusCode).toBe(304);
    expect(kept.headers.etag).toBe(etag);
    // The next change the triggers announce drops both.
    await t.db.execute(sql`update users set status = 3 where id = ${member.id}`);
    await t.changes.sync();
    expect((await poll(t, member, etag)).statusCode).toBe(401);
  });
});
