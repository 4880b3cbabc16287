import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createOrganization, createUser, login } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('lets supervisors page through the outbox, newest first, filtered by recipient', async () => {
  const alice = await createUser(t.db, { email: 'alice@river-data.org' });
  const bob = await createUser(t.db, { email: 'bob@river-data.org' });
  for (const user of [alice, bob, alice]) {
    await t.app.inject({ method: 'POST', url: `/api/v2/auth/emailReset?user_or_email=${user.username}` });
    // The mail is written after the answer: wait for it, so the outbox's order is the requests' order.
    await t.app.backgroundWork.settled();
  }
  const supervisor = await createUser(t.db, { isSupervisor: true });
  const { token } = await login(t.app, supervisor.username);

  const page = await t.app.inject({
    method: 'GET',
    url: '/api/v2/supervisor/outbox?pageSize=2',
    headers: bearer(token),
  });
  expect(page.statusCode).toBe(200);
  expect(page.headers['x-total-count']).toBe('3');
  const mails = page.json().data.content;
  expect(mails.map((mail: { recipient: string }) => mail.recipient)).toEqual([
    'alice@river-data.org',
    'bob@river-data.org',
  ]);
  expect(mails[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

  const filtered = await t.app.inject({
    method: 'GET',
    url: '/api/v2/supervisor/outbox?filter=bob',
    headers: bearer(token),
  });
  expect(filtered.headers['x-total-count']).toBe('1');
  const secondPage = await t.app.inject({
    method: 'GET',
    url: '/api/v2/supervisor/outbox?pageSize=2&pageNum=2',
    headers: bearer(token),
  });
  expect(secondPage.json().data.content).toHaveLength(1);
});

it('refuses members who are not supervisors, anonymous callers and bad paging', async () => {
  const member = await createUser(t.db);
  const { token } = await login(t.app, member.username);
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/v2/supervisor/outbox', headers: bearer(token) })).statusCode,
  ).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/v2/supervisor/outbox' })).statusCode).toBe(401);
  const supervisor = await createUser(t.db, { isSupervisor: true });
  const admin = await login(t.app, supervisor.username);
  for (const query of ['pageNum=0', 'pageSize=1000', 'order=sideways']) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/supervisor/outbox?${query}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode, query).toBe(400);
  }
});

it('lists every member organisation by name for the supervisor only', async () => {
  const zeta = await createOrganization(t.db, { name: 'zeta Hydro' });
  const alpha = await createOrganization(t.db, { name: 'Alpha Air' });
  const supervisor = await login(t.app, (await createUser(t.db, { isSupervisor: true })).username);
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/v2/supervisor/member/list',
    headers: bearer(supervisor.token),
  });
  const members = list.json() as { value: number; name: string }[];
  const names = members.map((member) => member.name);
  expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  expect(members).toEqual(
    expect.arrayContaining([
      { value: alpha.id, name: 'Alpha Air' },
      { value: zeta.id, name: 'zeta Hydro' },
    ]),
  );
  const member = await login(t.app, (await createUser(t.db)).username);
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/v2/supervisor/member/list', headers: bearer(member.token) }))
      .statusCode,
  ).toBe(403);
});
