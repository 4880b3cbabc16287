import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/accounts';
import { notifications } from '../../db/schema/notifications';
import { createMailer } from '../../lib/mailer';
import { bearer, createUser, login, testPassword } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createNotificationService, type NewNotification, type NotificationService } from './notifications.service';

let t: TestApp;
let service: NotificationService;
beforeAll(async () => {
  t = await createTestApp();
  const mailer = createMailer({ from: 'test@feedmarket.test', db: t.db, log: t.app.log });
  service = createNotificationService(t.db, { mailer, publicUrl: 'http://feedmarket.test', log: t.app.log });
});
afterAll(() => t.close());

type Caller = { id: number; orgId: number; token: string; username: string };

async function signedInUser(options: Parameters<typeof createUser>[1] = {}): Promise<Caller> {
  const user = await createUser(t.db, options);
  const { token } = await login(t.app, user.username);
  return { id: user.id, orgId: user.orgId, token, username: user.username };
}

/**
 * Raises a notification through the module's entry point, as other modules do. It is written outside
 * the app, as another instance would write it: the app hears of it through the change feed, so the
 * test waits for that before it polls.
 */
async function raise(userId: number, typeId: number, extra: Partial<NewNotification> = {}) {
  await service.notify({ userId, typeId, title: `Type ${typeId}`, body: 'Something happened', ...extra });
  await t.changes.sync();
}

const api = (caller: Caller | null, method: 'GET' | 'PUT', url: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url: `/api/v2${url}`,
    payload,
    headers: { ...(caller ? bearer(caller.token) : {}), ...headers },
  });

async function idsOf(caller: Caller, url: string): Promise<number[]> {
  const response = await api(caller, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.content.map((item: { id: number }) => item.id);
}

const newestId = async (userId: number) =>
  (await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, userId))).at(-1)!.id;

