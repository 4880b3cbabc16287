import { messages } from '@feedmarket/contract/messages';
import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import { policyTypes } from '@feedmarket/contract/policies/policies.constants';
import type { TPolicy, TPolicyBody, TPolicyRow } from '@feedmarket/contract/policies/policies.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies } from '../../db/schema/access';
import { notifications } from '../../db/schema/notifications';
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

const member = (orgId: number, roleIds: number[], isSupervisor = false) =>
  signedInUser(t, orgId, { roleIds, isSupervisor });

/** A provider organisation with an admin, a publisher who is not admin, a legal reviewer and two feeds. */
async function provider(values: { organizationType?: number } = {}) {
  const org = await createOrganization(t.db, { countryId: germany, ...values });
  const feeds = [
    await createFeed(t.db, { orgId: org.id, name: `Berlin air ${org.id}`, locations: [pointAt(52.5, 13.4, germany)] }),
    await createFeed(t.db, { orgId: org.id, name: `Paris air ${org.id}`, locations: [pointAt(48.8, 2.3, france)] }),
  ];
  return {
    org,
    feeds,
    admin: await member(org.id, [1]),
    publisher: await member(org.id, [3]),
    reviewer: await member(org.id, [5]),
  };
}

const call = (method: ApiCall['method'], url: string, caller?: Member, payload?: unknown) =>
  callApi(t.app, { method, url, token: caller?.token, payload });

const rule = (ruleType: 'member' | 'metadata', field: string, value: number | string, order = 1) => ({
  ruleType,
  field,
  value: String(value),
  relation: 1 as const,
  order,
});

const newer = (feedIds: number[], overrides: Partial<TPolicyBody> = {}): TPolicyBody => ({
  name: 'EU research',
  description: 'Research institutes in Germany',
  typeId: policyTypes.allow,
  metadataIds: feedIds,
  groups: [
    { name: 'Who', operand: 1, rules: [rule('member', 'country', germany), rule('member', 'isicCode', '72', 2)] },
  ],
  timePeriods: [{ startDate: '2026-01-01', endDate: '2099-12-31' }],
  ...overrides,
});

let supervisor: Member;
beforeAll(async () => {
  supervisor = await member((await createOrganization(t.db)).id, [1], true);
});

