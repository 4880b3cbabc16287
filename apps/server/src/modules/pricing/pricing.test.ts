import { messages } from '@feedmarket/contract/messages';
import type { TPrice, TPriceBody, TPriceRow } from '@feedmarket/contract/pricing/pricing.schemas';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceConfigFeeds, priceConfigs } from '../../db/schema/access';
import {
  callApi,
  createFeed,
  createOrganization,
  signedInUser,
  type ApiCall,
  type SignedIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPricingService } from './pricing.service';

let t: TestApp;
let providerOrgId: number;
let admin: SignedIn;
let financeAdmin: SignedIn;
let publisher: SignedIn;
let otherAdmin: SignedIn;
let readOnlyAdmin: SignedIn;
let supervisor: SignedIn;
let otherFeed: number;

const member = (orgId: number, roleIds: number[], isSupervisor = false) =>
  signedInUser(t, orgId, { roleIds, isSupervisor });

beforeAll(async () => {
  t = await createTestApp();
  providerOrgId = (await createOrganization(t.db, { name: 'Cascadia Hydrology' })).id;
  admin = await member(providerOrgId, [1]);
  financeAdmin = await member(providerOrgId, [7]);
  publisher = await member(providerOrgId, [2, 3, 5]);
  const otherOrgId = (await createOrganization(t.db, { name: 'Elsewhere Analytics' })).id;
  otherAdmin = await member(otherOrgId, [1]);
  otherFeed = await createFeed(t.db, { orgId: otherOrgId, name: 'Elsewhere gauge' });
  readOnlyAdmin = await member((await createOrganization(t.db, { organizationType: 3 })).id, [1]);
  supervisor = await member((await createOrganization(t.db, { name: 'Marketplace Operator' })).id, [1], true);
});
afterAll(() => t.close());

const call = (request: ApiCall) => callApi(t.app, request);

/** A feed of the provider, for one test alone. */
const feedOf = (name: string, orgId = providerOrgId) => createFeed(t.db, { orgId, name });

const body = (overrides: Partial<TPriceBody> & { metadataIds: number[] }): TPriceBody => ({
  name: 'Standard rate',
  mode: 1,
  option: 2,
  price: 12.5,
  ...overrides,
});

