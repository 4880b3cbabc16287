import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feedAccesses } from '../../db/schema/access';
import { organizations } from '../../db/schema/accounts';
import { feeds } from '../../db/schema/catalog';

/** What access to a feed is decided on, and what callers of the check usually need next. */
export type AccessFeed = {
  id: number;
  orgId: number;
  status: number;
  typeId: number;
  name: string;
  /** Whether the owner organisation is enabled: a disabled one's feeds are hidden. */
  orgEnabled: boolean;
  /** Whether the asking member's organisation holds granted access to the feed, still in force. */
  granted: boolean;
};

/** Reads the facts access is decided on: the feed, its owner, and the asking organisation's grant. */
export function createAccessRepository(db: Executor) {
  return {
    async findFeed(id: number, askingOrgId: number | null): Promise<AccessFeed | undefined> {
      const [row] = await db
        .select({
          id: feeds.id,
          orgId: feeds.orgId,
          status: feeds.status,
          typeId: feeds.typeId,
          name: feeds.name,
          orgEnabled: sql<boolean>`${organizations.enabled} = 1`,
          granted: sql<boolean>`coalesce(${feedAccesses.state} = 'granted' and (${feedAccesses.expiresAt} is null or ${feedAccesses.expiresAt} > now()), false)`,
        })
        .from(feeds)
        .innerJoin(organizations, eq(organizations.id, feeds.orgId))
        .leftJoin(feedAccesses, and(eq(feedAccesses.feedId, feeds.id), eq(feedAccesses.orgId, askingOrgId ?? 0)))
        .where(eq(feeds.id, id));
      return row;
    },

    /** The disabled organisations, whose feeds only the supervisor sees (a partial index keeps this instant). */
    async disabledOrganizationIds(): Promise<number[]> {
      const rows = await db.select({ id: organizations.id }).from(organizations).where(ne(organizations.enabled, 1));
      return rows.map((row) => row.id);
    },
  };
}
