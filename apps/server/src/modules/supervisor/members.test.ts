import type { TMemberAccountBody } from '@feedmarket/contract/accounts/accounts.schemas';
import { formatMessage, messages } from '@feedmarket/contract/messages';
import type { TMemberRow, TSupervisorUser } from '@feedmarket/contract/supervisor/supervisor.schemas';
import { count, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, outbox, users } from '../../db/schema/accounts';
import { bearer, createFeed, createOrganization, createUser, login, pointAt } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let supervisor: { token: string; orgId: number };
let member: { token: string; orgId: number };

beforeAll(async () => {
  t = await createTestApp();
  const operator = await createOrganization(t.db, { name: 'Marketplace Operator' });
  const supervisorUser = await createUser(t.db, { orgId: operator.id, isSupervisor: true });
  supervisor = { token: (await login(t.app, supervisorUser.username)).token, orgId: operator.id };
  const memberUser = await createUser(t.db);
  member = { token: (await login(t.app, memberUser.username)).token, orgId: memberUser.orgId };
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: token ? bearer(token) : {},
    ...(payload && { payload }),
  });
  return {
    status: response.statusCode,
    body: response.body ? response.json() : undefined,
    total: response.headers['x-total-count'],
  };
}

const unique = () => randomBytes(3).toString('hex');

function memberAccount(overrides: { email?: string; username?: string; name?: string } = {}): TMemberAccountBody {
  const suffix = unique();
  return {
    name: overrides.name ?? `Delta Water ${suffix}`,
    country: 840,
    state: 84053,
    addressline1: '1 River Road',
    city: 'Spokane',
    postalcode: '99201',
    isicCode: ['3600'],
    users: [
      {
        firstname: 'Dana',
        lastname: 'Delta',
        username: overrides.username ?? `dana${suffix}`,
        email: [{ emailAddress: overrides.email ?? `dana.${suffix}@delta-water.example`, emailType: 1 }],
      },
    ],
  };
}

const organizationCount = async () => (await t.db.select({ n: count() }).from(organizations))[0]!.n;

describe('creating a member account', () => {
  it('creates the organisation and its administrator, who chooses a password from the invitation and signs in', async () => {
    const body = memberAccount();
    const user = body.users[0]!;
    const email = user.email[0]!.emailAddress;
    const created = await call('POST', '/supervisor/member', supervisor.token, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe(formatMessage('memberAccountCreated', { name: body.name, email }));

    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, created.body.id));
    expect(org).toMatchObject({ name: body.name, organizationType: 60, sectorType: 1003, enabled: 1 });
    expect(org!.adminId).toBe(created.body.userId);
    // Waiting for confirmation: no password works until the invitation is used.
    const [admin] = await t.db.select().from(users).where(eq(users.id, created.body.userId));
    expect(admin!.status).toBe(1);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { username: user.username, password: 'anything1' },
    });
    expect(refused.statusCode).toBe(401);

    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, email));
    const token = mail!.body.match(/\/confirmResetPassword\/([\w-]+)\?invitation=1/)?.[1];
    expect(token, mail!.body).toBeDefined();
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/newpassword',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password: 'river2026', confirm_password: 'river2026', token: token! }).toString(),
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const profile = await login(t.app, user.username, 'river2026');
    expect(profile).toMatchObject({ orgid: created.body.id, roles: [{ id: 1, name: 'Administrator' }] });
  });

  it('answers 409 with the reason for a taken e-mail address or user name, and creates nothing', async () => {
    const taken = await createUser(t.db);
    const before = await organizationCount();
    const byEmail = await call('POST', '/supervisor/member', supervisor.token, memberAccount({ email: taken.email }));
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.message).toBe(messages.emailInUse);
    const byName = await call(
      'POST',
      '/supervisor/member',
      supervisor.token,
      memberAccount({ username: taken.username }),
    );
    expect(byName.status).toBe(409);
    expect(byName.body.message).toMatch(/username/i);
    expect(await organizationCount()).toBe(before);
  });

  it('refuses bad bodies with 400 naming the fields, and creates nothing', async () => {
    const before = await organizationCount();
    const valid = memberAccount();
    const bad: object[] = [
      { ...valid, name: '' },
      { ...valid, isicCode: [] },
      { ...valid, isicCode: ['9999'] },
      { ...valid, country: 840, state: null },
      { ...valid, users: [{ ...valid.users[0]!, email: [{ emailAddress: 'not-an-address' }] }] },
      { ...valid, users: [] },
    ];
    for (const body of bad) {
      const response = await call('POST', '/supervisor/member', supervisor.token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.fields?.length ?? 0, JSON.stringify(response.body)).toBeGreaterThan(0);
    }
    expect(await organizationCount()).toBe(before);
  });
});

