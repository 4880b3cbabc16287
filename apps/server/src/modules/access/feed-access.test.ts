import { readOnlyOrganizationType } from '@feedmarket/contract/accounts/accounts.schemas';
import { feedStatuses } from '@feedmarket/contract/catalog/catalog.schemas';
import { messages } from '@feedmarket/contract/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema/accounts';
import { feedPoints, feeds } from '../../db/schema/catalog';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import { createFeed, createOrganization } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  checkFeedRight,
  createFeedAccess,
  feedRightsOf,
  hasOrganizationRight,
  requireOrganizationRight,
  visiblePointsTo,
  visibleTo,
  type FeedRight,
} from './feed-access';

const ownerOrg = 10;
const otherOrg = 20;
const memberOf = (orgId: number, extra: Partial<SessionUser> = {}): SessionUser => ({
  sessionId: 1,
  userId: 1,
  username: 'someone',
  orgId,
  orgType: 60,
  isSupervisor: false,
  roleIds: [2],
  ...extra,
});
const owner = memberOf(ownerOrg);
const readOnlyOwner = memberOf(ownerOrg, { orgType: readOnlyOrganizationType });
const other = memberOf(otherOrg);
const supervisor = memberOf(otherOrg, { isSupervisor: true });

const feed = (status: number, orgEnabled = true) => ({
  id: 7,
  orgId: ownerOrg,
  status,
  typeId: 1,
  name: 'Gauge',
  orgEnabled,
  granted: false,
});
const active = feed(feedStatuses.active);
const draft = feed(feedStatuses.notActive);
const rights = (member: SessionUser | null, target: typeof active) => [...feedRightsOf(member, target)].sort();

/** The status a refused check answers, or 200. */
function statusOf(member: SessionUser | null, target: typeof active | undefined, right: FeedRight): number {
  try {
    checkFeedRight(member, target, right, 7);
    return 200;
  } catch (error) {
    return (error as HttpError).statusCode;
  }
}

describe('feed rights', () => {
  it('lets everyone read an active feed, and nobody else touch it', () => {
    expect(rights(null, active)).toEqual(['read']);
    expect(rights(other, active)).toEqual(['read']);
    expect(rights(null, draft)).toEqual([]);
    expect(rights(other, draft)).toEqual([]);
  });

  it('lets an organisation granted access read the content while the feed is published', () => {
    expect(rights(other, { ...active, granted: true })).toEqual(['content', 'read']);
    expect(rights(other, { ...draft, granted: true })).toEqual([]);
    expect(rights(other, { ...feed(feedStatuses.active, false), granted: true })).toEqual([]);
    expect(statusOf(other, { ...active, granted: true }, 'write-content')).toBe(403);
  });

  it("hides a disabled organisation's active feeds from everyone but the supervisor", () => {
    const hidden = feed(feedStatuses.active, false);
    expect(rights(null, hidden)).toEqual([]);
    expect(rights(other, hidden)).toEqual([]);
    expect(rights(supervisor, hidden)).toEqual(['content', 'publish', 'read', 'write']);
  });

  it('gives the owner organisation every right, and a read-only one only reading', () => {
    expect(rights(owner, draft)).toEqual(['content', 'publish', 'read', 'write', 'write-content']);
    expect(rights(readOnlyOwner, draft)).toEqual(['content', 'read']);
  });

  it("lets the supervisor change any feed and read its content, but shows it others' drafts no more than the marketplace does", () => {
    expect(rights(supervisor, draft)).toEqual(['content', 'publish', 'write']);
    expect(rights(supervisor, active)).toEqual(['content', 'publish', 'read', 'write']);
  });

  it('answers 404 for a feed that does not exist for the member, 403 for one it sees but may not act on', () => {
    expect(statusOf(other, undefined, 'read')).toBe(404);
    expect(statusOf(other, draft, 'write')).toBe(404);
    expect(statusOf(null, draft, 'read')).toBe(404);
    expect(statusOf(other, active, 'write')).toBe(403);
    expect(statusOf(other, active, 'content')).toBe(403);
    expect(statusOf(readOnlyOwner, draft, 'write-content')).toBe(403);
    expect(statusOf(supervisor, draft, 'write-content')).toBe(403);
    // Reading is what the supervisor may not do with a draft: it does not exist for reading.
    expect(statusOf(supervisor, draft, 'read')).toBe(404);
    expect(statusOf(supervisor, draft, 'write')).toBe(200);
    expect(statusOf(owner, draft, 'publish')).toBe(200);
  });

  it('says why a read-only organisation is refused', () => {
    expect(() => checkFeedRight(readOnlyOwner, draft, 'write-content', 7)).toThrow(
      'A read-only organisation cannot upload or delete content',
    );
    expect(() => checkFeedRight(readOnlyOwner, draft, 'write', 7)).toThrow(
      'A read-only organisation cannot publish feeds',
    );
    expect(() => checkFeedRight(other, active, 'write', 7)).toThrow('Only the owner organisation may change this feed');
  });
});

