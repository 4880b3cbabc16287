import type { TActivityAnswer } from '@feedmarket/contract/dashboard/dashboard.schemas';
import type { TSupervisorSummary, TTagCount } from '@feedmarket/contract/supervisor/supervisor.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { organizations } from '../../db/schema/accounts';
import { bearer, createFeed, createOrganization, createUser, login } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDashboardService } from '../dashboard/dashboard.service';

let t: TestApp;
let supervisorToken: string | undefined;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function supervisorHeaders() {
  supervisorToken ??= (await login(t.app, (await createUser(t.db, { isSupervisor: true })).username)).token;
  return bearer(supervisorToken);
}

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

it("charts the marketplace's activity from every organisation's events, by day unless asked", async () => {
  const dashboard = createDashboardService(t.db);
  const [first, second] = [await createOrganization(t.db), await createOrganization(t.db)];
  const before = await t.app.inject({
    method: 'GET',
    url: '/api/v2/supervisor/dashboard',
    headers: await supervisorHeaders(),
  });
  const tfToday = (answer: TActivityAnswer) =>
    answer.transactions.find((row) => row.tag === 'TF' && row.transactionDate === answer.to)!.count;
  await dashboard.record([
    { orgId: first.id, code: 'TF', delta: 1 },
    { orgId: second.id, code: 'TF', delta: 1 },
    { orgId: second.id, code: 'TF', delta: 1 },
  ]);
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v2/supervisor/dashboard',
    headers: await supervisorHeaders(),
  });
  expect(response.statusCode).toBe(200);
  const answer = response.json() as TActivityAnswer;
  expect(answer.interval).toBe('DAY');
  expect(answer.transactions[0]).toEqual({
    name: 'Feeds published',
    tag: 'TF',
    count: expect.any(Number),
    transactionDate: answer.from,
  });
  expect(tfToday(answer)).toBe(tfToday(before.json()) + 3);
  const monthly = await t.app.inject({
    method: 'GET',
    url: '/api/v2/supervisor/dashboard?interval=MONTH',
    headers: await supervisorHeaders(),
  });
  expect((monthly.json() as TActivityAnswer).transactions).toHaveLength(12 * 6);
});

it('sums up feeds by status and type, members, users and activity for the supervisor', async () => {
  const org = await createOrganization(t.db, { organizationType: 3 });
  await createFeed(t.db, { orgId: org.id, status: 4 });
  const read = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v2/supervisor/summary', headers: await supervisorHeaders() })
    ).json() as TSupervisorSummary;
  const before = await read();
  await createFeed(t.db, { orgId: org.id, status: 4, typeId: 2 });
  await createUser(t.db, { orgId: org.id, status: 3 });
  await t.db.update(organizations).set({ enabled: 0 }).where(eq(organizations.id, org.id));
  const after = await read();
  const countOf = (counts: TTagCount[], tag: string) => counts.find((count) => count.tag === tag)!.count;
  expect(after.feedsByStatus.map((count) => count.tag)).toEqual(['1', '2', '4', '5']);
  expect(countOf(after.feedsByStatus, '4')).toBe(countOf(before.feedsByStatus, '4') + 1);
  expect(after.feedsByStatus.find((count) => count.tag === '4')!.name).toBe('Submitted for validation');
  expect(countOf(after.feedsByType, '2')).toBe(countOf(before.feedsByType, '2') + 1);
  expect(countOf(after.members, 'disabled')).toBe(countOf(before.members, 'disabled') + 1);
  expect(countOf(after.members, 'readOnly')).toBeGreaterThanOrEqual(1);
  expect(countOf(after.users, '3')).toBe(countOf(before.users, '3') + 1);
  expect(after.activity.map((count) => count.tag)).toEqual(['TF', 'MRI', 'MRO', 'TWA', 'AAF', 'AAC']);
});
