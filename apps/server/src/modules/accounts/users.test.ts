import type { TUser, TUserCreateBody } from '@feedmarket/contract/accounts/accounts.schemas';
import { formatMessage, messages } from '@feedmarket/contract/messages';
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, sessions, userEmails, userRoles, users } from '../../db/schema/accounts';
import { notifications } from '../../db/schema/notifications';
import { bearer, createOrganization, createUser, login } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let supervisorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const supervisor = await createUser(t.db, { isSupervisor: true, roleIds: [1] });
  supervisorToken = (await login(t.app, supervisor.username)).token;
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createUser>> & { token: string };

async function signedIn(options: Parameters<typeof createUser>[1]): Promise<Member> {
  const user = await createUser(t.db, options);
  return { ...user, token: (await login(t.app, user.username)).token };
}

/** An organisation with a signed-in admin and a signed-in analyst. */
async function team(values: Parameters<typeof createOrganization>[1] = {}) {
  const org = await createOrganization(t.db, values);
  return {
    org,
    admin: await signedIn({ orgId: org.id, roleIds: [1] }),
    analyst: await signedIn({ orgId: org.id, roleIds: [3] }),
  };
}

const unique = () => randomBytes(3).toString('hex');

function newUser(overrides: Partial<TUserCreateBody> = {}): TUserCreateBody {
  const id = unique();
  return {
    firstname: 'Lena',
    lastname: 'Legal',
    username: `lena${id}`,
    email: [{ emailAddress: `lena.${id}@example.org` }],
    phones: [{ phoneNumber: '+44 20 7946 0000' }],
    roles: [{ id: 5 }],
    ...overrides,
  };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers: token ? bearer(token) : {}, payload });

const createIn = (orgId: number, token: string, body: object = newUser()) =>
  call('POST', `/organization/${orgId}/user`, token, body);

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

const titlesFor = async (userId: number) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.title);

/** The invitation link in the newest mail to `email`. */
async function invitationLink(email: string): Promise<string> {
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
  const link = mail?.body.match(/\/confirmResetPassword\/([\w-]+)\?invitation=1/);
  if (!link) throw new Error(`no invitation mail to ${email}`);
  return link[1]!;
}

const setPassword = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/auth/newpassword',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password, confirm_password: password, token }).toString(),
  });

const tryLogin = (username: string, password: string) => call('POST', '/auth/login', undefined, { username, password });

describe('GET /user/role', () => {
  it('answers every role as userRoles, to members only', async () => {
    const { analyst } = await team();
    const response = await call('GET', '/user/role', analyst.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().userRoles).toEqual([
      { id: 1, name: 'Administrator' },
      { id: 2, name: 'Publisher' },
      { id: 3, name: 'Analyst' },
      { id: 4, name: 'Viewer' },
      { id: 5, name: 'Legal reviewer' },
      { id: 6, name: 'Account administrator' },
      { id: 7, name: 'Finance administrator' },
    ]);
    expect((await call('GET', '/user/role')).statusCode).toBe(401);
  });
});

