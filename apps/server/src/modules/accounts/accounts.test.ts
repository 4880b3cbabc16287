import { messages } from '@feedmarket/contract/messages';
import type { TRegisterBody } from '@feedmarket/contract/accounts/accounts.schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationIsicCodes, organizations, userRoles, users } from '../../db/schema/accounts';
import { notifications } from '../../db/schema/notifications';
import { bearer, createUser, login } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let sequence = 0;
function registration(
  overrides: Partial<TRegisterBody> = {},
  user: Partial<TRegisterBody['users'][number]> = {},
): TRegisterBody {
  sequence += 1;
  return {
    name: 'Lakeside Water Authority',
    country: 840,
    state: 84053,
    addressline1: '700 Fifth Avenue',
    city: 'Seattle',
    postalcode: '98104',
    isicCode: ['3600', 'E'],
    users: [
      {
        firstname: 'Wanda',
        lastname: 'Waters',
        username: `wanda${sequence}`,
        password: 'river2024',
        email: [{ emailAddress: `wanda${sequence}@lakeside-water.org` }],
        ...user,
      },
    ],
    ...overrides,
  };
}

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v2/user/register', payload });
const countRows = async () => {
  const [orgs] = await t.db.select({ n: count() }).from(organizations);
  const [people] = await t.db.select({ n: count() }).from(users);
  return { orgs: orgs!.n, users: people!.n };
};

describe('POST /user/register', () => {
  it('creates the organisation with the defaults and its first user as admin, who can sign in', async () => {
    const body = registration();
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const { id, userId } = response.json();
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, id));
    expect(org).toMatchObject({
      name: 'Lakeside Water Authority',
      countryId: 840,
      stateId: 84053,
      sectorType: 1003,
      organizationType: 60,
      enabled: 1,
      adminId: userId,
    });
    const codes = await t.db.select().from(organizationIsicCodes).where(eq(organizationIsicCodes.orgId, id));
    expect(codes.map((row) => row.isicCode).sort()).toEqual(['3600', 'E']);
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(roles.map((row) => row.roleId)).toEqual([1]);
    const profile = await login(t.app, body.users[0]!.username, 'river2024');
    expect(profile).toMatchObject({ orgid: id, userid: userId, orgname: 'Lakeside Water Authority' });
    expect(profile.tabs).toContain('users');
  });

  it('records the campaign the registration came from', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/register',
      payload: registration(),
      headers: { 'x-campaign-id': 'spring-2026' },
    });
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, response.json().id));
    expect(org!.campaignId).toBe('spring-2026');
  });

  it('ignores attempts to choose the organisation type or supervisor rights', async () => {
    const response = await register({ ...registration(), organizationType: 3, supervisor: true, enabled: 0 });
    expect(response.statusCode).toBe(201);
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, response.json().id));
    expect(org).toMatchObject({ organizationType: 60, enabled: 1 });
    const [user] = await t.db.select().from(users).where(eq(users.id, response.json().userId));
    expect(user!.isSupervisor).toBe(false);
  });

  it.each([
    ['a missing state for the United States', registration({ state: null }), 'state'],
    ['a state of another country', registration({ state: 12409 }), 'state'],
    ['a state outside the US and Canada', registration({ country: 826, state: 84053 }), 'state'],
    ['an unknown country', registration({ country: 999 }), 'country'],
    ['an unknown ISIC code', registration({ isicCode: ['9999'] }), 'isicCode'],
    [
      'a restricted e-mail',
      registration({}, { email: [{ emailAddress: 'someone@mailinator.com' }] }),
      'users.0.email.0.emailAddress',
    ],
  ])('refuses %s with 400 and writes nothing', async (_, body, field) => {
    const before = await countRows();
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await countRows()).toEqual(before);
  });

  it.each([
    ['no organisation name', { name: '' }, 'body.name'],
    ['an invalid username', { users: [{ ...registration().users[0]!, username: 'ab' }] }, 'body.users.0.username'],
    [
      'a password without digits',
      { users: [{ ...registration().users[0]!, password: 'onlyletters' }] },
      'body.users.0.password',
    ],
    [
      'a malformed e-mail',
      { users: [{ ...registration().users[0]!, email: [{ emailAddress: 'not-an-email' }] }] },
      'body.users.0.email.0.emailAddress',
    ],
    ['no ISIC code', { isicCode: [] }, 'body.isicCode'],
    ['two users', { users: [registration().users[0]!, registration().users[0]!] }, 'body.users'],
  ])('rejects %s with 400', async (_, overrides, field) => {
    const before = await countRows();
    const response = await register({ ...registration(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await countRows()).toEqual(before);
  });

  it('answers 409 for a taken username or e-mail, whatever the case', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const before = await countRows();
    const sameUsername = await register(registration({}, { username: first.users[0]!.username.toUpperCase() }));
    expect(sameUsername.statusCode).toBe(409);
    const sameEmail = await register(
      registration({}, { email: [{ emailAddress: first.users[0]!.email[0]!.emailAddress.toUpperCase() }] }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(messages.emailInUse);
    expect(await countRows()).toEqual(before);
  });

  it('refuses oversized bodies with 413', async () => {
    const response = await register({ ...registration(), addressDisplay: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('TOO_LARGE');
  });
});

describe('GET /user/:userId/tabs', () => {
  it('counts unread notifications per tab for the user', async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user.username);
    await t.db.insert(notifications).values([
      { userId: user.id, typeId: 4, title: 'a', body: 'a' },
      { userId: user.id, typeId: 4, title: 'b', body: 'b' },
      { userId: user.id, typeId: 131, title: 'c', body: 'c' },
      { userId: user.id, typeId: 3, itemType: 3, title: 'd', body: 'd' },
      { userId: user.id, typeId: 4, title: 'read', body: 'read', status: 2 },
    ]);
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/user/${user.id}/tabs`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        { tab: 'account', count: 2 },
        { tab: 'finance', count: 1 },
        { tab: 'metadata', count: 1 },
      ]),
    );
    expect(response.json()).toHaveLength(3);
  });

  it("refuses other users' counts, to supervisors too, and needs a session", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const supervisor = await createUser(t.db, { isSupervisor: true });
    const { token } = await login(t.app, user.username);
    const get = (headers = {}) => t.app.inject({ method: 'GET', url: `/api/v2/user/${other.id}/tabs`, headers });
    expect((await get(bearer(token))).statusCode).toBe(403);
    expect((await get(bearer((await login(t.app, supervisor.username)).token))).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v2/user/abc/tabs', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
  });
});
