import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { workspaceItems } from '../../db/schema/catalog';

export function createWorkspaceRepository(db: Executor) {
  return {
    /** Adds the feeds not yet in the workspace; answers the ids added. */
    async addFeeds(orgId: number, userId: number, feedIds: number[]): Promise<number[]> {
      if (!feedIds.length) return [];
      const rows = await db
        .insert(workspaceItems)
        .values(feedIds.map((feedId) => ({ orgId, feedId, addedBy: userId })))
        .onConflictDoNothing({ target: [workspaceItems.orgId, workspaceItems.feedId] })
        .returning({ feedId: workspaceItems.feedId });
      return rows.map((row) => row.feedId);
    },

    async listFeedIds(orgId: number, feedIds: number[]): Promise<number[]> {
      const rows = await db
        .select({ feedId: workspaceItems.feedId })
        .from(workspaceItems)
        .where(and(eq(workspaceItems.orgId, orgId), inArray(workspaceItems.feedId, feedIds)));
      return rows.map((row) => row.feedId);
    },
  };
}
