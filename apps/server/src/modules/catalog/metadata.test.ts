import type {
  TEditableFeed,
  TFeedBody,
  TFeedReview,
  TStatusChange,
} from '@feedmarket/contract/catalog/metadata.schemas';
import { messages } from '@feedmarket/contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedGroupMembers } from '../../db/schema/catalog';
import { notifications } from '../../db/schema/notifications';
import { bearer, completeFeedBody, createOrganization, createUser, login } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let provider: { token: string; orgId: number; userId: number };
let colleague: { token: string };
let other: { token: string; orgId: number };
let readOnly: { token: string };
let supervisor: { token: string };

async function signIn(orgId: number, options: { isSupervisor?: boolean } = {}) {
  const user = await createUser(t.db, { orgId, ...options });
  const profile = await login(t.app, user.username);
  return { token: profile.token, orgId, userId: user.id };
}

beforeAll(async () => {
  t = await createTestApp();
  const providerOrg = await createOrganization(t.db, { name: 'Cascadia Hydrology' });
  provider = await signIn(providerOrg.id);
  colleague = await signIn(providerOrg.id);
  other = await signIn((await createOrganization(t.db, { name: 'Elsewhere Analytics' })).id);
  readOnly = await signIn((await createOrganization(t.db, { name: 'Read Only Ltd', organizationType: 3 })).id);
  supervisor = await signIn((await createOrganization(t.db, { name: 'Marketplace Operator' })).id, {
    isSupervisor: true,
  });
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; token?: string; payload?: unknown };
async function call({ method, url, token, payload }: Call) {
  const response = await t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined && { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined, headers: response.headers };
}

async function createDraft(body: TFeedBody = completeFeedBody(), token = provider.token): Promise<TEditableFeed> {
  const response = await call({ method: 'POST', url: '/metadata', token, payload: body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const setStatus = (id: number, status: number, token = provider.token) =>
  call({ method: 'PUT', url: `/metadata/${id}/status/${status}`, token });

async function activeFeed(body?: TFeedBody): Promise<TEditableFeed> {
  const feed = await createDraft(body);
  expect((await setStatus(feed.id, 4)).body.status).toBe(1);
  return feed;
}

const changelog = async (id: number) =>
  (await call({ method: 'GET', url: `/metadata/${id}/changelog`, token: provider.token })).body as {
    summary: string;
    changes: { field: string; from?: unknown; to?: unknown }[];
  }[];

describe('drafts', () => {
  it('saves a new feed as a draft of the caller organisation and loads it back for the wizard', async () => {
    const body = completeFeedBody();
    const feed = await createDraft(body);
    expect(feed).toMatchObject({ status: 2, statusText: 'Not active', orgId: provider.orgId, clonedFromId: null });
    expect(feed.meta.name).toBe(body.meta.name);
    expect(feed.containers[0]!.location).toMatchObject({ latitude: 47.6062, longitude: -122.3321, countryId: 840 });
    expect(feed.dataset[0]!.sensorInfo).toMatchObject({ type: 401, model: 'WL-200' });
    expect(feed.legal).toEqual({ licence: 1001, terms: null, customEntries: [104] });

    const loaded = await call({ method: 'GET', url: `/metadata/${feed.id}/editable`, token: colleague.token });
    expect(loaded.body).toEqual(feed);
    expect((await changelog(feed.id))[0]!.summary).toBe('Feed created as a draft');
  });

  it('keeps a draft with only a name, trimmed', async () => {
    const feed = await createDraft({ meta: { name: '  Half-described feed  ' }, identifier: {} });
    expect(feed.meta.name).toBe('Half-described feed');
    expect(feed.containers).toEqual([]);
  });

  it('refuses a body without a name, with malformed values or unknown lookup values, and saves nothing', async () => {
    const before = (await call({ method: 'GET', url: '/metadata', token: provider.token })).headers['x-total-count'];
    const noName = await call({
      method: 'POST',
      url: '/metadata',
      token: provider.token,
      payload: { meta: { name: '' }, identifier: {} },
    });
    expect(noName.status).toBe(400);
    const tooManyChips = completeFeedBody({
      environment: { environmentInfos: [1601, 1602, 1603, 1604, 1605, 1606], interactors: [] },
    });
    expect(
      (await call({ method: 'POST', url: '/metadata', token: provider.token, payload: tooManyChips })).status,
    ).toBe(400);
    const badLatitude = completeFeedBody();
    badLatitude.containers![0]!.location.latitude = 91;
    expect((await call({ method: 'POST', url: '/metadata', token: provider.token, payload: badLatitude })).status).toBe(
      400,
    );

    const unknown = await call({
      method: 'POST',
      url: '/metadata',
      token: provider.token,
      payload: completeFeedBody({ categoryId: 999_999, isicCodes: ['9999'] }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'categoryId', message: messages.invalid },
        { field: 'isicCodes.0', message: messages.invalid },
      ]),
    );
    const after = (await call({ method: 'GET', url: '/metadata', token: provider.token })).headers['x-total-count'];
    expect(after).toBe(before);
  });

  it('keeps unique ids unique within an organisation, not across organisations', async () => {
    const body = completeFeedBody();
    await createDraft(body);
    const again = await call({
      method: 'POST',
      url: '/metadata',
      token: provider.token,
      payload: { ...body, meta: { name: 'Another' } },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.uniqueIdTaken);
    expect((await call({ method: 'POST', url: '/metadata', token: other.token, payload: body })).status).toBe(201);
  });

  it('does not let a read-only organisation publish', async () => {
    const response = await call({
      method: 'POST',
      url: '/metadata',
      token: readOnly.token,
      payload: completeFeedBody(),
    });
    expect(response.status).toBe(403);
  });

  it('saves changes to a draft and logs what changed', async () => {
    const feed = await createDraft();
    const body = {
      ...completeFeedBody(),
      identifier: { extId: feed.identifier.extId },
      meta: { ...feed.meta, name: 'Renamed gauge' },
    };
    const saved = await call({
      method: 'PUT',
      url: '/metadata',
      token: provider.token,
      payload: { ...body, id: feed.id },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.meta.name).toBe('Renamed gauge');
    const [latest] = await changelog(feed.id);
    expect(latest!.summary).toBe('Feed updated');
    expect(latest!.changes).toContainEqual(
      expect.objectContaining({ field: 'meta', from: expect.objectContaining({ name: feed.meta.name }) }),
    );
  });

  it("answers 404 for another organisation's draft and 403 for its active feed; the supervisor may edit", async () => {
    const draft = await createDraft();
    const payload = { ...completeFeedBody(), id: draft.id };
    expect((await call({ method: 'PUT', url: '/metadata', token: other.token, payload })).status).toBe(404);
    expect((await call({ method: 'GET', url: `/metadata/${draft.id}/editable`, token: other.token })).status).toBe(404);
    expect((await call({ method: 'PUT', url: '/metadata', token: supervisor.token, payload })).status).toBe(200);

    const live = await activeFeed();
    expect((await setStatus(live.id, 2, other.token)).status).toBe(403);
    expect((await call({ method: 'DELETE', url: `/metadata/${live.id}`, token: other.token })).status).toBe(403);
  });
});

describe('checks before validation', () => {
  const badBody = { meta: { name: 42 } };

  it("answers 404 for another organisation's draft and 403 for its active feed, whatever the body", async () => {
    const draft = await createDraft();
    const live = await activeFeed();
    const put = (id: number, token: string) =>
      call({ method: 'PUT', url: '/metadata', token, payload: { ...badBody, id } });
    expect((await put(draft.id, other.token)).status).toBe(404);
    expect((await put(live.id, other.token)).status).toBe(403);
    expect((await put(live.id, readOnly.token)).status).toBe(403);
    expect((await put(draft.id, provider.token)).status).toBe(400);

    for (const method of ['POST', 'PUT'] as const) {
      const url = (id: number) => `/metadata/group/${id}`;
      expect((await call({ method, url: url(draft.id), token: other.token, payload: badBody })).status).toBe(404);
      expect((await call({ method, url: url(live.id), token: other.token, payload: badBody })).status).toBe(403);
    }
    expect((await setStatus(draft.id, Number.NaN, other.token)).status).toBe(404);
    expect((await setStatus(draft.id, Number.NaN)).status).toBe(400);
    const dashboard = `/dashboard/organization/${provider.orgId}/metadata?orderBy=nothing`;
    expect((await call({ method: 'GET', url: dashboard, token: other.token })).status).toBe(403);
    expect((await call({ method: 'GET', url: dashboard, token: provider.token })).status).toBe(400);
  });

  it('asks for a session first, and leaves ids that are not ids to validation', async () => {
    const draft = await createDraft();
    expect((await call({ method: 'PUT', url: '/metadata', payload: { ...badBody, id: draft.id } })).status).toBe(401);
    const forged = 'not-a-session';
    expect(
      (await call({ method: 'PUT', url: '/metadata', token: forged, payload: { ...badBody, id: draft.id } })).status,
    ).toBe(401);
    for (const id of ['x', 2 ** 31, -1, 1.5]) {
      const response = await call({ method: 'PUT', url: '/metadata', token: other.token, payload: { ...badBody, id } });
      expect(response.status, String(id)).toBe(400);
    }
  });
});

describe('lifecycle', () => {
  it('returns an incomplete feed for review with the issues of each step', async () => {
    const feed = await createDraft({
      meta: { name: 'Incomplete feed', description: 'double  space' },
      identifier: { extId: 'no digits' },
      containers: [
        {
          locationCategory: 1702,
          locationType: 130,
          locationSubType: 10007,
          location: { countryId: 840, latLonInfo: [{ latitude: 1, longitude: 1 }] },
        },
      ],
    });
    const change = await setStatus(feed.id, 4);
    expect(change.status).toBe(200);
    const { review } = change.body as TStatusChange;
    expect(change.body.status).toBe(5);
    const steps = Object.fromEntries(review!.steps.map((step) => [step.step, step.issues]));
    expect(Object.keys(steps)).toEqual([
      'describe',
      'ownership',
      'source',
      'geolocation',
      'environment',
      'legal',
      'datasets',
    ]);
    expect(steps.describe).toEqual(
      expect.arrayContaining([
        { field: 'meta.description', message: messages.invalid },
        { field: 'identifier.extId', message: messages.invalid },
        { field: 'categoryId', message: messages.required },
      ]),
    );
    expect(steps.ownership).toEqual([
      { field: 'ownership.originators', message: messages.originatorRequired },
      { field: 'ownership.owners', message: messages.ownerRequired },
    ]);
    expect(steps.geolocation).toEqual([
      { field: 'containers.0.location.latLonInfo', message: messages.boundedBoxPoints },
    ]);

    const stored = await call({ method: 'GET', url: `/review/metadata/${feed.id}`, token: provider.token });
    expect(stored.body).toEqual(review);
    expect((await call({ method: 'GET', url: `/review/metadata/${feed.id}`, token: other.token })).status).toBe(404);
  });

  it('checks polygons for exactly 5 points', async () => {
    const points = [0, 1, 2, 3].map((n) => ({ latitude: 47 + n / 10, longitude: -122 }));
    const body = completeFeedBody();
    body.containers = [
      { ...body.containers![0]!, locationSubType: 10008, location: { countryId: 840, latLonInfo: points } },
    ];
    const change = await setStatus((await createDraft(body)).id, 4);
    const review = change.body.review as TFeedReview;
    expect(review.steps).toEqual([
      expect.objectContaining({
        step: 'geolocation',
        issues: [{ field: 'containers.0.location.latLonInfo', message: messages.polygonPoints }],
      }),
    ]);
  });

  it('makes a complete feed active, findable by others, and notifies the submitter', async () => {
    const body = completeFeedBody({ meta: { name: 'Duwamish estuary salinity', description: 'Salinity every hour' } });
    const feed = await createDraft(body);
    const change = await setStatus(feed.id, 4);
    expect(change.body).toEqual({ id: feed.id, status: 1, statusText: 'Active', review: null });
    const search = await call({
      method: 'POST',
      url: '/search/metadata/v2',
      token: other.token,
      payload: { text: 'Duwamish salinity' },
    });
    expect(search.body.data.map((row: { id: number }) => row.id)).toContain(feed.id);
    const sent = await t.db.select().from(notifications).where(eq(notifications.itemId, feed.id));
    expect(sent).toEqual([expect.objectContaining({ userId: provider.userId, typeId: 3, itemType: 3 })]);
  });

  it('resubmits a returned feed once fixed', async () => {
    const feed = await createDraft({ meta: { name: 'Fix me later' }, identifier: {} });
    expect((await setStatus(feed.id, 4)).body.status).toBe(5);
    const fixed = { ...completeFeedBody(), id: feed.id };
    expect((await call({ method: 'PUT', url: '/metadata', token: provider.token, payload: fixed })).status).toBe(200);
    expect((await setStatus(feed.id, 4)).body).toMatchObject({ status: 1, review: null });
    expect(
      (await call({ method: 'GET', url: `/review/metadata/${feed.id}`, token: provider.token })).body.steps,
    ).toEqual([]);
  });

  it('holds a feed that requires legal review for the supervisor, who approves it', async () => {
    const feed = await createDraft(completeFeedBody({ requireLegalReview: true }));
    expect((await setStatus(feed.id, 4)).body.status).toBe(4);
    expect((await setStatus(feed.id, 1)).status).toBe(409);
    const editWhileWaiting = await call({
      method: 'PUT',
      url: '/metadata',
      token: provider.token,
      payload: { ...completeFeedBody(), id: feed.id },
    });
    expect(editWhileWaiting.status).toBe(409);

    const byProvider = await call({
      method: 'POST',
      url: `/review/metadata/${feed.id}`,
      token: provider.token,
      payload: { approve: true },
    });
    expect(byProvider.status).toBe(403);
    const approved = await call({
      method: 'POST',
      url: `/review/metadata/${feed.id}`,
      token: supervisor.token,
      payload: { approve: true },
    });
    expect(approved.body).toEqual({ id: feed.id, status: 1, statusText: 'Active', review: null });
    expect((await changelog(feed.id))[0]!.summary).toBe('Approved by the supervisor');
    const again = await call({
      method: 'POST',
      url: `/review/metadata/${feed.id}`,
      token: supervisor.token,
      payload: { approve: true },
    });
    expect(again.status).toBe(409);
  });

  it('lets the supervisor return a feed with comments per step, and requires one', async () => {
    const feed = await createDraft(completeFeedBody({ requireLegalReview: true }));
    await setStatus(feed.id, 4);
    const url = `/review/metadata/${feed.id}`;
    expect((await call({ method: 'POST', url, token: supervisor.token, payload: { approve: false } })).status).toBe(
      400,
    );
    const badNote = { approve: false, comments: [{ step: 'legal', text: 'double  space' }] };
    expect((await call({ method: 'POST', url, token: supervisor.token, payload: badNote })).status).toBe(400);

    const payload = { approve: false, comments: [{ step: 'legal', text: 'The licence does not allow resale' }] };
    const returned = await call({ method: 'POST', url, token: supervisor.token, payload });
    expect(returned.body.status).toBe(5);
    expect(returned.body.review.steps).toEqual([
      {
        step: 'legal',
        title: 'Legal',
        issues: [],
        comments: [
          { text: 'The licence does not allow resale', userName: expect.any(String), createDate: expect.any(String) },
        ],
      },
    ]);
  });

  it.each([
    ['a draft cannot go active directly', 2, 1],
    ['a draft cannot be returned', 2, 5],
    ['an active feed cannot be submitted', 1, 4],
  ])('refuses other changes with 409: %s', async (_name, from, to) => {
    const feed = from === 1 ? await activeFeed() : await createDraft();
    const response = await setStatus(feed.id, to);
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/cannot|already/);
  });

  it('deactivates an active feed, which then disappears for others and can be edited', async () => {
    const feed = await activeFeed();
    expect((await setStatus(feed.id, 2)).body).toMatchObject({ status: 2 });
    expect((await call({ method: 'GET', url: `/metadata/${feed.id}`, token: other.token })).status).toBe(404);
    const edit = await call({
      method: 'PUT',
      url: '/metadata',
      token: provider.token,
      payload: { ...completeFeedBody(), id: feed.id },
    });
    expect(edit.status).toBe(200);
  });

  it('deletes only feeds that are not active', async () => {
    const feed = await activeFeed();
    const refused = await call({ method: 'DELETE', url: `/metadata/${feed.id}`, token: provider.token });
    expect(refused.status).toBe(409);
    await setStatus(feed.id, 2);
    expect((await call({ method: 'DELETE', url: `/metadata/${feed.id}`, token: provider.token })).status).toBe(200);
    expect((await call({ method: 'GET', url: `/metadata/${feed.id}/editable`, token: provider.token })).status).toBe(
      404,
    );
  });
});

describe('clones and groups', () => {
  it('clones everything but identity and status', async () => {
    const main = await activeFeed();
    const response = await call({ method: 'POST', url: `/metadata/${main.id}/clone`, token: provider.token });
    expect(response.status).toBe(201);
    const clone = response.body as TEditableFeed;
    expect(clone).toMatchObject({
      status: 2,
      clonedFromId: main.id,
      identifier: { extId: null, urn: null, uri: null },
    });
    expect(clone.id).not.toBe(main.id);
    const strip = ({
      id: _id,
      uid: _uid,
      status: _s,
      statusText: _st,
      clonedFromId: _c,
      updateDate: _u,
      identifier: _i,
      ...rest
    }: TEditableFeed) => rest;
    expect(strip(clone)).toEqual(strip(main));
    expect((await call({ method: 'POST', url: `/metadata/${main.id}/clone`, token: other.token })).status).toBe(403);
  });

  it('builds a group from a main feed and its clones, validates it and logs clone changes', async () => {
    const main = await activeFeed();
    const cloneOf = async () =>
      (await call({ method: 'POST', url: `/metadata/${main.id}/clone`, token: provider.token })).body as TEditableFeed;
    const [first, second] = [await cloneOf(), await cloneOf()];
    const unrelated = await createDraft();

    const candidates = await call({ method: 'GET', url: `/metadata/group/clones/${main.id}`, token: provider.token });
    expect(candidates.body.map((row: { id: number }) => row.id)).toEqual([first!.id, second!.id]);

    const groupBody = {
      meta: { name: 'Puget Sound gauges', description: 'The main gauge and its neighbours' },
      cloneIds: [first!.id, second!.id],
      containers: completeFeedBody().containers,
    };
    const foreign = await call({
      method: 'POST',
      url: `/metadata/group/${main.id}`,
      token: provider.token,
      payload: { ...groupBody, cloneIds: [unrelated.id] },
    });
    expect(foreign.status).toBe(400);
    const created = await call({
      method: 'POST',
      url: `/metadata/group/${main.id}`,
      token: provider.token,
      payload: groupBody,
    });
    expect(created.status).toBe(201);
    const groupId = created.body.id as number;
    expect(created.body).toMatchObject({ mainId: main.id, cloneIds: [first!.id, second!.id], status: 2 });

    // The clones are drafts: the group cannot go live before them.
    const early = await call({ method: 'PUT', url: `/metadata/group/${groupId}/status/4`, token: provider.token });
    expect(early.body.status).toBe(5);
    expect(early.body.review.steps[0]).toMatchObject({ step: 'feeds', title: 'Feeds' });
    expect(early.body.review.steps[0].issues).toHaveLength(2);

    const edited = {
      ...completeFeedBody(),
      identifier: { extId: 'TAC-0001' },
      meta: { ...first!.meta, name: 'Tacoma gauge' },
      id: first!.id,
    };
    expect((await call({ method: 'PUT', url: '/metadata', token: provider.token, payload: edited })).status).toBe(200);
    await setStatus(first!.id, 4);
    const update = await call({
      method: 'PUT',
      url: `/metadata/group/${groupId}`,
      token: provider.token,
      payload: { ...groupBody, cloneIds: [first!.id] },
    });
    expect(update.body.cloneIds).toEqual([first!.id]);
    expect(
      (await call({ method: 'PUT', url: `/metadata/group/${groupId}/status/4`, token: provider.token })).body.status,
    ).toBe(1);

    const log = (await call({ method: 'GET', url: `/metadata/group/${groupId}/changelog`, token: provider.token }))
      .body as { summary: string; changes: unknown[] }[];
    expect(log.map((entry) => entry.summary)).toContain('Group updated; 1 clone removed');

    const diff = await call({ method: 'GET', url: `/metadata/group/diff/clones/${groupId}`, token: provider.token });
    expect(diff.body).toEqual([
      {
        feedId: first!.id,
        name: 'Tacoma gauge',
        differences: expect.arrayContaining([expect.objectContaining({ field: 'meta' })]),
      },
    ]);
    const members = await call({ method: 'GET', url: `/metadata/${groupId}/group`, token: other.token });
    expect(members.body.map((row: { id: number; role: string }) => [row.id, row.role])).toEqual([
      [main.id, 'main'],
      [first!.id, 'clone'],
    ]);
    expect((await call({ method: 'DELETE', url: `/metadata/${main.id}`, token: provider.token })).status).toBe(409);
  });

  it('refuses a group without clones on submit', async () => {
    const main = await activeFeed();
    const created = await call({
      method: 'POST',
      url: `/metadata/group/${main.id}`,
      token: provider.token,
      payload: {
        meta: { name: 'Lonely group', description: 'Only the main feed' },
        containers: completeFeedBody().containers,
      },
    });
    const submitted = await call({
      method: 'PUT',
      url: `/metadata/group/${created.body.id}/status/4`,
      token: provider.token,
    });
    expect(submitted.body.review.steps).toEqual([
      expect.objectContaining({ step: 'feeds', issues: [{ field: 'cloneIds', message: messages.cloneRequired }] }),
    ]);
  });

  it('makes one group per main feed, even when asked several times at once', async () => {
    const main = await activeFeed();
    const body = { meta: { name: 'Twice asked', description: 'One group only' }, containers: [] };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        call({ method: 'POST', url: `/metadata/group/${main.id}`, token: provider.token, payload: body }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toBe(`'${main.meta.name}' is already the main feed of the group 'Twice asked'`);
    const groups = await t.db
      .select({ groupId: feedGroupMembers.groupId })
      .from(feedGroupMembers)
      .where(and(eq(feedGroupMembers.feedId, main.id), eq(feedGroupMembers.role, 'main')));
    expect(groups).toHaveLength(1);

    // Once that group is deleted, the feed can be the main feed of a new one.
    await call({ method: 'DELETE', url: `/metadata/group/${groups[0]!.groupId}`, token: provider.token });
    const again = await call({
      method: 'POST',
      url: `/metadata/group/${main.id}`,
      token: provider.token,
      payload: body,
    });
    expect(again.status).toBe(201);
  });
});

describe('lists and lookups', () => {
  it('pages, filters and sorts the Metadata tab of the own organisation only', async () => {
    const org = await createOrganization(t.db, { name: 'Listing Org' });
    const member = await signIn(org.id);
    for (const name of ['Alpha tide gauge', 'Beta tide gauge', 'Gamma wind mast']) {
      await createDraft({ meta: { name }, identifier: {} }, member.token);
    }
    const url = `/dashboard/organization/${org.id}/metadata`;
    const all = await call({ method: 'GET', url: `${url}?pageSize=2&orderBy=name&order=asc`, token: member.token });
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.body.data.content.map((row: { name: string }) => row.name)).toEqual([
      'Alpha tide gauge',
      'Beta tide gauge',
    ]);
    const filtered = await call({
      method: 'GET',
      url: `${url}?filter=tide&orderBy=name&order=desc`,
      token: member.token,
    });
    expect(filtered.body.data.content.map((row: { name: string }) => row.name)).toEqual([
      'Beta tide gauge',
      'Alpha tide gauge',
    ]);
    expect(filtered.body.data.content[0]).toMatchObject({
      status: 2,
      statusText: 'Not active',
      typeText: 'File-based',
      orgName: 'Listing Org',
    });

    expect((await call({ method: 'GET', url, token: other.token })).status).toBe(403);
    expect((await call({ method: 'GET', url, token: supervisor.token })).headers['x-total-count']).toBe('3');
    const supervisorView = await call({
      method: 'GET',
      url: `/supervisor/member/${org.id}/metadata`,
      token: supervisor.token,
    });
    expect(supervisorView.headers['x-total-count']).toBe('3');
    expect((await call({ method: 'GET', url: '/supervisor/metadata', token: member.token })).status).toBe(403);
    const othersView = await call({ method: 'GET', url: `/metadata/org/${org.id}`, token: other.token });
    expect(othersView.headers['x-total-count']).toBe('0');
    expect((await call({ method: 'GET', url: `${url}?orderBy=unknown`, token: member.token })).status).toBe(400);
  });

  it('answers the wizard lookups', async () => {
    const get = async (url: string) => (await call({ method: 'GET', url, token: provider.token })).body;
    expect(await get('/metadata/status')).toEqual([
      { value: 1, name: 'Active' },
      { value: 2, name: 'Not active' },
      { value: 4, name: 'Submitted for validation' },
      { value: 5, name: 'Returned for review' },
    ]);
    expect((await get('/metadata/type')).map((o: { value: number }) => o.value)).toEqual([1, 2]);
    expect((await get('/metadata/type?all')).map((o: { value: number }) => o.value)).toEqual([1, 2, 4]);
    expect(await get('/metadata/intervaltype')).toContainEqual({ value: 4, name: 'Hourly' });
    expect(await get('/originator/sectors')).toContainEqual({ value: 1, name: 'Government' });
    expect(await get('/originator/sector/1')).toContainEqual({ value: 102, name: 'United States Geological Survey' });
    const lists = await get('/custom/list/global');
    expect(lists).toContainEqual(expect.objectContaining({ id: 1, name: 'Data use restrictions', orgId: null }));
    expect(await get('/custom/list/1/entries')).toContainEqual(
      expect.objectContaining({ id: 104, name: 'Attribution required' }),
    );
    expect(await get(`/custom/list/organization/${provider.orgId}`)).toEqual([]);
    expect(
      (await call({ method: 'GET', url: `/custom/list/organization/${provider.orgId}`, token: other.token })).status,
    ).toBe(403);
    const configuration = await get('/metadata/configuration');
    expect(configuration.steps.map((s: { title: string }) => s.title)).toEqual([
      'Describe',
      'Continuous',
      'Ownership',
      'Source',
      'Geolocation',
      'Environment',
      'Legal',
      'Schema',
      'Datasets',
      'Linking',
      'Complete/Summary',
    ]);
    expect(configuration).toMatchObject({ mapZoom: 7, limits: { chips: 5 } });
    expect(configuration.presets.map((p: { name: string }) => p.name)).toContain('Weather station');
  });

  it('offers presets that only name known values', async () => {
    const { presets } = (await call({ method: 'GET', url: '/metadata/configuration', token: provider.token })).body as {
      presets: { name: string; body: Partial<TFeedBody> }[];
    };
    for (const preset of presets) {
      const response = await call({
        method: 'POST',
        url: '/metadata',
        token: provider.token,
        payload: { ...preset.body, meta: { name: `From ${preset.name}` }, identifier: {} },
      });
      expect(response.status, `${preset.name}: ${JSON.stringify(response.body)}`).toBe(201);
    }
  });
});