describe('lists and the unread count', () => {
  it('lists unread and history notifications newest first, paged, with names of type and state', async () => {
    const user = await signedInUser();
    await raise(user.id, notificationTypes.account, { title: 'First' });
    await raise(user.id, notificationTypes.feedStatus, { itemType: 3, itemId: 77, title: 'Second' });
    await raise(user.id, notificationTypes.charge, { title: 'Third' });

    const page = await api(user, 'GET', `/notification/v2/user/${user.id}/unread?pageSize=2`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    const [third, second] = page.json().data.content;
    expect(third).toMatchObject({
      title: 'Third',
      typeId: 134,
      typeName: 'Charge',
      status: 1,
      statusName: 'Unread',
      readFlag: false,
      actionable: false,
      note: null,
    });
    expect(third.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(second).toMatchObject({ title: 'Second', itemType: 3, itemId: 77 });
    const rest = await api(user, 'GET', `/notification/v2/user/${user.id}/unread?pageSize=2&pageNum=2`);
    expect(rest.json().data.content.map((item: { title: string }) => item.title)).toEqual(['First']);

    expect((await api(user, 'GET', `/notification/v2/user/${user.id}/unread/count`)).json()).toEqual({ count: 3 });
    expect(await idsOf(user, `/notification/v2/user/${user.id}/read`)).toEqual([]);

    await api(user, 'PUT', `/notification/v2/${second.id}/read`);
    expect((await api(user, 'GET', `/notification/v2/user/${user.id}/unread/count`)).json()).toEqual({ count: 2 });
    expect(await idsOf(user, `/notification/v2/user/${user.id}/read`)).toEqual([second.id]);
    expect(await idsOf(user, `/notification/v2/user/${user.id}/unread`)).not.toContain(second.id);
  });

  it('answers the unread count with an ETag, 304 while nothing changed, and a new ETag after a new notification or a read', async () => {
    const user = await signedInUser();
    const countUrl = `/notification/v2/user/${user.id}/unread/count`;
    const first = await api(user, 'GET', countUrl);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ count: 0 });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"\d+"$/);

    const unchanged = await api(user, 'GET', countUrl, undefined, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    await raise(user.id, notificationTypes.account);
    const afterNew = await api(user, 'GET', countUrl, undefined, { 'if-none-match': etag });
    expect(afterNew.statusCode).toBe(200);
    expect(afterNew.json()).toEqual({ count: 1 });
    const etagAfterNew = afterNew.headers.etag as string;
    expect(etagAfterNew).not.toBe(etag);
    expect((await api(user, 'GET', countUrl, undefined, { 'if-none-match': etagAfterNew })).statusCode).toBe(304);

    await api(user, 'PUT', `/notification/v2/${await newestId(user.id)}/read`);
    const afterRead = await api(user, 'GET', countUrl, undefined, { 'if-none-match': etagAfterNew });
    expect(afterRead.statusCode).toBe(200);
    expect(afterRead.json()).toEqual({ count: 0 });
    expect(afterRead.headers.etag).not.toBe(etagAfterNew);

    // Another user's news does not change this user's ETag.
    const other = await signedInUser();
    await raise(other.id, notificationTypes.account);
    const stillSame = await api(user, 'GET', countUrl, undefined, {
      'if-none-match': afterRead.headers.etag as string,
    });
    expect(stillSame.statusCode).toBe(304);
  });

  it('lists the caller’s notifications by type, by item and all of them, cleared ones only in the last', async () => {
    const user = await signedInUser();
    await raise(user.id, notificationTypes.feedStatus, { itemType: 3, itemId: 500 });
    await raise(user.id, notificationTypes.feedStatus, { itemType: 3, itemId: 501 });
    await raise(user.id, notificationTypes.accessPending, { itemType: 1, itemId: 500 });
    await raise(user.id, notificationTypes.account);
    const [account, pending, feed501, feed500] = await idsOf(user, `/notification/user/${user.id}`);
    await api(user, 'PUT', `/notification/${feed501}/clear`);
    const other = await signedInUser();
    await raise(other.id, notificationTypes.feedStatus, { itemType: 3, itemId: 500 });

    expect(await idsOf(user, '/notification/type/3')).toEqual([feed500]);
    expect(await idsOf(user, '/notification/item/500')).toEqual([pending, feed500]);
    expect(await idsOf(user, '/notification/item/500?itemType=3')).toEqual([feed500]);
    expect(await idsOf(user, `/notification/user/${user.id}`)).toEqual([account, pending, feed501, feed500]);
    expect(await idsOf(user, `/notification/organization/${user.orgId}/user/${user.id}?pageSize=1`)).toEqual([account]);
    expect((await api(user, 'GET', '/notification/type/999')).statusCode).toBe(404);
  });

  it('serves the state, type and item type lookups to anyone, cacheable', async () => {
    const statuses = await api(null, 'GET', '/notification/status');
    expect(statuses.statusCode).toBe(200);
    expect(statuses.headers['cache-control']).toBe('public, max-age=120');
    expect(statuses.json()).toEqual([
      { value: 1, name: 'Unread' },
      { value: 2, name: 'Read' },
      { value: 3, name: 'Cleared' },
      { value: 4, name: 'Resolved' },
      { value: 5, name: 'Closed' },
    ]);
    const types = (await api(null, 'GET', '/notification/type')).json() as { value: number; name: string }[];
    expect(types.map((type) => type.value)).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5, 130, 131, 132, 133, 134, 135, 136]),
    );
    expect(types.find((type) => type.value === 130)?.name).toBe('Access granted');
    expect((await api(null, 'GET', '/notification/itemtype')).json()).toEqual([
      { value: 1, name: 'Policy' },
      { value: 2, name: 'Notification' },
      { value: 3, name: 'Metadata' },
    ]);
  });
});