describe('writing a policy', () => {
  it('keeps the newer model and answers it, with the older one when the rules fit it', async () => {
    const { admin, feeds } = await provider();
    const created = await call('POST', '/v3/policy', admin, newer([feeds[0]!]));
    expect(created.status, created.body).toBe(201);
    const policy = created.body as TPolicy;
    expect(policy).toMatchObject({
      name: 'EU research',
      typeName: 'Allow',
      status: 1,
      active: 1,
      priority: 1,
      priorityName: 'High',
      requireLegalReview: false,
      anonymizerText: 'Suppressed',
      metadataIds: [feeds[0]],
      timePeriods: [{ startDate: '2026-01-01', endDate: '2099-12-31' }],
      policyCriteria: {
        memberRule: [
          { field: 'country', value: String(germany), connector: 1 },
          { field: 'isicCode', value: '72', connector: 1 },
        ],
        metadataRule: [],
        metadataIds: [feeds[0]],
      },
    });
    expect((await call('GET', `/v3/policy/${policy.id}`, admin)).body).toEqual(policy);
  });

  it('takes the older model and answers the same policy in both', async () => {
    const { admin, feeds } = await provider();
    const body = {
      name: 'Older model',
      typeId: policyTypes.deny,
      active: 2,
      priority: 'LOW',
      requirereview: false,
      policyCriteria: {
        memberRule: [{ ...rule('member', 'organizationType', 3), connector: 2 }],
        metadataRule: [{ ...rule('metadata', 'country', france), connector: 2 }],
        timePeriods: [],
        metadataIds: [],
      },
    };
    const policy = (await call('POST', '/v3/policy', admin, body)).body as TPolicy;
    expect(policy).toMatchObject({ status: 2, priority: 2, typeName: 'Deny', metadataIds: [] });
    expect(policy.groups).toHaveLength(2);
    expect(policy.policyCriteria).toMatchObject({
      memberRule: [{ field: 'organizationType', connector: 2 }],
      metadataRule: [{ field: 'country', value: String(france) }],
    });
    expect(feeds).toHaveLength(2);
  });

  it('refuses a policy without feeds or metadata rules, both models at once, other organisations’ feeds and unknown values', async () => {
    const { admin } = await provider();
    const { feeds: theirs } = await provider();
    const before = await t.db.select({ id: policies.id }).from(policies).where(eq(policies.orgId, admin.orgId));
    const noFeeds = await call('POST', '/v3/policy', admin, newer([]));
    expect(noFeeds.status).toBe(400);
    expect(noFeeds.body.fields).toEqual([{ field: 'body.metadataIds', message: messages.policyNeedsFeeds }]);
    const both = {
      ...newer([1]),
      policyCriteria: { memberRule: [], metadataRule: [], timePeriods: [], metadataIds: [1] },
    };
    expect((await call('POST', '/v3/policy', admin, both)).status).toBe(400);
    const foreign = await call('POST', '/v3/policy', admin, newer([theirs[0]!]));
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields[0].field).toBe('body.metadataIds.0');
    const unknownCountry = newer([], { groups: [{ operand: 2, rules: [rule('metadata', 'country', 999999)] }] });
    expect((await call('POST', '/v3/policy', admin, unknownCountry)).status).toBe(400);
    const unknownField = newer([], { groups: [{ operand: 2, rules: [rule('member', 'shoeSize', 42)] }] });
    expect((await call('POST', '/v3/policy', admin, unknownField)).status).toBe(400);
    const backwards = newer([], { timePeriods: [{ startDate: '2026-02-01', endDate: '2026-01-01' }] });
    expect((await call('POST', '/v3/policy', admin, backwards)).status).toBe(400);
    const deep = {
      operand: 2 as const,
      rules: [],
      groups: [
        {
          operand: 2 as const,
          rules: [],
          groups: [
            {
              operand: 2 as const,
              rules: [],
              groups: [{ operand: 2 as const, rules: [rule('metadata', 'country', germany)] }],
            },
          ],
        },
      ],
    };
    expect((await call('POST', '/v3/policy', admin, newer([], { groups: [deep] }))).status).toBe(400);
    expect(await t.db.select({ id: policies.id }).from(policies).where(eq(policies.orgId, admin.orgId))).toEqual(
      before,
    );
  });

  it('is for the organisation’s admins: not its other members, not a read-only organisation, not others', async () => {
    const { admin, publisher, feeds } = await provider();
    const readOnly = await provider({ organizationType: 3 });
    const stranger = await provider();
    expect((await call('POST', '/v3/policy', publisher, newer(feeds))).status).toBe(403);
    expect((await call('POST', '/v3/policy', readOnly.admin, newer(readOnly.feeds))).status).toBe(403);
    // Refused before the body is read.
    expect((await call('POST', '/v3/policy', publisher, { name: 1 })).status).toBe(403);
    const policy = (await call('POST', '/v3/policy', admin, newer(feeds))).body as TPolicy;
    expect((await call('GET', `/v3/policy/${policy.id}`, publisher)).status).toBe(200);
    expect((await call('GET', `/v3/policy/${policy.id}`, supervisor)).status).toBe(200);
    expect((await call('GET', `/v3/policy/${policy.id}`, stranger.admin)).status).toBe(404);
    expect((await call('PUT', `/v3/policy/${policy.id}`, stranger.admin, { name: 1 })).status).toBe(404);
    expect((await call('PUT', `/v3/policy/${policy.id}`, publisher, newer(feeds))).status).toBe(403);
    expect((await call('PUT', `/v3/policy/${policy.id}`, supervisor, newer(feeds))).status).toBe(403);
    expect((await call('DELETE', `/v3/policy/${policy.id}`, stranger.admin)).status).toBe(404);
    expect((await call('PUT', `/v3/policy/${policy.id}/status/2`, publisher)).status).toBe(403);
    expect((await call('GET', `/v3/policy/${policy.id}`)).status).toBe(401);
  });
});