describe('organisation rights', () => {
  it("lets an organisation's members and the supervisor read its own lists", () => {
    expect(hasOrganizationRight(owner, ownerOrg, 'read')).toBe(true);
    expect(hasOrganizationRight(supervisor, ownerOrg, 'read')).toBe(true);
    expect(hasOrganizationRight(other, ownerOrg, 'read')).toBe(false);
    expect(() => requireOrganizationRight(other, ownerOrg, 'read')).toThrow(HttpError);
  });

  it('lets only its own admins set access policies and prices, unless it is read-only', () => {
    const admin = memberOf(ownerOrg, { roleIds: [1] });
    expect(hasOrganizationRight(admin, ownerOrg, 'configure')).toBe(true);
    expect(hasOrganizationRight(owner, ownerOrg, 'configure')).toBe(false);
    expect(
      hasOrganizationRight(
        memberOf(ownerOrg, { roleIds: [6], orgType: readOnlyOrganizationType }),
        ownerOrg,
        'configure',
      ),
    ).toBe(false);
    expect(hasOrganizationRight(memberOf(otherOrg, { roleIds: [1] }), ownerOrg, 'configure')).toBe(false);
    expect(hasOrganizationRight({ ...supervisor, roleIds: [1] }, ownerOrg, 'configure')).toBe(false);
    expect(() => requireOrganizationRight(owner, ownerOrg, 'configure')).toThrow(messages.adminOnly);
  });

  it('lets only its own members publish, unless it is read-only', () => {
    expect(hasOrganizationRight(owner, ownerOrg, 'publish')).toBe(true);
    expect(hasOrganizationRight(readOnlyOwner, ownerOrg, 'publish')).toBe(false);
    expect(hasOrganizationRight(supervisor, ownerOrg, 'publish')).toBe(false);
  });
});

describe('visibleTo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("selects exactly the feeds the member may read, but no disabled organisation's in search", async () => {
    const orgA = (await createOrganization(t.db)).id;
    const orgB = (await createOrganization(t.db)).id;
    const disabled = (await createOrganization(t.db, { enabled: 0 })).id;
    const ids: number[] = [];
    for (const orgId of [orgA, orgB, disabled]) {
      for (const status of Object.values(feedStatuses)) ids.push(await createFeed(t.db, { orgId, status }));
    }
    await t.db
      .update(feeds)
      .set({ location: { x: 10, y: 50 } })
      .where(inArray(feeds.id, ids));
    const rows = await t.db
      .select({
        id: feeds.id,
        orgId: feeds.orgId,
        status: feeds.status,
        orgEnabled: sql<boolean>`${organizations.enabled} = 1`,
      })
      .from(feeds)
      .innerJoin(organizations, eq(organizations.id, feeds.orgId))
      .where(inArray(feeds.id, ids));
    const viewers = [null, memberOf(orgA), memberOf(orgB, { isSupervisor: true })];
    for (const member of viewers) {
      const selected = await t.db
        .select({ id: feeds.id })
        .from(feeds)
        .where(and(inArray(feeds.id, ids), visibleTo(await createFeedAccess(t.db).viewerOf(member))));
      // The supervisor opens a disabled organisation's feeds, but finds them in no list or search.
      const readable = rows
        .filter((row) => feedRightsOf(member, row).has('read') && (row.orgEnabled || row.orgId === member?.orgId))
        .map((row) => row.id);
      expect(selected.map((row) => row.id).sort(), JSON.stringify(member)).toEqual(readable.sort());
      // The map's narrow table of active feeds: the same feeds, less those that are not active.
      const points = await t.db
        .select({ id: feedPoints.id })
        .from(feedPoints)
        .where(and(inArray(feedPoints.id, ids), visiblePointsTo(await createFeedAccess(t.db).viewerOf(member))));
      const active = rows.filter((row) => row.status === feedStatuses.active).map((row) => row.id);
      expect(points.map((row) => row.id).sort(), JSON.stringify(member)).toEqual(
        readable.filter((id) => active.includes(id)).sort(),
      );
    }
  });
});