describe('the member list', () => {
  it('pages member organisations with their users and feeds counted, filtered by name', async () => {
    const name = `Quillfeather Labs ${unique()}`;
    const org = await createOrganization(t.db, { name });
    await createUser(t.db, { orgId: org.id });
    await createUser(t.db, { orgId: org.id, status: 3 });
    await createFeed(t.db, { orgId: org.id });
    await createFeed(t.db, { orgId: org.id, status: 2 });
    const page = await call('GET', `/supervisor/member?filter=${encodeURIComponent('quillfeather')}`, supervisor.token);
    expect(page.status).toBe(200);
    expect(page.total).toBe('1');
    const [row] = page.body.data.content as TMemberRow[];
    expect(row).toMatchObject({
      id: org.id,
      name,
      users: 2,
      feeds: 2,
      activeFeeds: 1,
      enabled: true,
      isReadOnly: false,
    });

    const all = await call('GET', '/supervisor/member?pageSize=2&orderBy=name&order=asc', supervisor.token);
    expect(Number(all.total)).toBeGreaterThan(2);
    expect(all.body.data.content).toHaveLength(2);
    const byFeeds = await call('GET', '/supervisor/member?pageSize=200&orderBy=feeds&order=desc', supervisor.token);
    const feedCounts = (byFeeds.body.data.content as TMemberRow[]).map((member) => member.feeds);
    expect(feedCounts).toEqual([...feedCounts].sort((a, b) => b - a));
  });
});

describe('disabling a member organisation', () => {
  it('signs its users out, hides its feeds from search and from others, and enabling brings them back', async () => {
    const org = await createOrganization(t.db, { name: `Silent Springs ${unique()}` });
    const user = await createUser(t.db, { orgId: org.id });
    const session = (await login(t.app, user.username)).token;
    const feedName = `Springwater gauge ${unique()}`;
    const feedId = await createFeed(t.db, { orgId: org.id, name: feedName, locations: [pointAt(10.5, 10.5)] });
    const world = { bottomLeft: { lat: -85, lon: -180 }, upperRight: { lat: 85, lon: 180 } };

    const findIn = async (token?: string) =>
      ((await call('POST', '/search/metadata/v2', token, { text: feedName })).body.data as { id: number }[]).map(
        (feed) => feed.id,
      );
    const mapTotal = async () =>
      (await call('POST', '/search/metadata/clusters', undefined, { bounds: world, zoom: 2 })).body.total;
    const banner = async () => (await call('GET', '/search/metadata/summary')).body.feeds;
    expect(await findIn()).toEqual([feedId]);
    expect(await findIn(member.token)).toEqual([feedId]);
    const [mapBefore, bannerBefore] = [await mapTotal(), await banner()];

    const disabled = await call('PUT', `/supervisor/member/${org.id}/enabled`, supervisor.token, { enabled: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toEqual({
      id: org.id,
      enabled: false,
      message: formatMessage('memberDisabled', { name: org.name }),
    });
    expect((await call('GET', '/auth/session', session)).status).toBe(401);
    expect(await findIn()).toEqual([]);
    expect(await findIn(member.token)).toEqual([]);
    expect(await findIn(supervisor.token)).toEqual([]);
    expect((await call('GET', `/metadata/${feedId}`)).status).toBe(404);
    expect((await call('GET', `/metadata/${feedId}`, member.token)).status).toBe(404);
    expect((await call('POST', `/workspace/metadata/${feedId}`, member.token)).status).toBe(404);
    expect((await call('GET', `/metadata/org/${org.id}`, member.token)).body.data.content).toEqual([]);
    expect((await call('GET', `/metadata/${feedId}`, supervisor.token)).status).toBe(200);
    expect(await mapTotal()).toBe(mapBefore - 1);
    expect(await banner()).toBe(bannerBefore - 1);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { username: user.username, password: user.password },
    });
    expect(refused.statusCode).toBe(401);
    const listed = await call('GET', `/supervisor/member?filter=${encodeURIComponent(org.name)}`, supervisor.token);
    expect(listed.body.data.content[0].enabled).toBe(false);

    const enabled = await call('PUT', `/supervisor/member/${org.id}/enabled`, supervisor.token, { enabled: true });
    expect(enabled.body.message).toBe(formatMessage('memberEnabled', { name: org.name }));
    expect(await findIn()).toEqual([feedId]);
    expect(await findIn(member.token)).toEqual([feedId]);
    expect(await mapTotal()).toBe(mapBefore);
    // The sessions ended with the disabling stay ended; signing in works again.
    expect((await call('GET', '/auth/session', session)).status).toBe(401);
    await login(t.app, user.username);
  });

  it("refuses to disable the supervisor's own organisation, unknown organisations and bad bodies", async () => {
    const own = await call('PUT', `/supervisor/member/${supervisor.orgId}/enabled`, supervisor.token, {
      enabled: false,
    });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(messages.cannotDisableOwnOrganization);
    expect(
      (await call('PUT', '/supervisor/member/2000000000/enabled', supervisor.token, { enabled: false })).status,
    ).toBe(404);
    for (const body of [{}, { enabled: 'no' }, { enabled: 0 }]) {
      expect((await call('PUT', `/supervisor/member/${member.orgId}/enabled`, supervisor.token, body)).status).toBe(
        400,
      );
    }
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, member.orgId));
    expect(org!.enabled).toBe(1);
  });
});

