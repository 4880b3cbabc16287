import type { TEditableFeed, TFeedBody } from '@feedmarket/contract/catalog/metadata.schemas';
import type { TLegalReview } from '@feedmarket/contract/legal/legal.schemas';
import { messages } from '@feedmarket/contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalReviewNotes, legalReviews } from '../../db/schema/legal';
import { notifications } from '../../db/schema/notifications';
import { customListEntries, customLists } from '../../db/schema/reference';
import { bearer, completeFeedBody, createOrganization, createUser, login } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type Member = { token: string; orgId: number; userId: number };

let t: TestApp;
let providerOrgId: number;
let publisher: Member;
let reviewer: Member;
let secondReviewer: Member;
let admin: Member;
let otherReviewer: Member;
let readOnlyReviewer: Member;
let supervisor: Member;

async function member(orgId: number, roleIds: number[], isSupervisor = false): Promise<Member> {
  const user = await createUser(t.db, { orgId, roleIds, isSupervisor });
  const { token } = await login(t.app, user.username);
  return { token, orgId, userId: user.id };
}

beforeAll(async () => {
  t = await createTestApp();
  providerOrgId = (await createOrganization(t.db, { name: 'Cascadia Hydrology' })).id;
  publisher = await member(providerOrgId, [2]);
  reviewer = await member(providerOrgId, [5]);
  secondReviewer = await member(providerOrgId, [3, 5]);
  admin = await member(providerOrgId, [1]);
  otherReviewer = await member((await createOrganization(t.db, { name: 'Elsewhere Analytics' })).id, [5]);
  readOnlyReviewer = await member((await createOrganization(t.db, { organizationType: 3 })).id, [1, 5]);
  supervisor = await member((await createOrganization(t.db, { name: 'Marketplace Operator' })).id, [1], true);
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; token?: string; payload?: unknown };
async function call({ method, url, token, payload }: Call) {
  const response = await t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined && { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined, headers: response.headers };
}

/** Saves a feed as `publisher` and submits it; one that requires legal review waits in status 4. */
async function submitFeed(body: Partial<TFeedBody> = {}): Promise<TEditableFeed> {
  const created = await call({
    method: 'POST',
    url: '/metadata',
    token: publisher.token,
    payload: completeFeedBody({ requireLegalReview: true, ...body }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const submitted = await call({ method: 'PUT', url: `/metadata/${created.body.id}/status/4`, token: publisher.token });
  expect(submitted.status).toBe(200);
  return created.body;
}

const reviewOf = async (feedId: number, token = reviewer.token) =>
  (await call({ method: 'GET', url: `/legal/metadata/${feedId}`, token })).body as TLegalReview;

const requestNotices = (feedId: number) =>
  t.db
    .select({ userId: notifications.userId, status: notifications.status, title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.typeId, 5), eq(notifications.itemType, 3), eq(notifications.itemId, feedId)));

describe('the legal queue', () => {
  it('takes in a submitted feed that requires legal review and tells the legal reviewers, not the others', async () => {
    const feed = await submitFeed({ meta: { name: 'Harbour noise levels', description: 'Noise every minute' } });
    const review = await reviewOf(feed.id);
    expect(review).toMatchObject({
      orgId: providerOrgId,
      itemType: 3,
      itemTypeText: 'Feed',
      itemId: feed.id,
      itemName: 'Harbour noise levels',
      state: 1,
      stateText: 'Open',
      requestedBy: 'Test User',
      decidedBy: null,
      decidedDate: null,
      notes: [],
      canAct: true,
    });
    const notices = await requestNotices(feed.id);
    expect(notices.map((notice) => notice.userId).sort()).toEqual([reviewer.userId, secondReviewer.userId].sort());
    expect(
      notices.every((notice) => notice.status === 1 && notice.title === 'Legal review: Harbour noise levels'),
    ).toBe(true);

    const plain = await submitFeed({ requireLegalReview: false });
    expect((await call({ method: 'GET', url: `/legal/metadata/${plain.id}`, token: reviewer.token })).status).toBe(404);
  });

  it("tells an organisation's administrators when it has no legal reviewer", async () => {
    const orgId = (await createOrganization(t.db)).id;
    const owner = await member(orgId, [1]);
    const financeAdmin = await member(orgId, [7]);
    await member(orgId, [2]);
    const created = await call({
      method: 'POST',
      url: '/metadata',
      token: owner.token,
      payload: completeFeedBody({ requireLegalReview: true }),
    });
    await call({ method: 'PUT', url: `/metadata/${created.body.id}/status/4`, token: owner.token });
    const notices = await requestNotices(created.body.id);
    expect(notices.map((notice) => notice.userId).sort()).toEqual([owner.userId, financeAdmin.userId].sort());
  });

  it('lists the queue a page at a time, filtered by state and name, for reviewers, admins and the supervisor only', async () => {
    const orgId = (await createOrganization(t.db)).id;
    const owner = await member(orgId, [1]);
    const names = ['Alpine snow depth', 'Bay water quality', 'Canal lock openings'];
    const ids: number[] = [];
    for (const name of names) {
      const created = await call({
        method: 'POST',
        url: '/metadata',
        token: owner.token,
        payload: completeFeedBody({ requireLegalReview: true, meta: { name, description: 'Readings' } }),
      });
      await call({ method: 'PUT', url: `/metadata/${created.body.id}/status/4`, token: owner.token });
      ids.push(created.body.id);
    }
    const url = `/dashboard/organization/${orgId}/legal`;
    const first = await call({
      method: 'GET',
      url: `${url}?pageSize=2&orderBy=itemName&order=asc`,
      token: owner.token,
    });
    expect(first.status).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.body.data.content.map((row: { itemName: string }) => row.itemName)).toEqual(names.slice(0, 2));
    const newest = await call({ method: 'GET', url, token: owner.token });
    expect(newest.body.data.content[0].itemName).toBe('Canal lock openings');

    const review = await reviewOf(ids[1]!, owner.token);
    await call({ method: 'PUT', url: `/legal/review/${review.id}/resolve`, token: owner.token, payload: {} });
    const open = await call({ method: 'GET', url: `${url}?state=1`, token: owner.token });
    expect(open.headers['x-total-count']).toBe('2');
    const resolved = await call({ method: 'GET', url: `${url}?state=2`, token: supervisor.token });
    expect(resolved.body.data.content).toEqual([
      expect.objectContaining({ itemName: 'Bay water quality', stateText: 'Resolved', decidedBy: 'Test User' }),
    ]);
    const filtered = await call({ method: 'GET', url: `${url}?filter=water`, token: owner.token });
    expect(filtered.body.data.content.map((row: { itemId: number }) => row.itemId)).toEqual([ids[1]]);

    expect((await call({ method: 'GET', url: `${url}?state=9`, token: owner.token })).status).toBe(400);
    expect((await call({ method: 'GET', url: `${url}?orderBy=secret`, token: owner.token })).status).toBe(400);
    expect((await call({ method: 'GET', url })).status).toBe(401);
    const publisherOfIt = await member(orgId, [2, 3, 4]);
    expect((await call({ method: 'GET', url, token: publisherOfIt.token })).status).toBe(403);
    expect((await call({ method: 'GET', url, token: otherReviewer.token })).status).toBe(403);
  });

  it('lets a read-only organisation read its queue but not act on it', async () => {
    const url = `/dashboard/organization/${readOnlyReviewer.orgId}/legal`;
    const queue = await call({ method: 'GET', url, token: readOnlyReviewer.token });
    expect(queue.status).toBe(200);
    expect(queue.body.data.content).toEqual([]);
    // A read-only organisation publishes nothing, so its queue is filled here directly.
    const [row] = await t.db
      .insert(legalReviews)
      .values({ orgId: readOnlyReviewer.orgId, itemType: 1, itemId: 424242, itemName: 'Access policy' })
      .returning();
    const review = await call({ method: 'GET', url: `/legal/review/${row!.id}`, token: readOnlyReviewer.token });
    expect(review.body).toMatchObject({ itemTypeText: 'Policy', canAct: false, feed: null });
    const note = await call({
      method: 'POST',
      url: `/legal/review/${row!.id}/note`,
      token: readOnlyReviewer.token,
      payload: { note: 'Looks fine' },
    });
    expect(note.status).toBe(403);
    const resolve = await call({
      method: 'PUT',
      url: `/legal/review/${row!.id}/resolve`,
      token: readOnlyReviewer.token,
      payload: {},
    });
    expect(resolve.status).toBe(403);
  });
});

describe('a legal review', () => {
  it("shows the feed's legal section by name, with the global and organisation lists it uses", async () => {
    await t.db.insert(customLists).values({ id: 9001, orgId: providerOrgId, name: 'Contract clauses' });
    await t.db.insert(customListEntries).values([
      { id: 900101, listId: 9001, name: 'Clause 7: no resale', sort: 1 },
      { id: 900102, listId: 9001, name: 'Clause 9: audits', sort: 2 },
    ]);
    const feed = await submitFeed({
      legal: { licence: 1003, terms: 'Research only', customEntries: [104, 900102, 101] },
      regulatory: [1401, 1403],
    });
    const review = await reviewOf(feed.id, supervisor.token);
    expect(review.canAct).toBe(false);
    expect(review.feed).toEqual({
      feedId: feed.id,
      status: 4,
      statusText: expect.any(String),
      requireLegalReview: true,
      licence: { value: 1003, name: 'CC BY-NC 4.0' },
      terms: 'Research only',
      regulatory: [
        { value: 1401, name: 'GDPR' },
        { value: 1403, name: 'CCPA/CPRA' },
      ],
      customLists: [
        {
          id: 9001,
          name: 'Contract clauses',
          isGlobal: false,
          entries: [{ id: 900102, name: 'Clause 9: audits', description: null }],
        },
        {
          id: 1,
          name: 'Data use restrictions',
          isGlobal: true,
          entries: [
            { id: 101, name: 'No redistribution', description: expect.any(String) },
            { id: 104, name: 'Attribution required', description: expect.any(String) },
          ],
        },
      ],
    });
  });

  it('answers 404 for another organisation, 403 for members who are not reviewers, and lets only reviewers act', async () => {
    const feed = await submitFeed();
    const { id } = await reviewOf(feed.id);
    const read = (token: string) => call({ method: 'GET', url: `/legal/review/${id}`, token });
    expect((await read(otherReviewer.token)).status).toBe(404);
    expect((await call({ method: 'GET', url: `/legal/metadata/${feed.id}`, token: otherReviewer.token })).status).toBe(
      404,
    );
    expect((await read(publisher.token)).status).toBe(403);
    expect((await read(admin.token)).body.canAct).toBe(true);
    expect((await read(supervisor.token)).status).toBe(200);
    expect((await call({ method: 'GET', url: '/legal/review/99999999', token: reviewer.token })).status).toBe(404);

    const note = { note: 'Checked the licence' };
    for (const [token, status] of [
      [supervisor.token, 403],
      [publisher.token, 403],
      [otherReviewer.token, 404],
    ] as const) {
      expect((await call({ method: 'POST', url: `/legal/review/${id}/note`, token, payload: note })).status).toBe(
        status,
      );
      expect((await call({ method: 'PUT', url: `/legal/review/${id}/resolve`, token, payload: {} })).status).toBe(
        status,
      );
      expect((await call({ method: 'PUT', url: `/legal/review/${id}/clear`, token, payload: note })).status).toBe(
        status,
      );
      // The right is checked before the body: a bad one answers the same.
      expect((await call({ method: 'PUT', url: `/legal/review/${id}/clear`, token, payload: {} })).status).toBe(status);
    }
    expect((await read(reviewer.token)).body).toMatchObject({ state: 1, notes: [] });
  });

  it('keeps notes that follow the note rules, and refuses others without changing anything', async () => {
    const feed = await submitFeed();
    const { id } = await reviewOf(feed.id);
    const url = `/legal/review/${id}/note`;
    for (const note of ['', ' Leading space', 'Double  space', 'Trailing space ', '!!!', 'x'.repeat(1001)]) {
      const refused = await call({ method: 'POST', url, token: reviewer.token, payload: { note } });
      expect(refused.status, JSON.stringify(note)).toBe(400);
    }
    expect((await call({ method: 'POST', url, token: reviewer.token, payload: {} })).status).toBe(400);
    expect(await t.db.select().from(legalReviewNotes).where(eq(legalReviewNotes.reviewId, id))).toEqual([]);

    const added = await call({ method: 'POST', url, token: reviewer.token, payload: { note: 'Licence checked' } });
    expect(added.status).toBe(201);
    expect(added.body.noteCount).toBe(1);
    expect(added.body.notes).toEqual([
      { id: expect.any(Number), text: 'Licence checked', userName: 'Test User', createDate: expect.any(String) },
    ]);
    await call({ method: 'POST', url, token: admin.token, payload: { note: 'Terms checked too' } });
    expect((await reviewOf(feed.id)).notes.map((note) => note.text)).toEqual(['Licence checked', 'Terms checked too']);
  });

  it('resolves: every request notification is resolved and the supervisor may approve the feed', async () => {
    const feed = await submitFeed();
    const { id } = await reviewOf(feed.id);
    const approve = () =>
      call({ method: 'POST', url: `/review/metadata/${feed.id}`, token: supervisor.token, payload: { approve: true } });
    expect((await approve()).body.message).toBe(messages.legalReviewPending);

    const badNote = await call({
      method: 'PUT',
      url: `/legal/review/${id}/resolve`,
      token: secondReviewer.token,
      payload: { note: 'Fine  here' },
    });
    expect(badNote.status).toBe(400);
    expect((await reviewOf(feed.id)).state).toBe(1);

    const resolved = await call({
      method: 'PUT',
      url: `/legal/review/${id}/resolve`,
      token: secondReviewer.token,
      payload: { note: 'Licence allows the intended use' },
    });
    expect(resolved.body).toMatchObject({
      state: 2,
      stateText: 'Resolved',
      decidedBy: 'Test User',
      notes: [expect.objectContaining({ text: 'Licence allows the intended use' })],
    });
    expect(resolved.body.decidedDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect((await requestNotices(feed.id)).map((notice) => notice.status)).toEqual([4, 4]);
    expect(resolved.body.feed.status).toBe(4);

    const again = await call({ method: 'PUT', url: `/legal/review/${id}/resolve`, token: reviewer.token, payload: {} });
    expect(again).toMatchObject({ status: 409, body: { message: 'This legal review is already resolved.' } });
    expect((await approve()).body.status).toBe(1);
  });

  it('clears: the feed returns to its provider with the note on its Legal step', async () => {
    const feed = await submitFeed();
    const { id } = await reviewOf(feed.id);
    const url = `/legal/review/${id}/clear`;
    expect((await call({ method: 'PUT', url, token: reviewer.token, payload: {} })).status).toBe(400);
    expect((await reviewOf(feed.id)).state).toBe(1);

    const note = 'The licence does not allow resale; choose CC BY-NC 4.0';
    const cleared = await call({ method: 'PUT', url, token: reviewer.token, payload: { note } });
    expect(cleared.body).toMatchObject({ state: 3, stateText: 'Cleared', feed: { status: 5 } });
    expect((await requestNotices(feed.id)).map((notice) => notice.status)).toEqual([3, 3]);
    const feedback = await call({ method: 'GET', url: `/review/metadata/${feed.id}`, token: publisher.token });
    expect(feedback.body.steps).toEqual([
      expect.objectContaining({ step: 'legal', comments: [expect.objectContaining({ text: note })] }),
    ]);
    const told = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(eq(notifications.userId, publisher.userId), eq(notifications.itemId, feed.id), eq(notifications.typeId, 3)),
      );
    expect(told.map((notice) => notice.title)).toContain(`${feed.meta.name}: returned for review`);
    expect((await call({ method: 'PUT', url, token: reviewer.token, payload: { note } })).status).toBe(409);

    // Resubmitted, the feed starts a new review; the queue keeps the cleared one.
    expect(
      (await call({ method: 'PUT', url: `/metadata/${feed.id}/status/4`, token: publisher.token })).body.status,
    ).toBe(4);
    const next = await reviewOf(feed.id);
    expect(next.id).not.toBe(id);
    expect(next.state).toBe(1);
  });

  it('leaves the queue, cleared, when the supervisor returns the feed', async () => {
    const feed = await submitFeed();
    const returned = await call({
      method: 'POST',
      url: `/review/metadata/${feed.id}`,
      token: supervisor.token,
      payload: { approve: false, comments: [{ step: 'describe', text: 'Say where the station is' }] },
    });
    expect(returned.body.status).toBe(5);
    expect(await reviewOf(feed.id)).toMatchObject({ state: 3, decidedBy: 'Test User' });
    expect((await requestNotices(feed.id)).map((notice) => notice.status)).toEqual([3, 3]);
  });
});
