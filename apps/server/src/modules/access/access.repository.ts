import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feeds } from '../../db/schema/catalog';

/** What access to a feed is decided on, and what callers of the check usually need next. */
export type AccessFeed = { id: number; orgId: number; status: number; typeId: number; name: string };

/** Reads the facts access is decided on. Grants from access policies will be read here too. */
export function createAccessRepository(db: Executor) {
  return {
    async findFeed(id: number): Promise<AccessFeed | undefined> {
      const [row] = await db
        .select({ id: feeds.id, orgId: feeds.orgId, status: feeds.status, typeId: feeds.typeId, name: feeds.name })
        .from(feeds)
        .where(eq(feeds.id, id));
      return row;
    },
  };
}
