import { readOnlyOrganizationType } from '@feedmarket/contract/accounts/accounts.schemas';
import { feedStatuses } from '@feedmarket/contract/catalog/catalog.schemas';
import { messages } from '@feedmarket/contract/messages';
import { and, eq, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import type { Executor } from '../../db/client';
import { feedPoints, feeds } from '../../db/schema/catalog';
import type { ApiCaller } from '../../lib/api-caller';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { RawRequest, RouteGuard } from '../../lib/route';
import { isAdmin, type SessionUser } from '../../lib/session-user';
import { createAccessRepository, type AccessFeed } from './access.repository';

export type { AccessFeed };

/**
 * What a member may do with one feed:
 * - `read`: see its metadata (details, changelog, group, workspace, public preview);
 * - `write`: change it (edit, delete, change its status) and open it in the wizard;
 * - `publish`: make new feeds from it (clone it, build a group around it);
 * - `content`: list, preview and download its files;
 * - `write-content`: upload and delete its files.
 */
export type FeedRight = 'read' | 'write' | 'publish' | 'content' | 'write-content';

/**
 * What a member may do with an organisation: `read` its own lists (dashboard, datasets, custom
 * lists, feeds of every status, policies and prices), `act` for it (its workspace: its own members,
 * of a read-only organisation too), `publish` new feeds in it, `configure` its access policies and
 * prices (its admins, unless it is read-only), `connect` its connectors and API clients (its members,
 * unless it is read-only).
 */
export type OrganizationRight = 'read' | 'act' | 'publish' | 'configure' | 'connect';

/**
 * Who is looking, for lists and searches: the caller's organisation (none for a visitor), and the
 * disabled organisations, whose feeds nobody finds. They are read before each search and passed as
 * constants, so the planner estimates the matches as well as without them.
 */
export type Viewer = { orgId: number | null; hiddenOrgIds: readonly number[] };

/** Who asks for feed rights: a member, or an organisation acting outside any session (its connectors). */
type FeedCaller = Pick<SessionUser, 'orgId' | 'orgType' | 'isSupervisor'>;

const mayPublish = (member: FeedCaller) => member.orgType !== readOnlyOrganizationType;

/**
 * The rights a member (or a visitor, `null`) holds on a feed. Everyone reads active feeds of enabled
 * organisations; the owner organisation holds every right, but a read-only one only reads; the
 * supervisor changes any feed, reads its content and reads active feeds of disabled organisations too,
 * while the marketplace shows it what it shows any member. An organisation granted access by the
 * provider's policies reads the content of the feed while the feed is published.
 */
export function feedRightsOf(
  member: FeedCaller | null,
  feed: Pick<AccessFeed, 'orgId' | 'status' | 'orgEnabled'> & Partial<Pick<AccessFeed, 'granted'>>,
): ReadonlySet<FeedRight> {
  const rights = new Set<FeedRight>();
  if (feed.status === feedStatuses.active && (feed.orgEnabled || member?.isSupervisor)) rights.add('read');
  if (!member) return rights;
  if (feed.granted && rights.has('read')) rights.add('content');
  if (member.orgId === feed.orgId) {
    rights.add('read').add('content');
    if (mayPublish(member)) rights.add('write').add('publish').add('write-content');
  }
  if (member.isSupervisor) {
    rights.add('write').add('content');
    if (mayPublish(member)) rights.add('publish');
  }
  return rights;
}

/**
 * The SQL form of the `read` right, for lists and searches: active feeds of enabled organisations
 * (the supervisor too finds no others), and every feed of the viewer's own organisation.
 */
export function visibleTo(viewer: Viewer): SQL {
  const active = eq(feeds.status, feedStatuses.active);
  const published = viewer.hiddenOrgIds.length
    ? and(active, notInArray(feeds.orgId, [...viewer.hiddenOrgIds]))!
    : active;
  return viewer.orgId ? or(published, eq(feeds.orgId, viewer.orgId))! : published;
}

/** The disabled organisations whose active feeds the viewer does not see: all but its own. */
export function hiddenFrom(viewer: Viewer): number[] {
  return viewer.hiddenOrgIds.filter((id) => id !== viewer.orgId);
}

/**
 * visibleTo for `feed_points`, which holds active feeds only: those of the organisations the viewer
 * may see. The viewer's own feeds that are not active are read from `feeds` beside it.
 */
export function visiblePointsTo(viewer: Viewer): SQL {
  const hidden = hiddenFrom(viewer);
  return hidden.length ? notInArray(feedPoints.orgId, hidden) : sql`true`;
}

const refusals: Record<Exclude<FeedRight, 'read'>, string> = {
  write: 'Only the owner organisation may change this feed',
  publish: 'Only the owner organisation may make new feeds from this feed',
  content: "You have no access to this feed's content",
  'write-content': 'Only the organisation that owns the feed can upload or delete its content',
};
const readOnlyRefusals: Partial<Record<FeedRight, string>> = {
  write: 'A read-only organisation cannot publish feeds',
  publish: 'A read-only organisation cannot publish feeds',
  'write-content': 'A read-only organisation cannot upload or delete content',
};

/**
 * Throws unless the member holds `right` on the feed. A feed the member may neither read nor act on
 * does not exist for them (404), and neither does one they may not read when reading is what they
 * asked; one they can see but not act on as asked answers 403.
 */
export function checkFeedRight<T extends Parameters<typeof feedRightsOf>[1]>(
  member: SessionUser | null,
  feed: T | undefined,
  right: FeedRight,
  id: number,
): T {
  const rights = feed ? feedRightsOf(member, feed) : new Set<FeedRight>();
  if (feed && rights.has(right)) return feed;
  if (!feed || right === 'read' || rights.size === 0) throw notFound(`No feed ${id}`);
  const isOwnReadOnly = member?.orgId === feed.orgId && !mayPublish(member);
  throw forbidden((isOwnReadOnly && readOnlyRefusals[right]) || refusals[right]);
}

/** Whether the member belongs to the organisation (or is the supervisor) and, to publish, may publish. */
export function hasOrganizationRight(member: SessionUser, orgId: number, right: OrganizationRight): boolean {
  if (right === 'publish' || right === 'connect') return member.orgId === orgId && mayPublish(member);
  if (right === 'configure') return member.orgId === orgId && mayPublish(member) && isAdmin(member);
  if (right === 'act') return member.orgId === orgId;
  return member.orgId === orgId || member.isSupervisor;
}

const readOnlyOrganizationRefusals: Record<OrganizationRight, string> = {
  read: '',
  act: '',
  publish: 'A read-only organisation cannot publish feeds',
  configure: 'A read-only organisation cannot set access policies or prices',
  connect: 'A read-only organisation cannot manage connectors or API clients',
};

/** Throws 403 unless the member holds `right` on the organisation `orgId`. */
export function requireOrganizationRight(member: SessionUser, orgId: number, right: OrganizationRight): void {
  if (hasOrganizationRight(member, orgId, right)) return;
  if (member.orgId !== orgId) {
    throw forbidden(
      right === 'read'
        ? "Only the organisation's own members may see this"
        : "Only the organisation's own members may do this",
    );
  }
  if (!mayPublish(member)) throw forbidden(readOnlyOrganizationRefusals[right]);
  throw forbidden(messages.adminOnly);
}

/**
 * Throws unless the member holds `right` on something of organisation `orgId` (a connector, an API
 * client): what belongs to an organisation the member may not read does not exist for them (404);
 * what they may read but not change as asked answers 403.
 */
export function requireOrganizationItemRight(
  member: SessionUser,
  orgId: number | undefined,
  right: OrganizationRight,
  notFoundMessage: string,
): void {
  if (orgId === undefined || !hasOrganizationRight(member, orgId, 'read')) throw notFound(notFoundMessage);
  requireOrganizationRight(member, orgId, right);
}

/**
 * Throws unless a program with an API client's token may push records into the feed: a continuous
 * feed (409 otherwise) of the client's own organisation (403 otherwise; 404 when there is none).
 */
export function checkIngestRight(caller: ApiCaller, feed: AccessFeed | undefined, id: number): AccessFeed {
  if (!feed) throw notFound(`No feed ${id}`);
  if (feed.orgId !== caller.orgId)
    throw forbidden("An API client may push records only into its own organisation's feeds");
  if (feed.typeId !== feedTypes.continuous) throw conflict('The feed is not a continuous feed');
  return feed;
}

/**
 * The one place that decides what a member may do with a feed. Services ask it before they read or
 * write (`requireFeedRight`), lists and searches filter with `visibleTo`.
 */
export function createFeedAccess(db: Executor) {
  return {
    /** The caller as lists and searches see them (`visibleTo`), with the organisations whose feeds are hidden. */
    async viewerOf(member: SessionUser | null): Promise<Viewer> {
      return {
        orgId: member?.orgId ?? null,
        hiddenOrgIds: await createAccessRepository(db).disabledOrganizationIds(),
      };
    },

    /**
     * The feed `id` when the member holds `right` on it; 404 or 403 otherwise (see `checkFeedRight`).
     * Inside a transaction, pass its executor: the check then sees what the transaction sees.
     */
    async requireFeedRight(
      member: SessionUser | null,
      id: number,
      right: FeedRight,
      executor: Executor = db,
    ): Promise<AccessFeed> {
      return checkFeedRight(
        member,
        await createAccessRepository(executor).findFeed(id, member?.orgId ?? null),
        right,
        id,
      );
    },

    /** The feed `id` when the API client may push records into it; 404, 403 or 409 otherwise (see `checkIngestRight`). */
    async requireIngestRight(caller: ApiCaller, id: number): Promise<AccessFeed> {
      return checkIngestRight(caller, await createAccessRepository(db).findFeed(id, caller.orgId), id);
    },

    /** The feed `id` when the member holds `right` on it, else undefined. */
    async findFeedWithRight(member: SessionUser | null, id: number, right: FeedRight): Promise<AccessFeed | undefined> {
      const feed = await createAccessRepository(db).findFeed(id, member?.orgId ?? null);
      return feed && feedRightsOf(member, feed).has(right) ? feed : undefined;
    },

    /**
     * Whether organisation `orgId` itself, outside any session, may read the feed's content: what its
     * outbound connectors deliver. It holds its members' reading rights: its own feeds, and those it
     * holds granted access to while they are published.
     */
    async organizationMayReadContent(orgId: number, id: number): Promise<boolean> {
      const feed = await createAccessRepository(db).findFeed(id, orgId);
      // Read-only as a caller: a connector reads, it never changes a feed.
      const caller: FeedCaller = { orgId, orgType: readOnlyOrganizationType, isSupervisor: false };
      return feed !== undefined && feedRightsOf(caller, feed).has('content');
    },
  };
}

export type FeedAccess = ReturnType<typeof createFeedAccess>;

/** Finds the id a guard checks in a raw request (see `rawId`); undefined leaves the request to validation. */
type IdOf = (request: RawRequest) => number | undefined;

/** A route guard: the caller must hold `right` on the feed whose id `idOf` finds. */
export function feedGuard(access: FeedAccess, right: FeedRight, idOf: IdOf): RouteGuard {
  return async (request) => {
    const id = idOf(request);
    if (id !== undefined) await access.requireFeedRight(request.member, id, right);
  };
}

/** A route guard: the caller must hold `right` on the organisation whose id `idOf` finds. */
export function organizationGuard(right: OrganizationRight, idOf: IdOf): RouteGuard {
  return async (request) => {
    const id = idOf(request);
    if (id !== undefined && request.member) requireOrganizationRight(request.member, id, right);
  };
}
