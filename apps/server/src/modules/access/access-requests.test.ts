import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import { policyTypes, ruleConnectors, ruleRelations } from '@feedmarket/contract/policies/policies.constants';
import type { TPolicyBody } from '@feedmarket/contract/policies/policies.schemas';
import type { TReceivedAccess, TWorkspaceItem } from '@feedmarket/contract/workspace/workspace.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '../../db/schema/dashboard';
import { feedAccesses } from '../../db/schema/access';
import { notifications } from '../../db/schema/notifications';
import { workspaceItems } from '../../db/schema/catalog';
import {
  callApi,
  createFeed,
  createOrganization,
  pointAt,
  signedInUser,
  type ApiCall,
  type SignedIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const germany = 276;
const france = 250;

type Member = SignedIn;

/** An organisation in `countryId` with a signed-in member of `roleIds` (an admin by default). */
async function organisation(countryId = germany, roleIds = [1], values: { organizationType?: number } = {}) {
  const org = await createOrganization(t.db, { countryId, ...values });
  return { org, member: await signedInUser(t, org.id, { roleIds }) };
}

const colleague = (orgId: number, roleIds: number[]) => signedInUser(t, orgId, { roleIds });

const call = (
  method: ApiCall['method'],
  url: string,
  member?: Member,
  payload?: unknown,
  headers: Record<string, string> = {},
) => callApi(t.app, { method, url, token: member?.token, payload, headers });

/** A provider with an active feed located in Germany. */
async function providerWithFeed(name = 'River levels') {
  const { org, member } = await organisation();
  const feedId = await createFeed(t.db, {
    orgId: org.id,
    name: `${name} ${org.id}`,
    locations: [pointAt(52.5, 13.4, germany)],
  });
  return { provider: member, feedId };
}

/** Adds the feed to the member's workspace and answers its item id. */
async function addToWorkspace(member: Member, feedId: number): Promise<number> {
  expect((await call('POST', `/workspace/metadata/${feedId}`, member)).status).toBe(201);
  const [item] = await t.db
    .select({ id: workspaceItems.id })
    .from(workspaceItems)
    .where(and(eq(workspaceItems.orgId, member.orgId), eq(workspaceItems.feedId, feedId)));
  return item!.id;
}

const lock = (member: Member, itemId: number, headers: Record<string, string> = {}) =>
  call('PUT', `/dashboard/organization/${member.orgId}/workspace/${itemId}/locked`, member, undefined, headers);

const memberRule = (field: string, value: number | string, relation: 1 | 2 = ruleRelations.equals) => ({
  ruleType: 'member' as const,
  field,
  value: String(value),
  relation,
  order: 1,
});

function policyBody(feedId: number, overrides: Partial<TPolicyBody> = {}): TPolicyBody {
  return { name: 'Research partners', typeId: policyTypes.allow, metadataIds: [feedId], ...overrides };
}

async function writePolicy(provider: Member, body: TPolicyBody): Promise<{ id: number }> {
  const response = await call('POST', '/v3/policy', provider, body);
  expect(response.status, response.body).toBe(201);
  return response.body;
}

const contentList = (member: Member, feedId: number) => call('GET', `/dataset/${feedId}/content`, member);

async function codeCounts(orgId: number) {
  const rows = await t.db
    .select({ code: activityEvents.code, delta: activityEvents.delta })
    .from(activityEvents)
    .where(eq(activityEvents.orgId, orgId));
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.code] = (counts[row.code] ?? 0) + row.delta;
  return counts;
}

async function typesNotified(userId: number): Promise<number[]> {
  const rows = await t.db
    .select({ typeId: notifications.typeId })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.map((row) => row.typeId);
}

