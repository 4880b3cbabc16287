import type { TDataRequestBody, TDataRequestRow } from '@feedmarket/contract/requests/requests.schemas';
import { messages } from '@feedmarket/contract/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outbox } from '../../db/schema/accounts';
import { notifications } from '../../db/schema/notifications';
import { dataRequests } from '../../db/schema/requests';
import { bearer, createOrganization, createUser, login } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let supervisor: { token: string; userId: number };

const visitorRequest = (overrides: Partial<TDataRequestBody> = {}): TDataRequestBody => ({
  comment: 'Hourly readings would be enough',
  contact: {
    firstName: 'Vera',
    lastName: 'Visitor',
    email: 'vera@tidewater.example',
    orgName: 'Tidewater Research',
    country: 840,
    state: 84053,
    address: '12 Pier Street',
    role: 'Data scientist',
  },
  criteria: [
    { criteriaId: 1, text: 'Puget Sound' },
    { criteriaId: 3, text: 'Water temperature' },
  ],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ dataRequestLimits: { perAddress: 3, windowSeconds: 3600 } });
  const user = await createUser(t.db, { isSupervisor: true });
  supervisor = { token: (await login(t.app, user.username)).token, userId: user.id };
});
afterAll(() => t.close());

const send = (payload: unknown, options: { token?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/datarequest',
    payload: payload as object,
    headers: options.token ? bearer(options.token) : {},
    remoteAddress: options.ip ?? '192.0.2.1',
  });

const requestCount = async () => (await t.db.select({ n: count() }).from(dataRequests))[0]!.n;