describe('state changes', () => {
  it('reads on opening, and clears from any state, leaving both tabs of the dialog', async () => {
    const user = await signedInUser();
    await raise(user.id, notificationTypes.account);
    const id = await newestId(user.id);
    const read = await api(user, 'PUT', `/notification/v2/${id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, status: 2, readFlag: true, statusName: 'Read' });
    // Reading again changes nothing.
    expect((await api(user, 'PUT', `/notification/v2/${id}/read`)).json()).toMatchObject({ status: 2 });

    const cleared = await api(user, 'PUT', `/notification/v2/${id}/clear`);
    expect(cleared.json()).toMatchObject({ status: 3, statusName: 'Cleared' });
    expect((await api(user, 'PUT', `/notification/${id}/clear`)).statusCode).toBe(200);
    // Opening a cleared notification does not bring it back.
    expect((await api(user, 'PUT', `/notification/v2/${id}/read`)).json()).toMatchObject({ status: 3 });
    expect(await idsOf(user, `/notification/v2/user/${user.id}/unread`)).toEqual([]);
    expect(await idsOf(user, `/notification/v2/user/${user.id}/read`)).toEqual([]);
  });

  it('resolves or closes only open notifications that ask for action', async () => {
    const user = await signedInUser();
    await raise(user.id, notificationTypes.legalReview, { itemType: 3, itemId: 9 });
    const review = await newestId(user.id);
    await raise(user.id, notificationTypes.accessPending, { itemType: 1, itemId: 4 });
    const pending = await newestId(user.id);
    await raise(user.id, notificationTypes.account);
    const account = await newestId(user.id);

    const resolved = await api(user, 'PUT', `/notification/${review}/resolve`);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 4, statusName: 'Resolved', actionable: true, readFlag: true });
    expect((await api(user, 'PUT', `/notification/${review}/resolve`)).statusCode).toBe(200);
    const closeResolved = await api(user, 'PUT', `/notification/${review}/close`);
    expect(closeResolved.statusCode).toBe(409);
    expect(closeResolved.json().message).toBe('This notification is resolved');

    expect((await api(user, 'PUT', `/notification/${pending}/close`)).json()).toMatchObject({ status: 5 });
    const notActionable = await api(user, 'PUT', `/notification/${account}/resolve`);
    expect(notActionable.statusCode).toBe(409);
    expect(notActionable.json().message).toBe('This notification does not ask for action');

    expect(await idsOf(user, `/notification/v2/user/${user.id}/read`)).toEqual([pending, review]);
    expect((await api(user, 'GET', `/notification/v2/user/${user.id}/unread/count`)).json()).toEqual({ count: 1 });

    await api(user, 'PUT', `/notification/${pending}/clear`);
    expect((await api(user, 'PUT', `/notification/${pending}/resolve`)).statusCode).toBe(409);
  });

  it('keeps a note that follows the note rules, and refuses a bad one without changing anything', async () => {
    const user = await signedInUser();
    await raise(user.id, notificationTypes.legalReview);
    const id = await newestId(user.id);
    const saved = await api(user, 'PUT', `/notification/${id}/note`, { note: 'Checked with legal, fine' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id, note: 'Checked with legal, fine', status: 1 });

    for (const note of [' leading space', 'two  spaces', 'trailing space ', '...', '', 'x'.repeat(1001)]) {
      const refused = await api(user, 'PUT', `/notification/${id}/note`, { note });
      expect(refused.statusCode, note).toBe(400);
      expect(refused.json().fields[0].field).toBe('body.note');
    }
    for (const payload of [{}, { note: 42 }]) {
      expect((await api(user, 'PUT', `/notification/${id}/note`, payload)).statusCode).toBe(400);
    }
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row!.note).toBe('Checked with legal, fine');
  });
});

describe('configuration', () => {
  it('turns every type on by default, and a type turned off is not recorded when raised', async () => {
    const user = await signedInUser();
    const config = await api(user, 'GET', `/notification/v2/user/${user.id}/config`);
    expect(config.statusCode).toBe(200);
    const flags = config.json().flags as { type: number; name: string; flag: boolean; email: boolean }[];
    expect(flags.find((item) => item.type === 4)).toEqual({ type: 4, name: 'Account', flag: true, email: false });
    expect(flags.every((item) => item.flag && !item.email)).toBe(true);

    const saved = await api(user, 'PUT', `/notification/v2/user/${user.id}/config`, {
      flags: [{ type: notificationTypes.account, flag: false }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().flags.find((item: { type: number }) => item.type === 4)).toMatchObject({ flag: false });

    // Changing the password raises an account notification through the real flow: it does not reach the user.
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/passwordchange',
      headers: bearer(user.token),
      payload: { username: user.username, oldPassword: testPassword, newPassword: 'newsecret123' },
    });
    expect(password.statusCode).toBe(200);
    await raise(user.id, notificationTypes.feedStatus);
    const kept = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(kept.map((row) => row.typeId)).toEqual([notificationTypes.feedStatus]);
    expect((await api(user, 'GET', `/notification/v2/user/${user.id}/unread/count`)).json()).toEqual({ count: 1 });

    await api(user, 'PUT', `/notification/v2/user/${user.id}/config`, {
      flags: [{ type: notificationTypes.account, flag: true }],
    });
    await raise(user.id, notificationTypes.account);
    expect((await api(user, 'GET', `/notification/v2/user/${user.id}/unread/count`)).json()).toEqual({ count: 2 });
  });

  it('keeps the e-mail choice when a change leaves it out, and refuses unknown or repeated types', async () => {
    const user = await signedInUser();
    const url = `/notification/v2/user/${user.id}/config`;
    const flagOf = async (type: number) =>
      ((await api(user, 'GET', url)).json().flags as { type: number }[]).find((item) => item.type === type);
    await api(user, 'PUT', url, { flags: [{ type: 134, flag: true, email: true }] });
    await api(user, 'PUT', url, { flags: [{ type: 134, flag: false }] });
    expect(await flagOf(134)).toMatchObject({ flag: false, email: true });

    for (const body of [
      { flags: [{ type: 999, flag: false }] },
      {
        flags: [
          { type: 4, flag: false },
          { type: 4, flag: true },
        ],
      },
      { flags: [] },
      { flags: [{ type: 4, flag: 'no' }] },
      { flags: [{ type: 2 ** 31, flag: false }] },
    ]) {
      expect((await api(user, 'PUT', url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await flagOf(4)).toMatchObject({ flag: true });
  });
});

describe('who may use whose notifications', () => {
  it('answers 403 for another user’s lists, count and configuration, and 404 for another user’s notification', async () => {
    const owner = await signedInUser();
    const colleague = await signedInUser({ orgId: owner.orgId });
    await raise(owner.id, notificationTypes.legalReview);
    const id = await newestId(owner.id);

    for (const path of ['unread', 'unread/count', 'read', 'config']) {
      expect((await api(colleague, 'GET', `/notification/v2/user/${owner.id}/${path}`)).statusCode, path).toBe(403);
    }
    expect((await api(colleague, 'GET', `/notification/user/${owner.id}`)).statusCode).toBe(403);
    expect((await api(colleague, 'GET', `/user/${owner.id}/tabs`)).statusCode).toBe(403);
    expect(
      (await api(colleague, 'PUT', `/notification/v2/user/${owner.id}/config`, { flags: [{ type: 4, flag: false }] }))
        .statusCode,
    ).toBe(403);
    for (const path of [`v2/${id}/read`, `v2/${id}/clear`, `${id}/clear`, `${id}/resolve`, `${id}/close`]) {
      expect((await api(colleague, 'PUT', `/notification/${path}`)).statusCode, path).toBe(404);
    }
    expect((await api(colleague, 'PUT', `/notification/${id}/note`, { note: 'Mine now' })).statusCode).toBe(404);
    expect(await idsOf(colleague, '/notification/type/5')).toEqual([]);

    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row).toMatchObject({ status: 1, note: null });
  });

  it('refuses another organisation, or another user of the caller’s own, on the organisation path', async () => {
    const user = await signedInUser();
    const colleague = await signedInUser({ orgId: user.orgId });
    const stranger = await signedInUser();
    expect((await api(user, 'GET', `/notification/organization/${stranger.orgId}/user/${user.id}`)).statusCode).toBe(
      403,
    );
    expect((await api(user, 'GET', `/notification/organization/${user.orgId}/user/${colleague.id}`)).statusCode).toBe(
      403,
    );
    expect((await api(user, 'GET', `/notification/organization/${user.orgId}/user/${user.id}`)).statusCode).toBe(200);
  });

  it('shows nobody, a supervisor neither, another user’s notifications, and checks that before the input', async () => {
    const user = await signedInUser();
    const supervisor = await signedInUser({ isSupervisor: true });
    await raise(user.id, notificationTypes.legalReview);
    const id = await newestId(user.id);

    for (const path of [
      `v2/user/${user.id}/unread`,
      `v2/user/${user.id}/unread/count`,
      `v2/user/${user.id}/read`,
      `v2/user/${user.id}/config`,
      `user/${user.id}`,
      `organization/${user.orgId}/user/${user.id}`,
    ]) {
      expect((await api(supervisor, 'GET', `/notification/${path}`)).statusCode, path).toBe(403);
    }
    // A body that would not pass validation still answers as the resource decides: 403 and 404, not 400.
    expect(
      (await api(supervisor, 'PUT', `/notification/v2/user/${user.id}/config`, { flags: 'none' })).statusCode,
    ).toBe(403);
    expect((await api(supervisor, 'PUT', `/notification/${id}/note`, { note: ' bad  note ' })).statusCode).toBe(404);
    for (const path of [`v2/${id}/read`, `${id}/clear`, `${id}/resolve`]) {
      expect((await api(supervisor, 'PUT', `/notification/${path}`)).statusCode, path).toBe(404);
    }
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row!.status).toBe(1);
  });

  it('asks for a session on every member call', async () => {
    for (const [method, url] of [
      ['GET', '/notification/v2/user/1/unread/count'],
      ['GET', '/notification/v2/user/1/unread'],
      ['GET', '/notification/type/3'],
      ['PUT', '/notification/1/resolve'],
      ['PUT', '/notification/v2/1/read'],
    ] as const) {
      expect((await api(null, method, url)).statusCode, url).toBe(401);
    }
  });
});

describe('e-mail', () => {
  it('mails a notification after its transaction commits when the user asked for e-mail, and only then', async () => {
    const user = await signedInUser();
    const mailed = await signedInUser();
    await api(mailed, 'PUT', `/notification/v2/user/${mailed.id}/config`, {
      flags: [{ type: notificationTypes.account, flag: true, email: true }],
    });
    for (const caller of [user, mailed]) {
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/v2/auth/passwordchange',
        headers: bearer(caller.token),
        payload: { username: caller.username, oldPassword: testPassword, newPassword: 'newsecret123' },
      });
      expect(changed.statusCode).toBe(200);
    }
    const mailTo = (username: string) =>
      t.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, `${username}@example.org`));
    await expect.poll(async () => (await mailTo(mailed.username)).length).toBe(1);
    const [mail] = await mailTo(mailed.username);
    const id = await newestId(mailed.id);
    expect(mail).toMatchObject({ subject: 'Feedmarket: Password changed' });
    expect(mail!.body).toContain('Your password was changed.');
    expect(mail!.body).toContain(`/dashboard/account/notifications/${id}`);
    expect(await mailTo(user.username)).toEqual([]);
  });

  it('answers the request at once when mail cannot be sent, and keeps the mail to try again', async () => {
    const broken = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'test@feedmarket.test' });
    try {
      const user = await createUser(broken.db);
      const { token } = await login(broken.app, user.username);
      await broken.app.inject({
        method: 'PUT',
        url: `/api/v2/notification/v2/user/${user.id}/config`,
        headers: bearer(token),
        payload: { flags: [{ type: notificationTypes.account, flag: true, email: true }] },
      });
      const changed = await broken.app.inject({
        method: 'POST',
        url: '/api/v2/auth/passwordchange',
        headers: bearer(token),
        payload: { username: user.username, oldPassword: testPassword, newPassword: 'newsecret123' },
      });
      expect(changed.statusCode).toBe(200);
      const state = async () =>
        (await broken.db.select().from(notifications).where(eq(notifications.userId, user.id)))[0];
      // Tried once, and waiting again (state 1) for the next run.
      await expect.poll(async () => (await state())?.mailState === 1 && (await state())?.mailAttempts).toBe(1);
    } finally {
      await broken.close();
    }
  });
});