describe('the workspace', () => {
  it('lists awaiting and accessed items with their feed, paged and filtered from 3 characters', async () => {
    const { feedId: first } = await providerWithFeed('Soil moisture');
    const { feedId: second } = await providerWithFeed('Air quality');
    const { member } = await organisation(france);
    await addToWorkspace(member, first);
    const lockedId = await addToWorkspace(member, second);
    expect((await lock(member, lockedId)).status).toBe(200);

    const list = await call('GET', `/dashboard/organization/${member.orgId}/workspace?pageSize=1`, member);
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.body.data.content).toHaveLength(1);
    const awaiting = (await call('GET', `/dashboard/organization/${member.orgId}/workspace?state=awaiting`, member))
      .body.data.content as TWorkspaceItem[];
    expect(awaiting.map((item) => item.metadataId)).toEqual([first]);
    expect(awaiting[0]).toMatchObject({ status: 'awaiting', access: null, hasNote: false, flagged: false });
    const accessed = (await call('GET', `/dashboard/organization/${member.orgId}/workspace?state=accessed`, member))
      .body.data.content as TWorkspaceItem[];
    expect(accessed[0]).toMatchObject({ metadataId: second, status: 'locked', access: { state: 'granted' } });
    const filtered = await call('GET', `/dashboard/organization/${member.orgId}/workspace?filter=soi`, member);
    expect(filtered.body.data.content.map((item: TWorkspaceItem) => item.metadataId)).toEqual([first]);
    // Shorter than 3 characters is no filter.
    expect(
      (await call('GET', `/dashboard/organization/${member.orgId}/workspace?filter=zz`, member)).headers[
        'x-total-count'
      ],
    ).toBe('2');
  });

  it('flags, keeps a note that follows the note rules, and removes an item after it asked', async () => {
    const { feedId } = await providerWithFeed();
    const { member } = await organisation(france);
    const itemId = await addToWorkspace(member, feedId);
    const base = `/dashboard/organization/${member.orgId}/workspace/${itemId}`;
    expect((await call('PUT', `${base}/flagged`, member)).body).toMatchObject({ flagged: true });
    expect((await call('PUT', `${base}/flagged`, member)).body).toMatchObject({ flagged: false });

    expect((await call('PUT', `${base}/note`, member, { note: 'Check the units' })).status).toBe(404);
    for (const note of [' starts with a space', 'two  spaces', 'ends with a space ', '…', '']) {
      expect((await call('POST', `${base}/note`, member, { note })).status, note).toBe(400);
    }
    const created = await call('POST', `${base}/note`, member, { note: 'Check the units' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ hasNote: true, note: { workspaceId: itemId, note: 'Check the units' } });
    expect((await call('POST', `${base}/note`, member, { note: 'Another' })).status).toBe(409);
    expect((await call('PUT', `${base}/note`, member, { note: 'bad  note' })).status).toBe(400);
    expect((await call('PUT', `${base}/note`, member, { note: 'Units are mm' })).body.note.note).toBe('Units are mm');

    const before = await codeCounts(member.orgId);
    expect((await call('DELETE', base, member)).status).toBe(200);
    expect((await codeCounts(member.orgId)).TWA).toBe(before.TWA! - 1);
    expect((await call('PUT', `${base}/flagged`, member)).status).toBe(404);
  });

  it("is its organisation's: others are refused before their input is read; the supervisor reads it", async () => {
    const { feedId } = await providerWithFeed();
    const { member } = await organisation(france);
    const { member: stranger } = await organisation(france);
    const supervisor = await colleague((await createOrganization(t.db)).id, [1]);
    await t.db.execute(`update users set is_supervisor = true where id = ${supervisor.userId}`);
    const itemId = await addToWorkspace(member, feedId);
    const base = `/dashboard/organization/${member.orgId}/workspace`;
    expect((await call('GET', base, stranger)).status).toBe(403);
    expect((await call('GET', `${base}?pageSize=-1`, stranger)).status).toBe(403);
    expect((await call('PUT', `${base}/${itemId}/locked`, stranger)).status).toBe(403);
    expect((await call('POST', `${base}/${itemId}/note`, stranger, { note: '' })).status).toBe(403);
    expect((await call('DELETE', `${base}/${itemId}`, stranger)).status).toBe(403);
    expect((await call('GET', base, supervisor)).status).toBe(200);
    expect((await call('PUT', `${base}/${itemId}/locked`, supervisor)).status).toBe(403);
    expect((await call('GET', base)).status).toBe(401);
    // Another organisation's item id in one's own workspace path is not there.
    expect(
      (await call('PUT', `/dashboard/organization/${stranger.orgId}/workspace/${itemId}/flagged`, stranger)).status,
    ).toBe(404);
  });
});

