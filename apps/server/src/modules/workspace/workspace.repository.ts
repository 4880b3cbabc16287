import type { TPageQuery } from '@feedmarket/contract/common/paging';
import type { workspaceSorts, workspaceStates } from '@feedmarket/contract/workspace/workspace.schemas';
import { and, asc, count, desc, eq, gt, ilike, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { feedAccesses } from '../../db/schema/access';
import { organizations } from '../../db/schema/accounts';
import { feeds, workspaceItems } from '../../db/schema/catalog';
import { datasetContents } from '../../db/schema/datasets';

export type WorkspaceItemRef = { id: number; orgId: number; feedId: number; status: 'awaiting' | 'locked' };

/** A workspace item with its feed and provider (with what the feed's read right is decided on). */
export type WorkspaceRecord = typeof workspaceItems.$inferSelect & {
  feedName: string;
  typeId: number;
  feedStatus: number;
  providerId: number;
  providerName: string;
  providerEnabled: boolean;
};

export type WorkspaceListQuery = TPageQuery & {
  state?: (typeof workspaceStates)[number];
  orderBy: (typeof workspaceSorts)[number];
};

const itemRef = {
  id: workspaceItems.id,
  orgId: workspaceItems.orgId,
  feedId: workspaceItems.feedId,
  status: workspaceItems.status,
};

export function createWorkspaceRepository(db: Executor) {
  const records = () =>
    db
      .select({
        id: workspaceItems.id,
        orgId: workspaceItems.orgId,
        feedId: workspaceItems.feedId,
        addedBy: workspaceItems.addedBy,
        status: workspaceItems.status,
        flagged: workspaceItems.flagged,
        note: workspaceItems.note,
        createdAt: workspaceItems.createdAt,
        lockedAt: workspaceItems.lockedAt,
        feedName: feeds.name,
        typeId: feeds.typeId,
        feedStatus: feeds.status,
        providerId: feeds.orgId,
        providerName: organizations.name,
        providerEnabled: sql<boolean>`${organizations.enabled} = 1`,
      })
      .from(workspaceItems)
      .innerJoin(feeds, eq(feeds.id, workspaceItems.feedId))
      .innerJoin(organizations, eq(organizations.id, feeds.orgId));

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

    /** Removes one organisation's item of a feed; answers it when there was one. */
    async removeOrgFeed(orgId: number, feedId: number): Promise<WorkspaceItemRef | undefined> {
      const [row] = await db
        .delete(workspaceItems)
        .where(and(eq(workspaceItems.orgId, orgId), eq(workspaceItems.feedId, feedId)))
        .returning(itemRef);
      return row;
    },

    async listFeedIds(orgId: number, feedIds: number[]): Promise<number[]> {
      const rows = await db
        .select({ feedId: workspaceItems.feedId })
        .from(workspaceItems)
        .where(and(eq(workspaceItems.orgId, orgId), inArray(workspaceItems.feedId, feedIds)));
      return rows.map((row) => row.feedId);
    },

    /** The item of the organisation, its row locked until the transaction ends when `forUpdate`. */
    async find(orgId: number, id: number, forUpdate = false): Promise<WorkspaceRecord | undefined> {
      const query = records().where(and(eq(workspaceItems.id, id), eq(workspaceItems.orgId, orgId)));
      const [row] = await (forUpdate ? query.for('update', { of: workspaceItems }) : query);
      return row;
    },

    async findOfFeed(orgId: number, feedId: number): Promise<WorkspaceItemRef | undefined> {
      const [row] = await db
        .select(itemRef)
        .from(workspaceItems)
        .where(and(eq(workspaceItems.orgId, orgId), eq(workspaceItems.feedId, feedId)));
      return row;
    },

    async update(id: number, values: Partial<typeof workspaceItems.$inferInsert>): Promise<void> {
      await db.update(workspaceItems).set(values).where(eq(workspaceItems.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(workspaceItems).where(eq(workspaceItems.id, id));
    },

    async list(orgId: number, query: WorkspaceListQuery): Promise<{ content: WorkspaceRecord[]; total: number }> {
      const conditions: SQL[] = [eq(workspaceItems.orgId, orgId)];
      if (query.state) conditions.push(eq(workspaceItems.status, query.state === 'awaiting' ? 'awaiting' : 'locked'));
      if (query.filter && query.filter.length >= 3) conditions.push(ilike(feeds.name, containsPattern(query.filter)));
      const where = and(...conditions);
      const column = {
        createDate: workspaceItems.createdAt,
        name: sql`lower(${feeds.name})`,
        lockedDate: workspaceItems.lockedAt,
      }[query.orderBy];
      const [content, [total]] = await Promise.all([
        records()
          .where(where)
          .orderBy(query.order === 'asc' ? asc(column) : desc(column), desc(workspaceItems.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db
          .select({ n: count() })
          .from(workspaceItems)
          .innerJoin(feeds, eq(feeds.id, workspaceItems.feedId))
          .where(where),
      ]);
      return { content, total: total?.n ?? 0 };
    },

    /** The organisation's items of feeds it holds access to, with the files added after `since`. */
    async newContent(orgId: number, since: Date) {
      return db
        .select({
          workspaceId: workspaceItems.id,
          metadataId: feeds.id,
          name: feeds.name,
          typeId: feeds.typeId,
          files: count(datasetContents.id),
          latest: max(datasetContents.createdAt),
        })
        .from(workspaceItems)
        .innerJoin(feeds, eq(feeds.id, workspaceItems.feedId))
        .innerJoin(
          feedAccesses,
          and(
            eq(feedAccesses.orgId, workspaceItems.orgId),
            eq(feedAccesses.feedId, workspaceItems.feedId),
            eq(feedAccesses.state, 'granted'),
          ),
        )
        .innerJoin(
          datasetContents,
          and(
            eq(datasetContents.feedId, feeds.id),
            eq(datasetContents.state, 'ready'),
            gt(datasetContents.createdAt, since),
          ),
        )
        .where(eq(workspaceItems.orgId, orgId))
        .groupBy(workspaceItems.id, feeds.id)
        .orderBy(desc(max(datasetContents.createdAt)));
    },
  };
}