describe('the Policies tab', () => {
  it('pages, sorts by each field and filters from 3 characters', async () => {
    const { admin, feeds } = await provider();
    for (const [name, priority] of [
      ['Charlie', 2],
      ['alpha', 1],
      ['Bravo', 2],
    ] as const) {
      await call('POST', '/v3/policy', admin, newer(feeds, { name, priority }));
    }
    const list = (query: string) => call('GET', `/dashboard/v3/organization/${admin.orgId}/policy${query}`, admin);
    const names = async (query: string) =>
      ((await list(query)).body.data.content as TPolicyRow[]).map((row) => row.name);
    expect(await names('')).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(await names('?order=desc')).toEqual(['Charlie', 'Bravo', 'alpha']);
    expect(await names('?orderBy=priority&order=asc')).toEqual(['alpha', 'Charlie', 'Bravo']);
    expect(await names('?filter=rav')).toEqual(['Bravo']);
    expect(await names('?filter=ra')).toHaveLength(3);
    const page = await list('?pageSize=2&pageNum=2');
    expect(page.headers['x-total-count']).toBe('3');
    expect((page.body.data.content as TPolicyRow[])[0]).toMatchObject({
      name: 'Charlie',
      feedCount: 2,
      ruleCount: 2,
    });
    for (const orderBy of ['description', 'dateCreated', 'lastDateModified', 'active', 'requirereview', 'username']) {
      expect((await list(`?orderBy=${orderBy}`)).status, orderBy).toBe(200);
    }
    expect((await list('?orderBy=colour')).status).toBe(400);
    const { admin: stranger } = await provider();
    expect((await call('GET', `/dashboard/v3/organization/${admin.orgId}/policy`, stranger)).status).toBe(403);
  });

  it('offers the organisation’s feeds in the picker, 200 a page', async () => {
    const { admin, feeds } = await provider();
    const picker = await call('GET', `/v3/policy/${admin.orgId}/metadata?pageSize=200&order=asc&filter=berlin`, admin);
    expect(picker.body.data.content).toEqual([
      { id: feeds[0], name: `Berlin air ${admin.orgId}`, typeId: 1, status: 1, statusText: 'Active' },
    ]);
  });

  it('answers the lookups of the rule builder, cacheable', async () => {
    const { admin } = await provider();
    const types = await call('GET', '/policy/type', admin);
    expect(types.headers['cache-control']).toContain('max-age=120');
    expect(types.body.map((type: { name: string }) => type.name)).toEqual(['Allow', 'Deny', 'Review']);
    expect((await call('GET', '/v3/policy/connector', admin)).body).toEqual([
      { value: 1, name: 'Any' },
      { value: 2, name: 'All' },
    ]);
    expect((await call('GET', '/v3/policy/relation', admin)).body).toEqual([
      { value: 1, name: 'Equals' },
      { value: 2, name: 'Not Equals' },
    ]);
    expect((await call('GET', '/v3/policy/status', admin)).body).toHaveLength(2);
    expect((await call('GET', '/v3/policy/priority', admin)).body).toEqual([
      { value: 1, name: 'High' },
      { value: 2, name: 'Low' },
    ]);
    const memberCriteria = (await call('GET', '/v3/policy/member/criteria', admin)).body;
    expect(memberCriteria.map((criterion: { value: string }) => criterion.value)).toEqual([
      'organization',
      'country',
      'state',
      'isicCode',
      'organizationType',
    ]);
    const metadataCriteria = (await call('GET', '/v3/policy/metadata/criteria', admin)).body;
    expect(metadataCriteria[0]).toEqual({ value: 'feed', name: 'Feed', source: 'feed' });
    expect(metadataCriteria).toHaveLength(15);
  });
});

