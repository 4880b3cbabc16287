import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import type { TPriceBody } from '@feedmarket/contract/pricing/pricing.schemas';
import type { TFinancePage } from '@feedmarket/contract/finance/finance.schemas';
import type { TWorkspaceItem } from '@feedmarket/contract/workspace/workspace.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, feedAccesses, ledgerEntries } from '../../db/schema/access';
import { workspaceItems } from '../../db/schema/catalog';
import { notifications } from '../../db/schema/notifications';
import { callApi, createFeed, createOrganization, signedInUser, type SignedIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // Sweeps (expired accesses among them) run every half second, as the server runs them on a timer.
  t = await createTestApp({}, { sweepIntervalMs: 500 });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: SignedIn,
  payload?: unknown,
  headers = {},
) => callApi(t.app, { method, url, token: who?.token, payload, headers });

async function organisation(name: string) {
  const org = await createOrganization(t.db, { name: `${name} ${Math.random().toString(36).slice(2, 7)}` });
  return { org, admin: await signedInUser(t, org.id, { roleIds: [1] }) };
}

/** A provider with a feed holding `files` CSV files, priced as `price` says. */
async function pricedFeed(price: Partial<TPriceBody>, files = 3) {
  const { org, admin } = await organisation('Provider');
  const feedId = await createFeed(t.db, { orgId: org.id, name: `Gauges ${org.id}` });
  for (let index = 0; index < files; index += 1) await upload(admin, feedId, `day-${index}.csv`);
  if (Object.keys(price).length) {
    const created = await call('POST', '/price', admin, {
      name: 'Rate',
      mode: 1,
      option: 2,
      price: 25,
      metadataIds: [feedId],
      ...price,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  return { provider: admin, providerOrg: org, feedId };
}

async function upload(who: SignedIn, feedId: number, name: string) {
  const boundary = 'finance-test';
  const payload = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="file"; filename="${name}"`,
    'Content-Type: text/csv',
    '',
    'time,level\n1,2',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v2/dataset/${feedId}/content/upload`,
    headers: { authorization: `Bearer ${who.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

/** The consumer adds the feed to its workspace and locks it; answers the item. */
async function lockFeed(consumer: SignedIn, feedId: number, headers = {}): Promise<TWorkspaceItem> {
  await call('POST', `/workspace/metadata/${feedId}`, consumer);
  const [item] = await t.db
    .select({ id: workspaceItems.id })
    .from(workspaceItems)
    .where(and(eq(workspaceItems.orgId, consumer.orgId), eq(workspaceItems.feedId, feedId)));
  const locked = await call(
    'PUT',
    `/dashboard/organization/${consumer.orgId}/workspace/${item!.id}/locked`,
    consumer,
    undefined,
    headers,
  );
  expect(locked.status, JSON.stringify(locked.body)).toBe(200);
  return locked.body;
}

/** The item as the consumer's workspace lists it. */
async function listedItem(consumer: SignedIn, itemId: number): Promise<TWorkspaceItem | undefined> {
  const list = await call('GET', `/dashboard/organization/${consumer.orgId}/workspace?pageSize=50`, consumer);
  return (list.body.data.content as TWorkspaceItem[]).find((item) => item.id === itemId);
}

const finance = async (who: SignedIn, direction: 'inbound' | 'outbound', query = '') => {
  const response = await call(
    'GET',
    `/dashboard/organization/${who.orgId}/finance?direction=${direction}${query}`,
    who,
  );
  expect(response.status).toBe(200);
  return response.body as TFinancePage;
};

const chargesOf = (orgId: number) => t.db.select().from(charges).where(eq(charges.consumerOrgId, orgId));

async function fileIds(who: SignedIn, feedId: number): Promise<number[]> {
  const list = await call('GET', `/dataset/${feedId}/content?pageSize=50`, who);
  return (list.body.data.content as { id: number }[]).map((row) => row.id);
}

const download = (who: SignedIn, contentId: number, headers = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v2/dataset/content/${contentId}/download`,
    headers: { authorization: `Bearer ${who.token}`, ...headers },
  });

describe('a price charged at grant', () => {
  it('charges the consumer, pays the provider less the fee, and the ledger balances', async () => {
    const { provider, feedId } = await pricedFeed({ price: 25 });
    const { admin: consumer } = await organisation('Consumer');
    const item = await lockFeed(consumer, feedId);
    expect(item.access).toMatchObject({ state: 'granted', price: { mode: 1, amount: 25, currency: 'USD' } });
    expect(await listedItem(consumer, item.id)).toEqual(item);

    const [charge] = await chargesOf(consumer.orgId);
    expect(charge).toMatchObject({ kind: 'access', amountMinor: 2500, feeMinor: 250, currency: 'USD' });
    const lines = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.chargeId, charge!.id));
    expect(lines.map((line) => [line.account, line.amountMinor]).sort()).toEqual([
      ['consumer', -2500],
      ['marketplace', 250],
      ['provider', 2250],
    ]);
    const balance = await t.db
      .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::int` })
      .from(ledgerEntries);
    expect(balance[0]!.sum).toBe(0);

    const paid = await finance(consumer, 'outbound');
    expect(paid.data.content).toEqual([
      expect.objectContaining({
        feedId,
        kind: 'access',
        kindText: 'Access',
        amount: 25,
        fee: 2.5,
        net: 25,
        currency: 'USD',
      }),
    ]);
    expect(paid.data.totals).toEqual([{ currency: 'USD', amount: 25, count: 1 }]);
    const received = await finance(provider, 'inbound');
    expect(received.data.content[0]).toMatchObject({
      amount: 25,
      fee: 2.5,
      net: 22.5,
      organization: expect.stringContaining('Consumer'),
    });
    expect(received.data.totals).toEqual([{ currency: 'USD', amount: 22.5, count: 1 }]);

    const types = (userId: number) =>
      t.db.select({ typeId: notifications.typeId }).from(notifications).where(eq(notifications.userId, userId));
    expect((await types(consumer.userId)).map((row) => row.typeId)).toContain(notificationTypes.charge);
    expect((await types(provider.userId)).map((row) => row.typeId)).toContain(notificationTypes.paymentReceived);
  });

  it('waives the fee when the price says so, and charges once for a retried lock', async () => {
    const { feedId } = await pricedFeed({ price: 10, withoutFeeFlag: true });
    const { admin: consumer } = await organisation('Consumer');
    const key = { 'idempotency-key': `retry-${feedId}` };
    const first = await lockFeed(consumer, feedId, key);
    const [itemId] = [first.id];
    const again = await call(
      'PUT',
      `/dashboard/organization/${consumer.orgId}/workspace/${itemId}/locked`,
      consumer,
      undefined,
      key,
    );
    expect(again.body).toEqual(first);
    const rows = await chargesOf(consumer.orgId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountMinor: 1000, feeMinor: 0 });
  });

  it('charges nothing for a free price, and waits for the provider when the price asks to review', async () => {
    const free = await pricedFeed({ option: 1, price: 0 });
    const { admin: consumer } = await organisation('Consumer');
    expect((await lockFeed(consumer, free.feedId)).access).toMatchObject({ state: 'granted', price: null });
    expect(await chargesOf(consumer.orgId)).toEqual([]);

    const reviewed = await pricedFeed({ price: 40, requireReview: true });
    const pending = await lockFeed(consumer, reviewed.feedId);
    expect(pending.access!.state).toBe('pending');
    expect(pending.access!.reason).toMatch(/asks the provider to approve each request/);
    expect(await chargesOf(consumer.orgId)).toEqual([]);
    const approved = await call('PUT', `/access/${pending.access!.id}/approve`, reviewed.provider, {});
    expect(approved.body.state).toBe('granted');
    expect((await chargesOf(consumer.orgId)).map((row) => row.amountMinor)).toEqual([4000]);
  });

  it('sorts each direction by every column, names an anonymized consumer by its alias, and is for the organisation', async () => {
    const { provider, feedId } = await pricedFeed({ price: 5 });
    const policy = await call('POST', '/v3/policy', provider, {
      name: 'Quiet',
      typeId: 1,
      metadataIds: [feedId],
      anonymizerFlag: true,
    });
    expect(policy.status).toBe(201);
    const second = await pricedFeed({ price: 7 });
    const { admin: consumer } = await organisation('Consumer');
    await lockFeed(consumer, feedId);
    await lockFeed(consumer, second.feedId);
    expect(
      (await finance(consumer, 'outbound', '&orderBy=amount&order=asc')).data.content.map((row) => row.amount),
    ).toEqual([5, 7]);
    expect(
      (await finance(consumer, 'outbound', '&orderBy=amount&order=desc')).data.content.map((row) => row.amount),
    ).toEqual([7, 5]);
    for (const orderBy of ['date', 'feedName', 'organization']) {
      expect((await finance(consumer, 'outbound', `&orderBy=${orderBy}`)).data.content, orderBy).toHaveLength(2);
    }
    expect((await finance(provider, 'inbound')).data.content[0]!.organization).toBe('Suppressed');
    const { admin: stranger } = await organisation('Stranger');
    expect((await call('GET', `/dashboard/organization/${consumer.orgId}/finance`, stranger)).status).toBe(403);
    expect(
      (await call('GET', `/dashboard/organization/${consumer.orgId}/finance?direction=sideways`, stranger)).status,
    ).toBe(403);
    expect(
      (await call('GET', `/dashboard/organization/${consumer.orgId}/finance?direction=sideways`, consumer)).status,
    ).toBe(400);
  });
});

describe('a volume price', () => {
  it('buys a block of downloads; using them up buys the next block first; previews are free', async () => {
    const { feedId } = await pricedFeed({ mode: 2, price: 3, volume: 1, volumeAmount: 2 }, 3);
    const { admin: consumer } = await organisation('Consumer');
    expect((await lockFeed(consumer, feedId)).access).toMatchObject({ downloadsAllowed: 2, downloadsUsed: 0 });
    const [a, b, c] = await fileIds(consumer, feedId);
    expect((await download(consumer, a!)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/dataset/content/${b}/download/preview`,
          headers: { authorization: `Bearer ${consumer.token}` },
        })
      ).statusCode,
    ).toBe(200);
    // A resumed download (a range past the first byte) does not count again.
    expect((await download(consumer, a!, { range: 'bytes=3-' })).statusCode).toBe(206);
    expect((await download(consumer, b!)).statusCode).toBe(200);
    expect((await chargesOf(consumer.orgId)).map((row) => row.kind)).toEqual(['access']);
    expect((await download(consumer, c!)).statusCode).toBe(200);
    expect((await chargesOf(consumer.orgId)).map((row) => row.kind)).toEqual(['access', 'downloads']);
    // A zip counts its files: 3 more of the 4 paid for need one more block of 2.
    const zip = await t.app.inject({
      method: 'POST',
      url: `/api/v2/dataset/${feedId}/content/download/multi`,
      headers: { authorization: `Bearer ${consumer.token}` },
      payload: { ids: [a, b, c] },
    });
    expect(zip.statusCode).toBe(200);
    const [access] = await t.db.select().from(feedAccesses).where(eq(feedAccesses.orgId, consumer.orgId));
    expect(access).toMatchObject({ downloadsUsed: 6, downloadsAllowed: 6 });
    expect((await chargesOf(consumer.orgId)).map((row) => row.amountMinor)).toEqual([300, 300, 300]);
  });
});