describe('the user list', () => {
  it('pages every user with their organisation, filtered by organisation and by name', async () => {
    const org = await createOrganization(t.db, { name: `Northbrook ${unique()}` });
    const ada = await createUser(t.db, { orgId: org.id, roleIds: [1, 5] });
    await createUser(t.db, { orgId: org.id, status: 3 });
    const all = await call('GET', '/supervisor/user?pageSize=200', supervisor.token);
    expect(Number(all.total)).toBeGreaterThan(3);
    const ofOrg = await call('GET', `/supervisor/user?orgId=${org.id}&orderBy=username`, supervisor.token);
    expect(ofOrg.total).toBe('2');
    const rows = ofOrg.body.data.content as TSupervisorUser[];
    expect(rows.every((row) => row.orgId === org.id && row.orgName === org.name)).toBe(true);
    expect(rows.find((row) => row.id === ada.id)).toMatchObject({
      username: ada.username,
      email: ada.email,
      status: 2,
      statusText: 'Active',
      roles: [
        { id: 1, name: 'Administrator' },
        { id: 5, name: 'Legal reviewer' },
      ],
      orgEnabled: true,
    });
    const byName = await call('GET', `/supervisor/user?filter=${ada.username}`, supervisor.token);
    expect((byName.body.data.content as TSupervisorUser[]).map((row) => row.id)).toEqual([ada.id]);
    const byEmail = await call('GET', `/supervisor/user?filter=${encodeURIComponent(ada.email)}`, supervisor.token);
    expect(byEmail.total).toBe('1');

    const memberUsers = await call('GET', `/supervisor/member/${org.id}/user`, supervisor.token);
    expect(memberUsers.total).toBe('2');
    expect((await call('GET', '/supervisor/member/2000000000/user', supervisor.token)).status).toBe(404);
    expect((await call('GET', '/supervisor/user?orgId=0', supervisor.token)).status).toBe(400);
  });
});

it('answers every supervisor call with 403 to a member who is not the supervisor', async () => {
  const calls: ['GET' | 'POST' | 'PUT', string, object?][] = [
    ['GET', '/supervisor/dashboard'],
    ['GET', '/supervisor/summary'],
    ['GET', '/supervisor/user'],
    ['GET', '/supervisor/member'],
    ['POST', '/supervisor/member', memberAccount()],
    ['PUT', `/supervisor/member/${member.orgId}/enabled`, { enabled: false }],
    ['GET', `/supervisor/member/${member.orgId}/user`],
    ['GET', `/supervisor/member/${member.orgId}/metadata`],
    ['GET', '/supervisor/metadata'],
  ];
  const before = await organizationCount();
  for (const [method, url, body] of calls) {
    expect((await call(method, url, member.token, body)).status, url).toBe(403);
    expect((await call(method, url, undefined, body)).status, url).toBe(401);
  }
  expect(await organizationCount()).toBe(before);
});