describe('POST /organization/:orgId/user', () => {
  it('adds a user who needs confirmation and invites them to choose a first password, then sign in', async () => {
    const { org, admin } = await team();
    const body = newUser();
    const email = body.email[0]!.emailAddress;
    const response = await createIn(org.id, admin.token, body);
    expect(response.statusCode, response.body).toBe(201);
    const created: TUser = response.json().user;
    expect(created).toMatchObject({
      orgId: org.id,
      username: body.username,
      displayName: 'Lena Legal',
      email: [{ emailAddress: email, emailType: 2 }],
      phone: '+44 20 7946 0000',
      roles: [{ id: 5, name: 'Legal reviewer' }],
      status: 1,
      statusText: 'Needs confirmation',
      lastlogin: null,
    });
    expect(response.json().message).toContain(email);
    // Nobody knows a password yet, so nobody signs in as the new user.
    expect((await tryLogin(body.username, 'anything1')).statusCode).toBe(401);

    const token = await invitationLink(email);
    expect((await setPassword(token, 'chosen123')).statusCode).toBe(200);
    expect((await userRow(created.id)).status).toBe(2);
    const profile = await login(t.app, body.username, 'chosen123');
    expect(profile).toMatchObject({ userid: created.id, orgid: org.id, roles: [{ id: 5, name: 'Legal reviewer' }] });
    // The link works once.
    expect((await setPassword(token, 'another123')).statusCode).toBe(400);
    expect(await titlesFor(created.id)).toEqual(['Welcome to Feedmarket', 'Welcome to Feedmarket']);
  });

  it('sends an invited user who lost the mail a new link when they ask for a password reset', async () => {
    const { org, admin } = await team();
    const body = newUser();
    const email = body.email[0]!.emailAddress;
    await createIn(org.id, admin.token, body);
    const first = await invitationLink(email);
    expect((await call('POST', `/auth/emailReset?user_or_email=${body.username}`)).statusCode).toBe(200);
    await t.app.backgroundWork.settled();
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const resetToken = mail!.body.match(/\/confirmResetPassword\/([\w-]+)/)![1]!;
    expect(resetToken).not.toBe(first);
    expect((await setPassword(resetToken, 'chosen123')).statusCode).toBe(200);
    expect((await tryLogin(body.username, 'chosen123')).statusCode).toBe(200);
  });

  it('keeps the user and says so when the invitation cannot be mailed', async () => {
    // Nothing listens on port 1: the SMTP connection is refused.
    const unreachableMail = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const org = await createOrganization(unreachableMail.db);
      const admin = await createUser(unreachableMail.db, { orgId: org.id, roleIds: [1] });
      const { token } = await login(unreachableMail.app, admin.username);
      const body = newUser();
      const response = await unreachableMail.app.inject({
        method: 'POST',
        url: `/api/v2/organization/${org.id}/user`,
        headers: bearer(token),
        payload: body,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe(formatMessage('invitationNotSent', { name: 'Lena Legal' }));
      expect(response.json().user.status).toBe(1);
    } finally {
      await unreachableMail.close();
    }
  });

  it('answers 409 with the spec message for a taken e-mail, whatever the case, and for a taken username', async () => {
    const { org, admin } = await team();
    const taken = await createIn(
      org.id,
      admin.token,
      newUser({ email: [{ emailAddress: admin.email.toUpperCase() }] }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(messages.emailInUse);
    const sameName = await createIn(org.id, admin.token, newUser({ username: admin.username }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe(messages.usernameTaken);
  });

  it('is for admins of the organisation and the supervisor; a read-only organisation manages its own users', async () => {
    const { org, admin, analyst } = await team();
    const stranger = await team();
    const before = await userCount();
    expect((await createIn(org.id, analyst.token)).statusCode).toBe(403);
    expect((await createIn(org.id, stranger.admin.token)).statusCode).toBe(403);
    expect((await call('POST', `/organization/${org.id}/user`, stranger.admin.token, {})).statusCode).toBe(403);
    expect(await userCount()).toBe(before);
    expect((await createIn(org.id, supervisorToken)).statusCode).toBe(201);
    expect((await createIn(999_999, supervisorToken)).statusCode).toBe(404);
    expect((await createIn(org.id, admin.token, newUser({ roles: [] }))).json().user.roles).toEqual([]);
    const readOnly = await team({ organizationType: 3 });
    expect((await createIn(readOnly.org.id, readOnly.admin.token)).statusCode).toBe(201);
  });

  it.each([
    ['an unknown role', newUser({ roles: [{ id: 99 }] }), 'roles'],
    ['a role twice', newUser({ roles: [{ id: 3 }, { id: 3 }] }), 'body.roles'],
    ['a restricted e-mail', newUser({ email: [{ emailAddress: 'someone@mailinator.com' }] }), 'email.0.emailAddress'],
    ['a malformed e-mail', newUser({ email: [{ emailAddress: 'not-an-email' }] }), 'body.email.0.emailAddress'],
    [
      'two e-mails',
      newUser({ email: [{ emailAddress: 'a1@example.org' }, { emailAddress: 'b1@example.org' }] }),
      'body.email',
    ],
    ['a short username', newUser({ username: 'abc' }), 'body.username'],
    ['digits in a name', newUser({ firstname: 'L3na' }), 'body.firstname'],
    ['a bad phone', newUser({ phones: [{ phoneNumber: '12--34' }] }), 'body.phones.0.phoneNumber'],
    ['no roles list', { ...newUser(), roles: undefined }, 'body.roles'],
  ])('refuses %s with 400 and creates nobody', async (_, body, field) => {
    const { org, admin } = await team();
    const before = await userCount();
    const response = await createIn(org.id, admin.token, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await userCount()).toBe(before);
  });
});

describe('GET /dashboard/organization/:orgId/account', () => {
  it('pages the users newest first, filters by username, last name or first name, and sorts', async () => {
    const org = await createOrganization(t.db);
    const admin = await signedIn({ orgId: org.id, roleIds: [1] });
    const people: [string, string][] = [
      ['Ada', 'Lovelace'],
      ['Grace', 'Hopper'],
      ['Alan', 'Turing'],
    ];
    for (const [firstname, lastname] of people) {
      await createIn(
        org.id,
        admin.token,
        newUser({ firstname, lastname, username: `${firstname.toLowerCase()}${unique()}` }),
      );
    }
    const list = (query = '') => call('GET', `/dashboard/organization/${org.id}/account${query}`, admin.token);

    const all = await list();
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['x-total-count']).toBe('4');
    expect(all.json().data.content.map((user: TUser) => user.lastname)).toEqual([
      'Turing',
      'Hopper',
      'Lovelace',
      'User',
    ]);

    const page = await list('?pageSize=2&pageNum=2');
    expect(page.json().data.content.map((user: TUser) => user.lastname)).toEqual(['Lovelace', 'User']);
    expect(page.headers['x-total-count']).toBe('4');

    const byLastname = await list('?filter=hop&filterBy=lastname');
    expect(byLastname.json().data.content.map((user: TUser) => user.firstname)).toEqual(['Grace']);
    expect((await list('?filter=hop&filterBy=firstname')).headers['x-total-count']).toBe('0');
    expect((await list('?filter=ALAN&filterBy=username')).json().data.content[0].firstname).toBe('Alan');
    expect((await list('?filter=opp')).json().data.content.map((user: TUser) => user.firstname)).toEqual(['Grace']);

    const sorted = await list('?orderBy=firstname&order=asc');
    expect(sorted.json().data.content.map((user: TUser) => user.firstname)).toEqual(['Ada', 'Alan', 'Grace', 'Test']);
    expect((await list('?filterBy=email&filter=abc')).statusCode).toBe(400);
    expect((await list('?orderBy=password')).statusCode).toBe(400);
  });

  it('is for admins of the organisation and the supervisor', async () => {
    const { org, analyst } = await team();
    const stranger = await team();
    const url = `/dashboard/organization/${org.id}/account`;
    expect((await call('GET', url, analyst.token)).statusCode).toBe(403);
    expect((await call('GET', url, stranger.admin.token)).statusCode).toBe(403);
    expect((await call('GET', `${url}?pageSize=-1`, stranger.admin.token)).statusCode).toBe(403);
    expect((await call('GET', url, supervisorToken)).statusCode).toBe(200);
    expect((await call('GET', url)).statusCode).toBe(401);
  });
});

describe('PUT /user/:id', () => {
  const edit = (user: { firstname?: string; lastname?: string; email: string; roles?: number[]; phone?: string }) => ({
    firstname: user.firstname ?? 'Test',
    lastname: user.lastname ?? 'User',
    email: [{ emailAddress: user.email }],
    ...(user.phone ? { phones: [{ phoneNumber: user.phone }] } : {}),
    ...(user.roles ? { roles: user.roles.map((id) => ({ id })) } : {}),
  });

  it("lets an admin change a user's names, e-mail, phone and roles, and tells the user", async () => {
    const { admin, analyst } = await team();
    const response = await call(
      'PUT',
      `/user/${analyst.id}`,
      admin.token,
      edit({
        firstname: 'Anna',
        lastname: 'Lyst',
        email: `anna.${unique()}@example.org`,
        phone: '555 0100',
        roles: [2, 3],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      displayName: 'Anna Lyst',
      phone: '555 0100',
      roles: [
        { id: 2, name: 'Publisher' },
        { id: 3, name: 'Analyst' },
      ],
    });
    expect(await titlesFor(analyst.id)).toEqual(['Your roles changed', 'Your account details changed']);
  });

  it('lets a user change their own names and contact details but not their roles', async () => {
    const { analyst } = await team();
    const own = await call(
      'PUT',
      `/user/${analyst.id}`,
      analyst.token,
      edit({ firstname: 'Ann', email: analyst.email, roles: [3] }),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().firstname).toBe('Ann');
    const promote = await call('PUT', `/user/${analyst.id}`, analyst.token, edit({ email: analyst.email, roles: [1] }));
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe(messages.roleRequiresAdmin);
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, analyst.id));
    expect(roles.map((row) => row.roleId)).toEqual([3]);
    expect((await userRow(analyst.id)).firstname).toBe('Ann');
  });

  it("refuses another user's changes to non-admins (403) and users of other organisations (404)", async () => {
    const { admin, analyst } = await team();
    const stranger = await team();
    expect((await call('PUT', `/user/${admin.id}`, analyst.token, edit({ email: admin.email }))).statusCode).toBe(403);
    expect(
      (await call('PUT', `/user/${analyst.id}`, stranger.admin.token, edit({ email: analyst.email }))).statusCode,
    ).toBe(404);
    expect((await call('PUT', '/user/999999', admin.token, edit({ email: admin.email }))).statusCode).toBe(404);
    // Checked before the body: a bad one from a stranger is still 404.
    expect((await call('PUT', `/user/${analyst.id}`, stranger.admin.token, { email: 'x' })).statusCode).toBe(404);
    expect(
      (await call('PUT', `/user/${analyst.id}`, supervisorToken, edit({ lastname: 'Seen', email: analyst.email })))
        .statusCode,
    ).toBe(200);
  });

  it('answers 409 for an e-mail another user has, and keeps the last admin an admin', async () => {
    const { admin, analyst } = await team();
    const taken = await call('PUT', `/user/${analyst.id}`, admin.token, edit({ email: admin.email.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(messages.emailInUse);
    const demote = await call('PUT', `/user/${admin.id}`, admin.token, edit({ email: admin.email, roles: [3] }));
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(messages.lastAdministrator);
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, admin.id));
    expect(roles.map((row) => row.roleId)).toEqual([1]);
  });

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const { admin, analyst } = await team();
    for (const body of [
      { ...edit({ email: analyst.email }), firstname: '' },
      edit({ email: analyst.email, roles: [42] }),
      { firstname: 'Anna', lastname: 'Lyst' },
      { ...edit({ email: analyst.email }), lastname: 'Nul\u0000' },
    ]) {
      const response = await call('PUT', `/user/${analyst.id}`, admin.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await userRow(analyst.id)).toMatchObject({ firstname: 'Test', lastname: 'User' });
  });
});

describe('PUT /user/:userId/status/:statusId', () => {
  it('deactivates a user, who is locked out mid-session and cannot sign in; admins are told', async () => {
    const { admin, analyst } = await team();
    const otherAdmin = await signedIn({ orgId: admin.orgId, roleIds: [7] });
    expect((await call('GET', '/user/role', analyst.token)).statusCode).toBe(200);

    const response = await call('PUT', `/user/${analyst.id}/status/3`, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 3, statusText: 'Disabled' });
    expect((await call('GET', '/user/role', analyst.token)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, analyst.id))).toEqual([]);
    expect((await tryLogin(analyst.username, analyst.password)).statusCode).toBe(401);
    expect(await titlesFor(otherAdmin.id)).toContain('A user was deactivated');

    expect((await call('PUT', `/user/${analyst.id}/status/2`, admin.token)).json().status).toBe(2);
    expect((await tryLogin(analyst.username, analyst.password)).statusCode).toBe(200);
    expect(await titlesFor(analyst.id)).toContain('Your account is active');
  });

  it('refuses self-deactivation with 400 and the spec message', async () => {
    const { admin } = await team();
    const response = await call('PUT', `/user/${admin.id}/status/3`, admin.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.cannotDeactivateSelf);
    expect((await userRow(admin.id)).status).toBe(2);
  });

  it('accepts only 2 and 3, and only from admins of the organisation or the supervisor', async () => {
    const { admin, analyst } = await team();
    const stranger = await team();
    expect((await call('PUT', `/user/${analyst.id}/status/1`, admin.token)).statusCode).toBe(400);
    expect((await call('PUT', `/user/${analyst.id}/status/0`, admin.token)).statusCode).toBe(400);
    expect((await call('PUT', `/user/${admin.id}/status/3`, analyst.token)).statusCode).toBe(403);
    expect((await call('PUT', `/user/${analyst.id}/status/3`, stranger.admin.token)).statusCode).toBe(404);
    expect((await userRow(analyst.id)).status).toBe(2);
    expect((await call('PUT', `/user/${analyst.id}/status/3`, supervisorToken)).statusCode).toBe(200);
  });

  it("keeps the organisation's last active admin (409), even for the supervisor", async () => {
    const { admin } = await team();
    const response = await call('PUT', `/user/${admin.id}/status/3`, supervisorToken);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.lastAdministrator);
    expect((await userRow(admin.id)).status).toBe(2);
  });

  it('lets only one of two admins deactivating each other at once succeed', async () => {
    const org = await createOrganization(t.db);
    const first = await signedIn({ orgId: org.id, roleIds: [1] });
    const second = await signedIn({ orgId: org.id, roleIds: [6] });
    const answers = await Promise.all([
      call('PUT', `/user/${second.id}/status/3`, first.token),
      call('PUT', `/user/${first.id}/status/3`, second.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const active = await t.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.orgId, org.id), eq(users.status, 2)));
    expect(active[0]!.n).toBe(1);
  });

  it('retires the invitation of a user deactivated before accepting it', async () => {
    const { org, admin } = await team();
    const body = newUser();
    const created = (await createIn(org.id, admin.token, body)).json().user as TUser;
    const token = await invitationLink(body.email[0]!.emailAddress);
    expect((await call('PUT', `/user/${created.id}/status/3`, admin.token)).statusCode).toBe(200);
    expect((await setPassword(token, 'chosen123')).statusCode).toBe(400);
    expect((await userRow(created.id)).status).toBe(3);
  });
});