describe('a duration price', () => {
  it('buys months; the access then expires, the consumer is asked to renew, and renewing charges again', async () => {
    const { feedId } = await pricedFeed({ mode: 3, price: 50, duration: 3 }, 1);
    const { admin: consumer } = await organisation('Consumer');
    const item = await lockFeed(consumer, feedId);
    const expires = new Date(item.access!.expiresDate!);
    const inThreeMonths = new Date();
    inThreeMonths.setUTCMonth(inThreeMonths.getUTCMonth() + 3);
    expect(Math.abs(expires.getTime() - inThreeMonths.getTime())).toBeLessThan(3 * 24 * 3600 * 1000);

    await t.db
      .update(feedAccesses)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(feedAccesses.orgId, consumer.orgId));
    // The server's sweep ends it: here on a short timer.
    await expect
      .poll(
        async () => (await t.db.select().from(feedAccesses).where(eq(feedAccesses.orgId, consumer.orgId)))[0]!.state,
        { timeout: 10_000 },
      )
      .toBe('expired');
    expect((await call('GET', `/dataset/${feedId}/content`, consumer)).status).toBe(403);
    const renewal = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, consumer.userId), eq(notifications.typeId, notificationTypes.renewalDue)));
    expect(renewal).toHaveLength(1);

    const renewed = await call(
      'PUT',
      `/dashboard/organization/${consumer.orgId}/workspace/${item.id}/locked`,
      consumer,
    );
    expect(renewed.body.access).toMatchObject({ state: 'granted' });
    expect(await listedItem(consumer, item.id)).toEqual(renewed.body);
    expect((await chargesOf(consumer.orgId)).map((row) => row.kind)).toEqual(['access', 'renewal']);
    expect((await call('GET', `/dataset/${feedId}/content`, consumer)).status).toBe(200);
  });
});