async function create(
  overrides: Partial<TPriceBody> & { metadataIds: number[] },
  token = admin.token,
): Promise<TPrice> {
  const created = await call({ method: 'POST', url: '/price', token, payload: body(overrides) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const stored = async (id: number) => (await t.db.select().from(priceConfigs).where(eq(priceConfigs.id, id)))[0];

const priceCount = async () => (await t.db.select({ n: count() }).from(priceConfigs))[0]!.n;

describe('lookups', () => {
  it.each([
    ['volume', [{ name: 'Downloads', value: 1 }]],
    [
      'duration',
      [
        { name: '1 month', value: 1 },
        { name: '3 months', value: 3 },
        { name: '6 months', value: 6 },
        { name: '12 months', value: 12 },
      ],
    ],
    [
      'mode',
      [
        { name: 'Per feed', value: 1 },
        { name: 'Volume', value: 2 },
        { name: 'Duration', value: 3 },
      ],
    ],
    [
      'status',
      [
        { name: 'Active', value: 1 },
        { name: 'Not active', value: 2 },
      ],
    ],
    [
      'option',
      [
        { name: 'No price', value: 1 },
        { name: 'Price', value: 2 },
      ],
    ],
  ])('/price/%s answers its name and value pairs, cacheable, to anyone', async (lookup, options) => {
    const answer = await call({ method: 'GET', url: `/price/${lookup}` });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(options);
    expect(answer.headers['cache-control']).toBe('public, max-age=120');
  });
});

describe('a price configuration', () => {
  it('is created, read, changed and deleted by an admin, with its price as a decimal kept in minor units', async () => {
    const [river, tide] = [await feedOf('River levels'), await feedOf('Tide gauge')];
    const created = await create({
      name: 'Research rate',
      description: 'For universities',
      metadataIds: [river, river],
      note: 'Agreed with the board',
    });
    expect(created).toMatchObject({
      orgId: providerOrgId,
      name: 'Research rate',
      description: 'For universities',
      status: 1,
      active: 1,
      statusName: 'Active',
      mode: 1,
      modeFlag: 1,
      modeName: 'Per feed',
      option: 2,
      optionName: 'Price',
      price: 12.5,
      currency: 'USD',
      volume: null,
      volumeName: null,
      volumeAmount: null,
      duration: 1,
      requireReview: false,
      withoutFeeFlag: false,
      note: 'Agreed with the board',
      metadataIds: [river],
      feeds: [{ id: river, name: 'River levels', typeId: 1, status: 1, statusText: 'Active' }],
      username: admin.username,
    });
    expect(created.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(await stored(created.id)).toMatchObject({ priceMinor: 1250, createdBy: admin.userId });

    const read = await call({ method: 'GET', url: `/price/${created.id}`, token: publisher.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);

    // The older names are read too, and what does not apply to the mode is not kept.
    const changed = await call({
      method: 'PUT',
      url: `/price/${created.id}`,
      token: financeAdmin.token,
      payload: {
        ...created,
        name: 'Research volume',
        status: undefined,
        active: 2,
        mode: undefined,
        modeFlag: 2,
        price: 0.29,
        currency: 'EUR',
        volumeAmount: 100,
        duration: 6,
        withoutFeeFlag: true,
        note: undefined,
        metadataIds: [tide, river],
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Research volume',
      status: 2,
      active: 2,
      mode: 2,
      modeFlag: 2,
      modeName: 'Volume',
      price: 0.29,
      currency: 'EUR',
      volume: 1,
      volumeName: 'Downloads',
      volumeAmount: 100,
      duration: 1,
      withoutFeeFlag: true,
      note: 'Agreed with the board',
      metadataIds: [river, tide],
      username: financeAdmin.username,
    });
    expect(await stored(created.id)).toMatchObject({ priceMinor: 29, updatedBy: financeAdmin.userId });

    const duration = await call({
      method: 'PUT',
      url: `/price/${created.id}`,
      token: admin.token,
      payload: body({ mode: 3, duration: 12, option: 1, price: 0, note: '', metadataIds: [tide] }),
    });
    expect(duration.body).toMatchObject({ mode: 3, duration: 12, option: 1, price: 0, volume: null, note: null });

    const removed = await call({ method: 'DELETE', url: `/price/${created.id}`, token: admin.token });
    expect(removed.status).toBe(200);
    expect((await call({ method: 'GET', url: `/price/${created.id}`, token: admin.token })).status).toBe(404);
    expect(await t.db.select().from(priceConfigFeeds).where(eq(priceConfigFeeds.priceId, created.id))).toEqual([]);
    expect((await call({ method: 'DELETE', url: `/price/${created.id}`, token: admin.token })).status).toBe(404);
  });

  it('is cloned as "Copy of …", not active, with the same feeds, so the copy conflicts with nothing', async () => {
    const feed = await feedOf('Harbour noise');
    const original = await create({
      name: `Harbour ${'noise '.repeat(15).trim()}`,
      mode: 3,
      duration: 3,
      requireReview: true,
      metadataIds: [feed],
    });
    const copy = await call({ method: 'POST', url: `/price/${original.id}/clone`, token: admin.token });
    expect(copy.status).toBe(201);
    expect(copy.body.id).not.toBe(original.id);
    expect(copy.body.name).toBe(`Copy of ${original.name}`.slice(0, 100).trimEnd());
    expect(copy.body.name.length).toBeLessThanOrEqual(100);
    expect(copy.body).toMatchObject({
      status: 2,
      mode: 3,
      duration: 3,
      price: 12.5,
      requireReview: true,
      metadataIds: [feed],
    });
    expect((await call({ method: 'GET', url: `/price/${original.id}`, token: admin.token })).body.status).toBe(1);
  });
});

describe('one active configuration per feed', () => {
  it('refuses to create or activate a second active configuration of a feed (409), naming the feed and the other one', async () => {
    const [shared, own] = [await feedOf('Shared gauge'), await feedOf('Own gauge')];
    const first = await create({ name: 'First rate', metadataIds: [shared] });

    const before = await priceCount();
    const second = await call({
      method: 'POST',
      url: '/price',
      token: admin.token,
      payload: body({ name: 'Second rate', metadataIds: [own, shared] }),
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain("'Shared gauge'");
    expect(second.body.message).toContain(`'First rate' (${first.id})`);
    expect(second.body.message).not.toContain('Own gauge');
    expect(await priceCount()).toBe(before);

    const inactive = await create({ name: 'Second rate', status: 2, metadataIds: [own, shared] });
    const activate = await call({ method: 'PUT', url: `/price/${inactive.id}/status/1`, token: admin.token });
    expect(activate.status).toBe(409);
    expect(activate.body.message).toContain("'Shared gauge' in 'First rate'");
    expect((await stored(inactive.id))!.status).toBe(2);
    const viaUpdate = await call({
      method: 'PUT',
      url: `/price/${inactive.id}`,
      token: admin.token,
      payload: body({ name: 'Second rate', active: 1, metadataIds: [shared] }),
    });
    expect(viaUpdate.status).toBe(409);
    expect(await stored(inactive.id)).toMatchObject({ status: 2, name: 'Second rate' });

    // An active configuration changed with its own feeds does not conflict with itself.
    const kept = await call({
      method: 'PUT',
      url: `/price/${first.id}`,
      token: admin.token,
      payload: body({ name: 'First rate', price: 15, metadataIds: [shared] }),
    });
    expect(kept.status).toBe(200);

    const deactivated = await call({ method: 'PUT', url: `/price/${first.id}/status/2`, token: admin.token });
    expect(deactivated.body).toMatchObject({ status: 2, active: 2 });
    const activated = await call({ method: 'PUT', url: `/price/${inactive.id}/status/1`, token: admin.token });
    expect(activated.status).toBe(200);
    expect(activated.body.status).toBe(1);
    expect((await call({ method: 'PUT', url: `/price/${first.id}/status/1`, token: admin.token })).status).toBe(409);
    expect((await call({ method: 'PUT', url: `/price/${first.id}/status/3`, token: admin.token })).status).toBe(400);
  });

  it('lets only one of two simultaneous activations sharing a feed through', async () => {
    const shared = await feedOf('Raced gauge');
    const [first, second] = [
      await create({ name: 'Raced one', status: 2, metadataIds: [shared] }),
      await create({ name: 'Raced two', status: 2, metadataIds: [shared] }),
    ];
    const answers = await Promise.all([
      call({ method: 'PUT', url: `/price/${first.id}/status/1`, token: admin.token }),
      call({ method: 'PUT', url: `/price/${second.id}/status/1`, token: admin.token }),
      call({
        method: 'POST',
        url: '/price',
        token: admin.token,
        payload: body({ name: 'Raced three', metadataIds: [shared] }),
      }),
    ]);
    // Whichever comes first wins (an activation answers 200, a creation 201); the others see it.
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status < 300)).toHaveLength(1);
    const active = await t.db
      .select({ id: priceConfigs.id })
      .from(priceConfigFeeds)
      .innerJoin(priceConfigs, eq(priceConfigs.id, priceConfigFeeds.priceId))
      .where(and(eq(priceConfigFeeds.feedId, shared), eq(priceConfigs.status, 1)));
    expect(active).toHaveLength(1);
  });

  it('answers the active configuration of a feed to the access engine, and nothing for a feed without one', async () => {
    const pricing = createPricingService(t.db);
    const [perFeed, volume, free, unpriced] = [
      await feedOf('Priced per feed'),
      await feedOf('Priced per download'),
      await feedOf('Free feed'),
      await feedOf('Unpriced feed'),
    ];
    const priced = await create({ name: 'Per feed', price: 99.99, currency: 'GBP', metadataIds: [perFeed] });
    expect(await pricing.feedPrice(perFeed)).toEqual({
      id: priced.id,
      name: 'Per feed',
      mode: 1,
      option: 2,
      priceMinor: 9999,
      currency: 'GBP',
      volumeAmount: null,
      duration: 1,
      requireReview: false,
      withoutFeeFlag: false,
    });
    const blocks = await create({
      name: 'Blocks',
      mode: 2,
      volumeAmount: 50,
      withoutFeeFlag: true,
      metadataIds: [volume],
    });
    expect(await pricing.feedPrice(volume)).toMatchObject({
      id: blocks.id,
      mode: 2,
      volumeAmount: 50,
      withoutFeeFlag: true,
    });
    await create({ name: 'Free', option: 1, price: 0, requireReview: true, metadataIds: [free] });
    expect(await pricing.feedPrice(free)).toMatchObject({ option: 1, priceMinor: 0, requireReview: true });
    await create({ name: 'Not yet', status: 2, metadataIds: [unpriced] });
    expect(await pricing.feedPrice(unpriced)).toBeUndefined();
    await call({ method: 'PUT', url: `/price/${priced.id}/status/2`, token: admin.token });
    expect(await pricing.feedPrice(perFeed)).toBeUndefined();
  });
});

describe('flags and notes', () => {
  it('sets and clears the review flag', async () => {
    const price = await create({ name: 'Reviewed rate', status: 2, metadataIds: [await feedOf('Reviewed feed')] });
    const set = await call({ method: 'PUT', url: `/price/${price.id}/review/1`, token: admin.token });
    expect(set.status).toBe(200);
    expect(set.body.requireReview).toBe(true);
    const cleared = await call({ method: 'PUT', url: `/price/${price.id}/review/false`, token: admin.token });
    expect(cleared.body.requireReview).toBe(false);
    expect(
      (await call({ method: 'PUT', url: `/price/${price.id}/review/true`, token: admin.token })).body.requireReview,
    ).toBe(true);
    expect((await call({ method: 'PUT', url: `/price/${price.id}/review/2`, token: admin.token })).status).toBe(400);
    expect((await stored(price.id))!.requireReview).toBe(true);
  });

  it('keeps a note that follows the note rules, and refuses a bad one without changing anything', async () => {
    const price = await create({ name: 'Noted rate', status: 2, metadataIds: [await feedOf('Noted feed')] });
    const url = `/price/${price.id}/note`;
    const saved = await call({ method: 'PUT', url, token: admin.token, payload: { note: 'Review the rate in May' } });
    expect(saved.status).toBe(200);
    expect(saved.body.note).toBe('Review the rate in May');
    const before = await stored(price.id);
    for (const note of [' Leading space', 'Double  space', 'Trailing space ', '!!!', '', 'x'.repeat(1001)]) {
      const refused = await call({ method: 'PUT', url, token: admin.token, payload: { note } });
      expect(refused.status, note).toBe(400);
      expect(refused.body.fields[0].field).toBe('body.note');
    }
    expect((await call({ method: 'PUT', url, token: admin.token, payload: {} })).status).toBe(400);
    expect(await stored(price.id)).toEqual(before);
    const longest = await call({ method: 'PUT', url, token: admin.token, payload: { note: 'x'.repeat(1000) } });
    expect(longest.status).toBe(200);
  });
});

describe('validation', () => {
  let feed: number;
  beforeAll(async () => {
    feed = await feedOf('Validated feed');
  });

  it.each<[string, Partial<TPriceBody>, string, string?]>([
    ['more than 2 decimals', { price: 12.345 }, 'body.price', 'The price has at most 2 decimals'],
    ['a priced configuration without a price', { price: 0 }, 'body.price'],
    ['a priced configuration with no price given', { price: undefined }, 'body.price'],
    ['a free configuration with a price', { option: 1, price: 5 }, 'body.price'],
    ['a negative price', { price: -1 }, 'body.price'],
    ['a price over 1,000,000', { price: 1_000_000.01 }, 'body.price'],
    ['a volume price without a volume amount', { mode: 2 }, 'body.volumeAmount', messages.required],
    ['a volume amount of 0', { mode: 2, volumeAmount: 0 }, 'body.volumeAmount'],
    ['no mode', { mode: undefined }, 'body.mode', messages.required],
    ['an unknown mode', { mode: 4 as 1 }, 'body.mode'],
    ['an unknown option', { option: 3 as 1 }, 'body.option'],
    ['a duration outside the lookup', { mode: 3, duration: 2 as 1 }, 'body.duration'],
    ['a currency in lower case', { currency: 'usd' }, 'body.currency'],
    ['no feed', { metadataIds: [] }, 'body.metadataIds', messages.priceNeedsFeeds],
    ['no feed list', { metadataIds: undefined }, 'body.metadataIds', messages.priceNeedsFeeds],
    ['a bad name', { name: ' Leading space' }, 'body.name'],
    ['a bad note', { note: 'Double  space' }, 'body.note'],
  ])('refuses %s (400) and keeps nothing', async (_case, overrides, field, message) => {
    const before = await priceCount();
    const refused = await call({
      method: 'POST',
      url: '/price',
      token: admin.token,
      payload: { ...body({ metadataIds: [feed] }), ...overrides },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    const issue = refused.body.fields.find((candidate: { field: string }) => candidate.field === field);
    expect(issue, JSON.stringify(refused.body.fields)).toBeDefined();
    if (message) expect(issue.message).toBe(message);
    expect(await priceCount()).toBe(before);
  });

  it('accepts the bounds: 1,000,000, 0.01, and a free configuration at 0', async () => {
    const highest = await create({ name: 'Top', status: 2, price: 1_000_000, metadataIds: [feed] });
    expect(highest.price).toBe(1_000_000);
    expect((await stored(highest.id))!.priceMinor).toBe(100_000_000);
    expect((await create({ name: 'Cent', status: 2, price: 0.01, metadataIds: [feed] })).price).toBe(0.01);
    expect((await create({ name: 'Free', status: 2, option: 1, price: 0, metadataIds: [feed] })).price).toBe(0);
  });

  it("refuses feeds that are not the organisation's own, naming them, and changes nothing", async () => {
    const before = await priceCount();
    const refused = await call({
      method: 'POST',
      url: '/price',
      token: admin.token,
      payload: body({ metadataIds: [feed, otherFeed, 2_000_000_000] }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`Feeds ${otherFeed}, 2000000000 are not feeds of your organisation`);
    expect(refused.body.fields).toEqual([{ field: 'body.metadataIds', message: refused.body.message }]);
    expect(await priceCount()).toBe(before);

    const price = await create({ name: 'Own only', status: 2, metadataIds: [feed] });
    const update = await call({
      method: 'PUT',
      url: `/price/${price.id}`,
      token: admin.token,
      payload: body({ name: 'Taken over', metadataIds: [otherFeed] }),
    });
    expect(update.status).toBe(400);
    expect(update.body.message).toBe(`Feed ${otherFeed} is not a feed of your organisation`);
    expect(await stored(price.id)).toMatchObject({ name: 'Own only' });
  });
});

describe('who may do what', () => {
  let price: TPrice;
  beforeAll(async () => {
    price = await create({ name: 'Guarded rate', status: 2, metadataIds: [await feedOf('Guarded feed')] });
  });

  const changes = (id: number): ApiCall[] => [
    { method: 'PUT', url: `/price/${id}`, payload: body({ metadataIds: [1] }) },
    { method: 'DELETE', url: `/price/${id}` },
    { method: 'POST', url: `/price/${id}/clone` },
    { method: 'PUT', url: `/price/${id}/status/1` },
    { method: 'PUT', url: `/price/${id}/review/1` },
    { method: 'PUT', url: `/price/${id}/note`, payload: { note: 'Mine now' } },
  ];

  it('answers 401 to a caller without a session', async () => {
    for (const request of [
      { method: 'GET', url: `/price/${price.id}` } as const,
      { method: 'POST', url: '/price', payload: body({ metadataIds: [1] }) } as const,
      { method: 'GET', url: `/dashboard/organization/${providerOrgId}/price` } as const,
      { method: 'GET', url: `/price/${providerOrgId}/metadata` } as const,
      ...changes(price.id),
    ]) {
      expect((await call(request)).status, request.url).toBe(401);
    }
  });

  it("hides a configuration from another organisation (404) and refuses it the organisation's lists (403)", async () => {
    const token = otherAdmin.token;
    expect((await call({ method: 'GET', url: `/price/${price.id}`, token })).status).toBe(404);
    for (const request of changes(price.id)) {
      // Before the body is looked at: a body that fails validation answers the same.
      expect((await call({ ...request, token })).status, request.url).toBe(404);
      expect((await call({ ...request, token, payload: request.payload && { junk: true } })).status).toBe(404);
    }
    for (const url of [`/dashboard/organization/${providerOrgId}/price`, `/price/${providerOrgId}/metadata`]) {
      expect((await call({ method: 'GET', url, token })).status).toBe(403);
    }
    const intoOther = await call({
      method: 'POST',
      url: '/price',
      token,
      payload: { ...body({ metadataIds: [otherFeed] }), orgId: providerOrgId },
    });
    expect(intoOther.status).toBe(403);
    expect((await call({ method: 'POST', url: '/price', token, payload: { orgId: providerOrgId } })).status).toBe(403);
    expect(await stored(price.id)).toMatchObject({ name: 'Guarded rate', status: 2 });
  });

  it('lets members who are not admins read but not change, before validating the body', async () => {
    const token = publisher.token;
    expect((await call({ method: 'GET', url: `/price/${price.id}`, token })).status).toBe(200);
    expect((await call({ method: 'GET', url: `/dashboard/organization/${providerOrgId}/price`, token })).status).toBe(
      200,
    );
    expect((await call({ method: 'GET', url: `/price/${providerOrgId}/metadata`, token })).status).toBe(200);
    for (const request of changes(price.id)) {
      const refused = await call({ ...request, token });
      expect(refused.status, request.url).toBe(403);
      expect(refused.body.message).toBe(messages.adminOnly);
      expect((await call({ ...request, token, payload: request.payload && { junk: true } })).status).toBe(403);
    }
    const created = await call({ method: 'POST', url: '/price', token, payload: { junk: true } });
    expect(created.status).toBe(403);
    expect(await stored(price.id)).toMatchObject({ name: 'Guarded rate', status: 2, requireReview: false });
  });

  it('never lets a read-only organisation set prices', async () => {
    const feed = await feedOf('Read-only feed', readOnlyAdmin.orgId);
    const refused = await call({
      method: 'POST',
      url: '/price',
      token: readOnlyAdmin.token,
      payload: body({ metadataIds: [feed] }),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('A read-only organisation cannot set access policies or prices');
    const list = await call({
      method: 'GET',
      url: `/dashboard/organization/${readOnlyAdmin.orgId}/price`,
      token: readOnlyAdmin.token,
    });
    expect(list.status).toBe(200);
  });

  it("lets the supervisor read any organisation's configurations but change none", async () => {
    const token = supervisor.token;
    expect((await call({ method: 'GET', url: `/price/${price.id}`, token })).status).toBe(200);
    const list = await call({ method: 'GET', url: `/dashboard/organization/${providerOrgId}/price`, token });
    expect(list.status).toBe(200);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThan(0);
    expect((await call({ method: 'GET', url: `/price/${providerOrgId}/metadata`, token })).status).toBe(200);
    for (const request of changes(price.id)) {
      expect((await call({ ...request, token })).status, request.url).toBe(403);
    }
    const created = await call({
      method: 'POST',
      url: '/price',
      token,
      payload: { ...body({ metadataIds: [price.metadataIds[0]!] }), orgId: providerOrgId },
    });
    expect(created.status).toBe(403);
    expect(await stored(price.id)).toMatchObject({ name: 'Guarded rate', status: 2 });
  });
});

describe('the Pricing tab', () => {
  it('pages, sorts and filters an organisation’s configurations, newest first by default', async () => {
    const orgId = (await createOrganization(t.db)).id;
    const owner = await member(orgId, [1]);
    const feeds = [
      await feedOf('Alpha feed', orgId),
      await feedOf('Bravo feed', orgId),
      await feedOf('Charlie feed', orgId),
    ];
    const specs: Partial<TPriceBody>[] = [
      { name: 'Bravo', mode: 2, volumeAmount: 10, price: 5 },
      { name: 'Alpha', mode: 3, price: 50, status: 2 },
      { name: 'Charlie', mode: 1, option: 1, price: 0 },
    ];
    const created: TPrice[] = [];
    for (const [index, spec] of specs.entries()) {
      created.push(await create({ ...spec, metadataIds: [feeds[index]!] }, owner.token));
    }
    const url = `/dashboard/organization/${orgId}/price`;
    const names = (answer: { body: { data: { content: TPriceRow[] } } }) =>
      answer.body.data.content.map((row) => row.name);

    const newest = await call({ method: 'GET', url, token: owner.token });
    expect(newest.status).toBe(200);
    expect(newest.headers['x-total-count']).toBe('3');
    expect(names(newest)).toEqual(['Charlie', 'Alpha', 'Bravo']);
    expect(newest.body.data.content[2]).toMatchObject({
      name: 'Bravo',
      modeName: 'Volume',
      price: 5,
      volumeAmount: 10,
      feedCount: 1,
      status: 1,
      active: 1,
    });
    expect(newest.body.data.content[0]).not.toHaveProperty('metadataIds');

    const firstPage = await call({
      method: 'GET',
      url: `${url}?pageSize=2&orderBy=name&order=asc`,
      token: owner.token,
    });
    expect(firstPage.headers['x-total-count']).toBe('3');
    expect(names(firstPage)).toEqual(['Alpha', 'Bravo']);
    const secondPage = await call({
      method: 'GET',
      url: `${url}?pageSize=2&pageNum=2&orderBy=name&order=asc`,
      token: owner.token,
    });
    expect(names(secondPage)).toEqual(['Charlie']);

    const sorted = async (query: string) =>
      names(await call({ method: 'GET', url: `${url}?${query}`, token: owner.token }));
    expect(await sorted('orderBy=price&order=desc')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await sorted('orderBy=mode&order=asc')).toEqual(['Charlie', 'Bravo', 'Alpha']);
    // Ties keep the newest first.
    expect(await sorted('orderBy=status&order=desc')).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(await sorted('orderBy=dateCreated&order=asc')).toEqual(['Bravo', 'Alpha', 'Charlie']);

    const filtered = await call({ method: 'GET', url: `${url}?filter=alp&filterBy=name`, token: owner.token });
    expect(filtered.headers['x-total-count']).toBe('1');
    expect(names(filtered)).toEqual(['Alpha']);
    // Filters shorter than 3 characters are no filter (spec §5).
    expect((await call({ method: 'GET', url: `${url}?filter=al`, token: owner.token })).headers['x-total-count']).toBe(
      '3',
    );

    for (const query of ['orderBy=secret', 'filterBy=note', 'pageSize=0', 'order=up']) {
      expect((await call({ method: 'GET', url: `${url}?${query}`, token: owner.token })).status, query).toBe(400);
    }
  });

  it('offers the organisation’s own feeds in the picker, by name, up to 200 a page, filtered from 3 characters', async () => {
    const orgId = (await createOrganization(t.db)).id;
    const owner = await member(orgId, [1]);
    const names = ['Delta river', 'alpha lake', 'Charlie canal', 'Bravo river'];
    for (const name of names) await feedOf(name, orgId);
    const draft = await createFeed(t.db, { orgId, name: 'Echo draft', status: 2 });
    const url = `/price/${orgId}/metadata`;

    const all = await call({ method: 'GET', url, token: owner.token });
    expect(all.status).toBe(200);
    expect(all.headers['x-total-count']).toBe('5');
    expect(all.body.data.content.map((feed: { name: string }) => feed.name)).toEqual([
      'alpha lake',
      'Bravo river',
      'Charlie canal',
      'Delta river',
      'Echo draft',
    ]);
    expect(all.body.data.content[4]).toEqual({
      id: draft,
      name: 'Echo draft',
      typeId: 1,
      status: 2,
      statusText: 'Not active',
    });

    const page = await call({ method: 'GET', url: `${url}?pageSize=2&pageNum=2`, token: owner.token });
    expect(page.headers['x-total-count']).toBe('5');
    expect(page.body.data.content.map((feed: { name: string }) => feed.name)).toEqual(['Charlie canal', 'Delta river']);

    const rivers = await call({ method: 'GET', url: `${url}?filter=river`, token: owner.token });
    expect(rivers.body.data.content.map((feed: { name: string }) => feed.name)).toEqual(['Bravo river', 'Delta river']);
    expect((await call({ method: 'GET', url: `${url}?filter=ri`, token: owner.token })).headers['x-total-count']).toBe(
      '5',
    );

    expect((await call({ method: 'GET', url: `${url}?pageSize=200`, token: owner.token })).status).toBe(200);
    expect((await call({ method: 'GET', url: `${url}?pageSize=201`, token: owner.token })).status).toBe(400);
  });
});