describe('where a member stands with a feed', () => {
  it('says whether it is its own, in the workspace, locked, what was decided and what it costs', async () => {
    const { provider, feedId } = await providerWithFeed();
    const price = await call('POST', '/price', provider, {
      name: 'Rate',
      mode: 1,
      option: 2,
      price: 9.5,
      metadataIds: [feedId],
    });
    expect(price.status).toBe(201);
    const { member } = await organisation(france);
    const status = (who: Member) => call('GET', `/workspace/metadata/${feedId}`, who);
    expect((await status(member)).body).toEqual({
      metadataId: feedId,
      isOwner: false,
      workspaceId: null,
      locked: false,
      access: null,
      price: { mode: 1, modeText: 'Per feed', amount: 9.5, currency: 'USD', volumeAmount: null, duration: null },
    });
    const itemId = await addToWorkspace(member, feedId);
    expect((await status(member)).body).toMatchObject({ workspaceId: itemId, locked: false });
    await lock(member, itemId);
    expect((await status(member)).body).toMatchObject({
      locked: true,
      access: { state: 'granted', price: { amount: 9.5 } },
    });
    expect((await status(provider)).body).toMatchObject({ isOwner: true, access: null });
    const draft = await createFeed(t.db, { orgId: provider.orgId, status: 2 });
    expect((await call('GET', `/workspace/metadata/${draft}`, member)).status).toBe(404);
    expect((await call('GET', `/workspace/metadata/${feedId}`)).status).toBe(401);
  });
});