describe('one policy', () => {
  it('is cloned, not active; changes its priority, status and note', async () => {
    const { admin, feeds } = await provider();
    const policy = (await call('POST', '/v3/policy', admin, newer(feeds))).body as TPolicy;
    const copy = await call('POST', `/v3/policy/${policy.id}/clone`, admin);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Copy of EU research',
      status: 2,
      metadataIds: feeds,
      groups: policy.groups,
    });
    expect((await call('PUT', `/v3/policy/${policy.id}/priority/2`, admin)).body.priority).toBe(2);
    expect((await call('PUT', `/v3/policy/${policy.id}/status/2`, admin)).body.status).toBe(2);
    expect((await call('PUT', `/v3/policy/${policy.id}/status/3`, admin)).status).toBe(400);
    expect((await call('PUT', `/v3/policy/${policy.id}/note`, admin, { note: 'Renew in May' })).body.note).toBe(
      'Renew in May',
    );
    expect((await call('PUT', `/v3/policy/${policy.id}/note`, admin, { note: 'bad  note' })).status).toBe(400);
    expect((await call('GET', `/v3/policy/${policy.id}`, admin)).body.note).toBe('Renew in May');
    expect((await call('PUT', `/v3/policy/${policy.id}/note`, admin, { note: '' })).body.note).toBeNull();
  });

  it('waits for legal review before it may be activated; clearing it stops it', async () => {
    const { admin, reviewer, feeds } = await provider();
    const created = (await call('POST', '/v3/policy', admin, newer(feeds, { requireLegalReview: true })))
      .body as TPolicy;
    expect(created).toMatchObject({ status: 2, requireLegalReview: true, legalReviewState: 1 });
    const [told] = await t.db.select().from(notifications).where(eq(notifications.userId, reviewer.userId));
    expect(told).toMatchObject({ typeId: notificationTypes.legalReview, itemType: 1, itemId: created.id });

    const refused = await call('PUT', `/v3/policy/${created.id}/status/1`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messages.policyLegalReviewPending);
    expect((await call('GET', `/v3/policy/${created.id}/validate`, admin)).body).toEqual({
      valid: false,
      issues: [{ field: 'requireLegalReview', message: messages.policyLegalReviewPending }],
    });

    const queue = await call('GET', `/dashboard/organization/${admin.orgId}/legal`, reviewer);
    const review = queue.body.data.content[0];
    const view = (await call('GET', `/legal/review/${review.id}`, reviewer)).body;
    expect(view.policy).toMatchObject({
      name: 'EU research',
      typeName: 'Allow',
      feeds: [{ id: feeds[0] }, { id: feeds[1] }],
      rules: ['Who: Any of: Country equals Germany; ISIC code equals 72 Scientific research and development'],
      timePeriods: ['2026-01-01 to 2099-12-31'],
    });
    expect((await call('PUT', `/legal/review/${review.id}/resolve`, reviewer, {})).status).toBe(200);
    expect((await call('PUT', `/v3/policy/${created.id}/status/1`, admin)).body.status).toBe(1);

    // Asked again and cleared, the active policy stops.
    await call('PUT', `/v3/policy/${created.id}/review/0`, admin);
    expect((await call('PUT', `/v3/policy/${created.id}/review/1`, admin)).body.legalReviewState).toBe(1);
    const again = (await call('GET', `/dashboard/organization/${admin.orgId}/legal?state=1`, reviewer)).body.data
      .content[0];
    expect((await call('PUT', `/legal/review/${again.id}/clear`, reviewer, { note: 'Names no licence' })).status).toBe(
      200,
    );
    expect((await call('GET', `/v3/policy/${created.id}`, admin)).body).toMatchObject({
      status: 2,
      legalReviewState: 3,
    });
  });

  it('validates and previews whom and what its rules match, nothing saved', async () => {
    const { admin, feeds } = await provider();
    const researcher = await createOrganization(t.db, { name: `Institute ${admin.orgId}`, countryId: germany });
    await t.db.execute(`insert into organization_isic_codes (org_id, isic_code) values (${researcher.id}, '7210')`);
    const body = newer([], {
      groups: [
        { operand: 2, rules: [rule('metadata', 'country', germany)] },
        { operand: 2, rules: [rule('member', 'organization', researcher.id)] },
      ],
    });
    const preview = await call('POST', '/v3/policy/preview', admin, body);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      feeds: { total: 1, items: [{ id: feeds[0], name: `Berlin air ${admin.orgId}` }] },
      members: { total: 1, items: [{ id: researcher.id, name: `Institute ${admin.orgId}` }] },
    });
    const isic = await call(
      'POST',
      '/v3/policy/preview',
      admin,
      newer(feeds, { groups: [{ operand: 2, rules: [rule('member', 'isicCode', 'M')] }] }),
    );
    expect(isic.body.members.items.map((item: { id: number }) => item.id)).toContain(researcher.id);
    expect(isic.body.feeds.total).toBe(2);

    const policy = (
      await call(
        'POST',
        '/v3/policy',
        admin,
        newer(feeds, { timePeriods: [{ startDate: '2020-01-01', endDate: '2020-12-31' }] }),
      )
    ).body;
    expect((await call('GET', `/v3/policy/${policy.id}/validate`, admin)).body).toEqual({
      valid: false,
      issues: [{ field: 'timePeriods', message: 'Every period of the policy is over' }],
    });
  });

  it('is deleted with its legal reviews', async () => {
    const { admin, feeds } = await provider();
    const policy = (await call('POST', '/v3/policy', admin, newer(feeds, { requireLegalReview: true })))
      .body as TPolicy;
    expect((await call('DELETE', `/v3/policy/${policy.id}`, admin)).body.message).toMatch(/was deleted/);
    expect((await call('GET', `/v3/policy/${policy.id}`, admin)).status).toBe(404);
    expect((await call('GET', `/dashboard/organization/${admin.orgId}/legal`, admin)).headers['x-total-count']).toBe(
      '0',
    );
  });
});
