import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { workspaceItems } from '../../db/schema/catalog';

export type WorkspaceItemRef = { id: number; orgId: number; feedId: number; status: 'awaiting' | 'locked' };

const itemRef = {
  id: workspaceItems.id,
  orgId: workspaceItems.orgId,
  feedId: workspaceItems.feedId,
  status: workspaceItems.status,
};

export function createWorkspaceRepository(db: Executor) {
  return {
    /** Adds the feeds not yet in the workspace; answers the items added. */
    async addFeeds(orgId: number, userId: number, feedIds: number[]): Promise<WorkspaceItemRef[]> {
      if (!feedIds.length) return [];
      return db
        .insert(workspaceItems)
        .values(feedIds.map((feedId) => ({ orgId, feedId, addedBy: userId })))
        .onConflictDoNothing({ target: [workspaceItems.orgId, workspaceItems.feedId] })
        .returning(itemRef);
    },

    /** Removes a feed from every workspace; answers the items removed. */
    removeFeed(feedId: number): Promise<WorkspaceItemRef[]> {
      return db.delete(workspaceItems).where(eq(workspaceItems.feedId, feedId)).returning(itemRef);
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