describe('locking: the decision', () => {
  it('grants a feed no policy covers: the content opens, and the counts record the request', async () => {
    const { provider, feedId } = await providerWithFeed();
    const { member } = await organisation(france, [3]);
    const itemId = await addToWorkspace(member, feedId);
    expect((await contentList(member, feedId)).status).toBe(403);

    const response = await lock(member, itemId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'locked',
      access: { state: 'granted', stateText: 'Access granted', policyId: null, price: null },
    });
    expect(response.body.access.reason).toMatch(/open to every member/);
    expect((await contentList(member, feedId)).status).toBe(200);
    expect(await codeCounts(member.orgId)).toMatchObject({ TWA: 0, MRO: 1, AAF: 1 });
    expect(await codeCounts(provider.orgId)).toMatchObject({ MRI: 1 });
    expect(await typesNotified(member.userId)).toContain(notificationTypes.accessGranted);
  });

  it('decides by the first matching policy: allow, deny, or review by the provider', async () => {
    const { provider, feedId } = await providerWithFeed();
    await writePolicy(
      provider,
      policyBody(feedId, {
        name: 'No French',
        typeId: policyTypes.deny,
        groups: [{ operand: 2, rules: [memberRule('country', france)] }],
      }),
    );
    await writePolicy(
      provider,
      policyBody(feedId, {
        name: 'Germans',
        priority: 2,
        groups: [{ operand: 2, rules: [memberRule('country', germany)] }],
      }),
    );
    await writePolicy(
      provider,
      policyBody(feedId, {
        name: 'Reviewed',
        typeId: policyTypes.review,
        priority: 2,
        groups: [{ operand: 2, rules: [memberRule('organizationType', 3)] }],
      }),
    );

    const { member: french } = await organisation(france);
    const refused = (await lock(french, await addToWorkspace(french, feedId))).body as TWorkspaceItem;
    expect(refused.access).toMatchObject({ state: 'refused', policyName: 'No French' });
    expect(refused.access!.reason).toBe("Policy 'No French' refuses access: Country equals France.");
    expect((await contentList(french, feedId)).status).toBe(403);

    const { member: german } = await organisation(germany);
    const granted = (await lock(german, await addToWorkspace(german, feedId))).body as TWorkspaceItem;
    expect(granted.access).toMatchObject({ state: 'granted', policyName: 'Germans' });

    const { member: library } = await organisation(826, [1], { organizationType: 3 });
    const pending = (await lock(library, await addToWorkspace(library, feedId))).body as TWorkspaceItem;
    expect(pending.access).toMatchObject({ state: 'pending', policyName: 'Reviewed' });
    expect((await contentList(library, feedId)).status).toBe(403);
    expect(await typesNotified(provider.userId)).toContain(notificationTypes.accessPending);
  });

  it('refuses members an allow-list does not name', async () => {
    const { provider, feedId } = await providerWithFeed();
    await writePolicy(
      provider,
      policyBody(feedId, { groups: [{ operand: 2, rules: [memberRule('country', germany)] }] }),
    );
    const { member } = await organisation(france);
    const item = (await lock(member, await addToWorkspace(member, feedId))).body as TWorkspaceItem;
    expect(item.access).toMatchObject({ state: 'refused', policyName: 'Research partners' });
    expect(item.access!.reason).toMatch(/only to the members its policies name/);
  });

  it('lets the provider approve or refuse a pending request, and nobody else', async () => {
    const { provider, feedId } = await providerWithFeed();
    await writePolicy(provider, policyBody(feedId, { typeId: policyTypes.review }));
    const { member: first } = await organisation(france);
    const { member: second } = await organisation(france);
    await lock(first, await addToWorkspace(first, feedId));
    await lock(second, await addToWorkspace(second, feedId));

    const received = await call('GET', `/dashboard/organization/${provider.orgId}/access?state=pending`, provider);
    expect(received.headers['x-total-count']).toBe('2');
    const [toRefuse, toApprove] = (received.body.data.content as TReceivedAccess[]).sort((a, b) => a.id - b.id);

    const analyst = await colleague(provider.orgId, [3]);
    expect((await call('PUT', `/access/${toApprove!.id}/approve`, analyst, {})).status).toBe(403);
    expect((await call('PUT', `/access/${toApprove!.id}/approve`, first, {})).status).toBe(404);
    const reviewer = await colleague(provider.orgId, [5]);
    const approved = await call('PUT', `/access/${toApprove!.id}/approve`, reviewer, { note: 'Welcome aboard' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ state: 'granted', note: 'Welcome aboard' });
    expect((await call('PUT', `/access/${toApprove!.id}/approve`, provider, {})).status).toBe(409);
    const refused = await call('PUT', `/access/${toRefuse!.id}/refuse`, provider, { note: 'Not for resale' });
    expect(refused.body).toMatchObject({ state: 'refused', note: 'Not for resale' });

    expect((await contentList(second, feedId)).status).toBe(200);
    expect((await contentList(first, feedId)).status).toBe(403);
    expect(await typesNotified(second.userId)).toContain(notificationTypes.accessGranted);
    expect(await typesNotified(first.userId)).toContain(notificationTypes.accessRefused);
  });

  it('names the consumer by the policy’s alias in what the provider reads', async () => {
    const { provider, feedId } = await providerWithFeed();
    await writePolicy(provider, policyBody(feedId, { anonymizerFlag: true, anonymizerText: 'Suppressed' }));
    const { member } = await organisation(france);
    await lock(member, await addToWorkspace(member, feedId));
    const received = (await call('GET', `/dashboard/organization/${provider.orgId}/access`, provider)).body.data
      .content as TReceivedAccess[];
    expect(received.map((row) => row.organization)).toEqual(['Suppressed']);
  });

  it('answers each decision as the workspace reads the item afterwards, also when asked again', async () => {
    const { provider, feedId } = await providerWithFeed();
    const germans = await writePolicy(
      provider,
      policyBody(feedId, { name: 'Germans', groups: [{ operand: 2, rules: [memberRule('country', germany)] }] }),
    );
    await writePolicy(
      provider,
      policyBody(feedId, {
        name: 'Libraries reviewed',
        typeId: policyTypes.review,
        groups: [{ operand: 2, rules: [memberRule('organizationType', 3)] }],
      }),
    );
    const asRead = async (member: Member, itemId: number) => {
      const list = await call('GET', `/dashboard/organization/${member.orgId}/workspace?pageSize=50`, member);
      return (list.body.data.content as TWorkspaceItem[]).find((item) => item.id === itemId);
    };
    const lockAndRead = async (member: Member, itemId: number) => {
      const answer = await lock(member, itemId);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(await asRead(member, itemId));
      return answer.body as TWorkspaceItem;
    };

    const { member: german } = await organisation(germany);
    expect((await lockAndRead(german, await addToWorkspace(german, feedId))).access!.state).toBe('granted');
    const { member: library } = await organisation(826, [1], { organizationType: 3 });
    const libraryItem = await addToWorkspace(library, feedId);
    expect((await lockAndRead(library, libraryItem)).access!.state).toBe('pending');
    // Locked again while pending: the request stays as it is.
    expect((await lockAndRead(library, libraryItem)).access!.state).toBe('pending');
    const { member: french } = await organisation(france);
    const frenchItem = await addToWorkspace(french, feedId);
    const refused = await lockAndRead(french, frenchItem);
    expect(refused.access).toMatchObject({ state: 'refused', policyName: 'Germans' });

    // Refused, then asked again once the policy lets it in: the same access is decided anew.
    const opened = await call('PUT', `/v3/policy/${germans.id}`, provider, policyBody(feedId, { name: 'Everyone' }));
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const granted = await lockAndRead(french, frenchItem);
    expect(granted.access).toMatchObject({ id: refused.access!.id, state: 'granted', policyName: 'Everyone' });
    expect(await codeCounts(french.orgId)).toMatchObject({ TWA: 0, MRO: 2, AAF: 1 });
  });

  it('refuses a member its own feed, and a feed it cannot see', async () => {
    const { provider, feedId } = await providerWithFeed();
    const { org } = await organisation(france);
    const itemId = (
      await t.db.insert(workspaceItems).values({ orgId: provider.orgId, feedId }).returning({ id: workspaceItems.id })
    )[0]!.id;
    expect((await lock(provider, itemId)).status).toBe(409);
    expect(org.id).toBeGreaterThan(0);
  });

  it('decides once for 50 locks of one item at once, and a retried key answers the first answer', async () => {
    const { provider, feedId } = await providerWithFeed();
    await writePolicy(provider, policyBody(feedId, { typeId: policyTypes.review }));
    const { member } = await organisation(france);
    const itemId = await addToWorkspace(member, feedId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => lock(member, itemId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const rows = await t.db.select().from(feedAccesses).where(eq(feedAccesses.orgId, member.orgId));
    expect(rows).toHaveLength(1);
    expect(await codeCounts(member.orgId)).toMatchObject({ MRO: 1, TWA: 0 });
    expect(
      (await typesNotified(provider.userId)).filter((type) => type === notificationTypes.accessPending),
    ).toHaveLength(1);

    const { member: other } = await organisation(france);
    const otherItem = await addToWorkspace(other, feedId);
    const key = { 'idempotency-key': 'lock-once-123' };
    const first = await lock(other, otherItem, key);
    const retry = await lock(other, otherItem, key);
    expect(retry.body).toEqual(first.body);
    const elsewhere = await addToWorkspace(other, (await providerWithFeed()).feedId);
    expect((await lock(other, elsewhere, key)).status).toBe(409);
  });
});

describe('policy changes', () => {
  it('revoke access no longer allowed: the item leaves the workspace, both sides are told', async () => {
    const { provider, feedId } = await providerWithFeed();
    const policy = await writePolicy(provider, policyBody(feedId));
    const { member } = await organisation(france);
    const itemId = await addToWorkspace(member, feedId);
    expect((await lock(member, itemId)).body.access.state).toBe('granted');
    expect((await contentList(member, feedId)).status).toBe(200);

    const tightened = await call(
      'PUT',
      `/v3/policy/${policy.id}`,
      provider,
      policyBody(feedId, { groups: [{ operand: ruleConnectors.all, rules: [memberRule('country', germany)] }] }),
    );
    expect(tightened.status).toBe(200);
    const [access] = await t.db.select().from(feedAccesses).where(eq(feedAccesses.orgId, member.orgId));
    expect(access).toMatchObject({ state: 'revoked' });
    expect(await t.db.select().from(workspaceItems).where(eq(workspaceItems.id, itemId))).toEqual([]);
    expect((await contentList(member, feedId)).status).toBe(403);
    expect(await typesNotified(member.userId)).toContain(notificationTypes.accessRevoked);
    expect(await typesNotified(provider.userId)).toContain(notificationTypes.accessRevoked);
    expect((await codeCounts(member.orgId)).AAF).toBe(0);

    // The refused member challenges the policy that revoked it; another may not.
    const challenge = await call('PUT', `/v3/policy/${policy.id}/challenge`, member, {
      reason: 'We are research partners',
    });
    expect(challenge.body, challenge.body).toEqual({ message: 'Challenge was raised successfully' });
    const { member: bystander } = await organisation(france);
    expect((await call('PUT', `/v3/policy/${policy.id}/challenge`, bystander, { reason: 'Why not' })).status).toBe(409);
    expect(await typesNotified(provider.userId)).toContain(notificationTypes.policy);
  });

  it('settle pending requests a policy change now decides, and a refused member may ask again', async () => {
    const { provider, feedId } = await providerWithFeed();
    const review = await writePolicy(provider, policyBody(feedId, { typeId: policyTypes.review, priority: 2 }));
    const deny = await writePolicy(provider, policyBody(feedId, { typeId: policyTypes.deny, status: 2 }));
    const { member } = await organisation(france);
    const itemId = await addToWorkspace(member, feedId);
    expect((await lock(member, itemId)).body.access.state).toBe('pending');

    expect((await call('PUT', `/v3/policy/${deny.id}/status/1`, provider)).status).toBe(200);
    const [refused] = await t.db.select().from(feedAccesses).where(eq(feedAccesses.orgId, member.orgId));
    expect(refused!.state).toBe('refused');

    expect((await call('DELETE', `/v3/policy/${deny.id}`, provider)).status).toBe(200);
    expect((await call('DELETE', `/v3/policy/${review.id}`, provider)).status).toBe(200);
    const again = (await lock(member, itemId)).body as TWorkspaceItem;
    expect(again.access).toMatchObject({ state: 'granted' });
    const accesses = await t.db
      .select()
      .from(feedAccesses)
      .where(inArray(feedAccesses.orgId, [member.orgId]));
    expect(accesses).toHaveLength(1);
  });
});
