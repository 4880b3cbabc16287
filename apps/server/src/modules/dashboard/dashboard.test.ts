import { readOnlyOrganizationType } from '@feedmarket/contract/accounts/accounts.schemas';
import type { TEditableFeed } from '@feedmarket/contract/catalog/metadata.schemas';
import {
  summaryCodes,
  type TDashboardTransaction,
  type TOrganizationSummary,
} from '@feedmarket/contract/dashboard/dashboard.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, completeFeedBody, createOrganization, createUser, login } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDashboardService } from './dashboard.service';
import { periodStart } from './periods';

let t: TestApp;
type Member = { token: string; orgId: number };
let provider: Member;
let consumer: Member;
let supervisor: Member;

async function signIn(orgId: number, options: { isSupervisor?: boolean; roleIds?: number[] } = {}): Promise<Member> {
  const user = await createUser(t.db, { orgId, ...options });
  return { token: (await login(t.app, user.username)).token, orgId };
}

beforeAll(async () => {
  t = await createTestApp();
  provider = await signIn((await createOrganization(t.db, { name: 'Cascadia Hydrology' })).id);
  consumer = await signIn((await createOrganization(t.db, { name: 'Harbor Analytics' })).id);
  supervisor = await signIn((await createOrganization(t.db, { name: 'Operator' })).id, { isSupervisor: true });
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: token ? bearer(token) : {},
    ...(payload && { payload }),
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

async function publishFeed(token: string, options: { requireLegalReview?: boolean } = {}): Promise<TEditableFeed> {
  const draft = await call('POST', '/metadata', token, completeFeedBody(options));
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  await call('PUT', `/metadata/${draft.body.id}/status/4`, token);
  return draft.body;
}

const summary = async (member: Member, orgId = member.orgId, interval = 'DAY') =>
  call('GET', `/dashboard/v2/organization/${orgId}/summary?interval=${interval}`, member.token);

const countsOf = (answer: TOrganizationSummary) =>
  Object.fromEntries(answer.counts.map((count) => [count.code, count.count]));

/** The net change of `code` in the period starting at `date` (YYYY-MM-DD). */
const changeOn = (transactions: TDashboardTransaction[], code: string, date: string) =>
  transactions.find((row) => row.tag === code && row.transactionDate.startsWith(date))?.count;

const day = (date: Date) => date.toISOString().slice(0, 10);

describe('an organisation summary', () => {
  it('counts feeds published and workspace items from the events the calls recorded, on the day they happened', async () => {
    const first = await publishFeed(provider.token);
    const second = await publishFeed(provider.token);
    expect((await call('PUT', `/metadata/${second.id}/status/2`, provider.token)).status).toBe(200);
    // Consumers add both feeds the provider published to their workspace; the deactivated one is hidden.
    expect((await call('POST', `/workspace/metadata/${first.id}`, consumer.token)).status).toBe(201);
    expect((await call('POST', '/workspace/metadata', consumer.token, [first.id, second.id])).status).toBe(404);
    const other = await publishFeed(provider.token);
    expect((await call('POST', '/workspace/metadata', consumer.token, [first.id, other.id])).status).toBe(200);

    const { status, body } = await summary(provider);
    expect(status).toBe(200);
    expect(body.counts.map((count: { code: string }) => count.code)).toEqual([...summaryCodes]);
    expect(countsOf(body)).toEqual({ TF: 2, MRI: 0, MRO: 0, TWA: 0, AAF: 0, AAC: 0 });
    const today = day(new Date());
    expect(body.interval).toBe('DAY');
    expect(body.to.slice(0, 10)).toBe(today);
    // Three published, one deactivated: +2 on the day, and nothing on the 29 days before.
    expect(changeOn(body.transactions, 'TF', today)).toBe(2);
    expect(body.transactions).toHaveLength(30 * summaryCodes.length);
    expect(body.transactions.filter((row: TDashboardTransaction) => row.count !== 0)).toHaveLength(1);

    const consumerSummary = (await summary(consumer)).body;
    expect(countsOf(consumerSummary)).toMatchObject({ TF: 0, TWA: 2 });
    expect(changeOn(consumerSummary.transactions, 'TWA', today)).toBe(2);
  });

  it('counts a feed the supervisor approves after legal review, and withdraws workspace items of a deleted feed', async () => {
    const org = await signIn((await createOrganization(t.db)).id);
    const reader = await signIn((await createOrganization(t.db)).id);
    const feed = await publishFeed(org.token, { requireLegalReview: true });
    expect(countsOf((await summary(org)).body).TF).toBe(0);
    // The supervisor approves only once the organisation's legal reviewer (role 5) has resolved it.
    const legalReviewer = await signIn(org.orgId, { roleIds: [5] });
    const review = (await call('GET', `/legal/metadata/${feed.id}`, legalReviewer.token)).body as { id: number };
    expect((await call('PUT', `/legal/review/${review.id}/resolve`, legalReviewer.token, {})).status).toBe(200);
    expect(countsOf((await summary(org)).body).TF).toBe(0);
    const approved = await call('POST', `/review/metadata/${feed.id}`, supervisor.token, {
      approve: true,
      comments: [],
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(countsOf((await summary(org)).body).TF).toBe(1);

    await call('POST', `/workspace/metadata/${feed.id}`, reader.token);
    expect(countsOf((await summary(reader)).body).TWA).toBe(1);
    await call('PUT', `/metadata/${feed.id}/status/2`, org.token);
    expect((await call('DELETE', `/metadata/${feed.id}`, org.token)).status).toBe(200);
    expect(countsOf((await summary(reader)).body).TWA).toBe(0);
    expect(countsOf((await summary(org)).body).TF).toBe(0);
  });

  it('groups the changes by day, by week (from Monday) and by month, zero where nothing happened', async () => {
    const org = await signIn((await createOrganization(t.db)).id);
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const dashboard = createDashboardService(t.db);
    await dashboard.record([
      { orgId: org.orgId, code: 'MRI', delta: 1, occurredAt: daysAgo(3) },
      { orgId: org.orgId, code: 'MRI', delta: 1, occurredAt: daysAgo(3) },
      { orgId: org.orgId, code: 'MRI', delta: 1, occurredAt: daysAgo(10) },
      { orgId: org.orgId, code: 'AAC', delta: 1, occurredAt: daysAgo(45) },
      { orgId: org.orgId, code: 'AAC', delta: -1, occurredAt: daysAgo(2) },
      { orgId: org.orgId, code: 'AAC', delta: 1, occurredAt: daysAgo(400) },
    ]);

    const byDay = (await summary(org)).body as TOrganizationSummary;
    expect(countsOf(byDay)).toMatchObject({ MRI: 3, AAC: 1 });
    expect(changeOn(byDay.transactions, 'MRI', day(daysAgo(3)))).toBe(2);
    expect(changeOn(byDay.transactions, 'MRI', day(daysAgo(10)))).toBe(1);
    expect(changeOn(byDay.transactions, 'AAC', day(daysAgo(2)))).toBe(-1);
    expect(changeOn(byDay.transactions, 'MRI', day(daysAgo(4)))).toBe(0);
    // 45 days ago is before the 30 days of the daily series.
    expect(byDay.from.slice(0, 10)).toBe(day(daysAgo(29)));

    const byWeek = (await summary(org, org.orgId, 'WEEK')).body as TOrganizationSummary;
    expect(byWeek.transactions).toHaveLength(12 * summaryCodes.length);
    const weekOf = (date: Date) => day(periodStart('WEEK', date));
    const mriByWeek = new Map<string, number>();
    for (const ago of [3, 3, 10]) mriByWeek.set(weekOf(daysAgo(ago)), (mriByWeek.get(weekOf(daysAgo(ago))) ?? 0) + 1);
    for (const [week, count] of mriByWeek) expect(changeOn(byWeek.transactions, 'MRI', week)).toBe(count);
    expect(changeOn(byWeek.transactions, 'AAC', weekOf(daysAgo(45)))).toBe(1);
    expect(new Date(byWeek.to).getUTCDay()).toBe(1);

    const byMonth = (await summary(org, org.orgId, 'MONTH')).body as TOrganizationSummary;
    expect(byMonth.transactions).toHaveLength(12 * summaryCodes.length);
    const monthOf = (date: Date) => day(periodStart('MONTH', date));
    const total = (code: string) =>
      byMonth.transactions.filter((row) => row.tag === code).reduce((sum, row) => sum + row.count, 0);
    // Everything but the event of 400 days ago falls in the last 12 months.
    expect(total('MRI')).toBe(3);
    expect(total('AAC')).toBe(0);
    expect(changeOn(byMonth.transactions, 'AAC', monthOf(daysAgo(45)))).toBe(1);
    expect(byMonth.to.slice(8, 10)).toBe('01');
  });

  it("answers the organisation's members and the supervisor only", async () => {
    // Any member reads their organisation's summary: the test users are not administrators, and a
    // read-only organisation has one too.
    const readOnly = await signIn((await createOrganization(t.db, { organizationType: readOnlyOrganizationType })).id);
    expect((await summary(provider)).status).toBe(200);
    expect((await summary(readOnly)).status).toBe(200);
    expect((await summary(readOnly, provider.orgId)).status).toBe(403);
    expect((await summary(consumer, provider.orgId)).status).toBe(403);
    // Another organisation's summary is refused before its input is read.
    expect((await summary(consumer, provider.orgId, 'HOUR')).status).toBe(403);
    expect((await summary(supervisor, provider.orgId)).status).toBe(200);
    expect((await summary(supervisor, 2_000_000_000)).status).toBe(404);
    expect((await call('GET', `/dashboard/v2/organization/${provider.orgId}/summary`)).status).toBe(401);
    for (const interval of ['HOUR', 'day', ''])
      expect((await summary(provider, provider.orgId, interval)).status).toBe(400);
  });
});

it('lists the summary categories with their names and descriptions', async () => {
  const { status, body } = await call('GET', '/dashboard/categories', consumer.token);
  expect(status).toBe(200);
  expect(body.map((category: { code: string }) => category.code)).toEqual([...summaryCodes]);
  expect(body[0]).toEqual({ code: 'TF', name: 'Feeds published', description: expect.any(String) });
});
