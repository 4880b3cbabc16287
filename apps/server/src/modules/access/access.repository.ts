import { eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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
};

/** Reads the facts access is decided on. Grants from access policies will be read here too. */
export function createAccessRepository(db: Executor) {
  return {
    async findFeed(id: number): Promise<AccessFeed | undefined> {
      const [row] = await db
        .select({
          id: feeds.id,
          orgId: feeds.orgId,
          status: feeds.status,
          typeId: feeds.typeId,
          name: feeds.name,
          orgEnabled: sql<boolean>`${organizations.enabled} = 1`,
        })
        .from(feeds)
        .innerJoin(organizations, eq(organizations.id, feeds.orgId))
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