async function listed(query = ''): Promise<{ rows: TDataRequestRow[]; total: string | undefined }> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v2/supervisor/datarequest${query}`,
    headers: bearer(supervisor.token),
  });
  expect(response.statusCode).toBe(200);
  return { rows: response.json().data.content, total: response.headers['x-total-count'] as string | undefined };
}

it('stores a visitor request, mails the visitor and tells the supervisor', async () => {
  const response = await send(visitorRequest(), { ip: '192.0.2.10' });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ id: expect.any(Number), message: messages.dataRequestSent });
  const { id } = response.json();

  await t.app.backgroundWork.settled();
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'vera@tidewater.example'));
  expect(mail!.subject).toBe('Feedmarket: your data request');
  expect(mail!.body).toContain('- Location / region: Puget Sound');
  const told = await t.db.select().from(notifications).where(eq(notifications.userId, supervisor.userId));
  expect(told).toEqual([
    expect.objectContaining({
      typeId: 6,
      itemId: id,
      title: 'New data request',
      body: 'Vera Visitor of Tidewater Research asks for data: Location / region, Sensor type.',
    }),
  ]);

  const { rows } = await listed();
  expect(rows[0]).toEqual({
    id,
    createDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    isMember: false,
    orgId: null,
    userId: null,
    contact: {
      firstName: 'Vera',
      lastName: 'Visitor',
      email: 'vera@tidewater.example',
      orgName: 'Tidewater Research',
      country: 'United States',
      state: 'Washington',
      address: '12 Pier Street',
      role: 'Data scientist',
    },
    comment: 'Hourly readings would be enough',
    criteria: [
      { criteriaId: 1, name: 'Location / region', text: 'Puget Sound' },
      { criteriaId: 3, name: 'Sensor type', text: 'Water temperature' },
    ],
  });
});

it("takes a member's organisation and user from the session, never from the body, and notifies the member", async () => {
  const org = await createOrganization(t.db, { name: 'Harbor Analytics', countryId: 124, stateId: 12409 });
  const user = await createUser(t.db, { orgId: org.id, roleIds: [3], email: 'carlos@harbor.example' });
  const { token } = await login(t.app, user.username);
  const stranger = await createUser(t.db);
  const response = await send(
    { orgId: stranger.orgId, userId: stranger.id, contact: null, criteria: [{ criteriaId: 2, text: 'Since 2010' }] },
    { token },
  );
  expect(response.statusCode).toBe(201);
  const [stored] = await t.db.select().from(dataRequests).where(eq(dataRequests.id, response.json().id));
  expect(stored).toMatchObject({ orgId: org.id, userId: user.id, contactEmail: null });
  const [row] = (await listed('?filter=harbor')).rows;
  expect(row).toMatchObject({
    isMember: true,
    orgId: org.id,
    userId: user.id,
    contact: {
      firstName: 'Test',
      lastName: 'User',
      email: 'carlos@harbor.example',
      orgName: 'Harbor Analytics',
      country: 'Canada',
      state: 'Ontario',
      role: 'Analyst',
    },
    comment: null,
  });
  const told = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
  expect(told).toEqual([expect.objectContaining({ typeId: 6, title: 'Data request received' })]);
  expect(await t.db.select().from(notifications).where(eq(notifications.userId, stranger.id))).toEqual([]);
});

it('refuses a request without criteria, with an unknown criterion or a bad contact, and stores nothing', async () => {
  const before = await requestCount();
  const refusals: [string, unknown][] = [
    ['no criteria', visitorRequest({ criteria: [] })],
    ['unknown criterion', visitorRequest({ criteria: [{ criteriaId: 9999, text: 'Anything' }] })],
    ['blank criterion', visitorRequest({ criteria: [{ criteriaId: 1, text: '  ' }] })],
    ['no contact', visitorRequest({ contact: undefined })],
    ['bad e-mail', visitorRequest({ contact: { ...visitorRequest().contact!, email: 'vera@' } })],
    ['unknown country', visitorRequest({ contact: { ...visitorRequest().contact!, country: 999, state: null } })],
    ['state elsewhere', visitorRequest({ contact: { ...visitorRequest().contact!, state: 12409 } })],
    ['no state', visitorRequest({ contact: { ...visitorRequest().contact!, state: null } })],
  ];
  for (const [why, payload] of refusals) {
    const response = await send(payload, { ip: `198.51.100.${refusals.findIndex(([name]) => name === why)}` });
    expect(response.statusCode, why).toBe(400);
  }
  const noCriteria = await send(visitorRequest({ criteria: [] }), { ip: '198.51.100.99' });
  expect(noCriteria.json().fields).toEqual([{ field: 'body.criteria', message: messages.criterionRequired }]);
  const unknown = await send(visitorRequest({ criteria: [{ criteriaId: 9999, text: 'Anything' }] }), {
    ip: '198.51.100.98',
  });
  expect(unknown.json().fields).toEqual([{ field: 'criteria.0.criteriaId', message: 'Unknown criteria type' }]);
  expect(await requestCount()).toBe(before);
});

it('limits the requests a visitor sends from one address, not those of members', async () => {
  const ip = '203.0.113.7';
  for (let sent = 0; sent < 3; sent += 1) expect((await send(visitorRequest(), { ip })).statusCode).toBe(201);
  const before = await requestCount();
  const limited = await send(visitorRequest(), { ip });
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBeDefined();
  expect(limited.json().message).toBe(messages.tooManyDataRequests.replace('{minutes}', '60'));
  expect(await requestCount()).toBe(before);
  expect((await send(visitorRequest(), { ip: '203.0.113.8' })).statusCode).toBe(201);

  const { token } = await login(t.app, (await createUser(t.db)).username);
  for (let sent = 0; sent < 4; sent += 1) {
    expect((await send({ criteria: [{ criteriaId: 1, text: 'Oslo' }] }, { token, ip })).statusCode).toBe(201);
  }
});

it('lists requests to the supervisor only, newest first, a page at a time', async () => {
  const all = await listed('?pageSize=2');
  expect(all.rows).toHaveLength(2);
  expect(Number(all.total)).toBeGreaterThan(2);
  expect(all.rows[0]!.id).toBeGreaterThan(all.rows[1]!.id);
  expect((await listed('?filter=tidewater')).rows.every((row) => row.contact.orgName === 'Tidewater Research')).toBe(
    true,
  );
  const member = await login(t.app, (await createUser(t.db)).username);
  const refused = await t.app.inject({
    method: 'GET',
    url: '/api/v2/supervisor/datarequest',
    headers: bearer(member.token),
  });
  expect(refused.statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/v2/supervisor/datarequest' })).statusCode).toBe(401);
});