describe('DELETE /user/:id', () => {
  it('removes a user: signed out, gone from the list, e-mail free again; history keeps the row', async () => {
    const { org, admin, analyst } = await team();
    const response = await call('DELETE', `/user/${analyst.id}`, admin.token);
    expect(response.statusCode).toBe(200);
    expect((await call('GET', '/user/role', analyst.token)).statusCode).toBe(401);
    const list = await call('GET', `/dashboard/organization/${org.id}/account`, admin.token);
    expect(list.json().data.content.map((user: TUser) => user.id)).toEqual([admin.id]);
    expect(await t.db.select().from(userEmails).where(eq(userEmails.userId, analyst.id))).toEqual([]);
    expect((await userRow(analyst.id)).status).toBe(0);
    expect(
      (await createIn(org.id, admin.token, newUser({ email: [{ emailAddress: analyst.email }] }))).statusCode,
    ).toBe(201);
    expect((await call('DELETE', `/user/${analyst.id}`, admin.token)).statusCode).toBe(404);
  });

  it('refuses removing oneself (400), the last admin (409), non-admins (403) and other organisations (404)', async () => {
    const { admin, analyst } = await team();
    const stranger = await team();
    const self = await call('DELETE', `/user/${admin.id}`, admin.token);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(messages.cannotDeleteSelf);
    expect((await call('DELETE', `/user/${admin.id}`, supervisorToken)).statusCode).toBe(409);
    expect((await call('DELETE', `/user/${admin.id}`, analyst.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/user/${analyst.id}`, stranger.admin.token)).statusCode).toBe(404);
    expect((await userRow(admin.id)).status).toBe(2);
    expect((await userRow(analyst.id)).status).toBe(2);
  });
});
