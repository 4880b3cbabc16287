import { formatMessage, messages } from '@feedmarket/contract/messages';
import type { Db, Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import { createFeedAccess } from '../access/feed-access';
import type { DashboardService } from '../dashboard/dashboard.service';
import { createWorkspaceRepository, type WorkspaceItemRef } from './workspace.repository';

type Deps = { db: Db; dashboard: DashboardService };

export function createWorkspaceService({ db, dashboard }: Deps) {
  const access = createFeedAccess(db);

  /** Adds feeds to the member's workspace and counts each new item as awaiting (TWA), in one transaction. */
  function add(member: SessionUser, feedIds: number[]): Promise<WorkspaceItemRef[]> {
    return db.transaction(async (tx) => {
      const added = await createWorkspaceRepository(tx).addFeeds(member.orgId, member.userId, feedIds);
      await dashboard.record(
        added.map((item) => ({ orgId: item.orgId, code: 'TWA', delta: 1, subjectId: item.id, userId: member.userId })),
        tx,
      );
      return added;
    });
  }

  return {
    /** Adds one feed the member can see; 409 when the workspace has it already. */
    async addFeed(member: SessionUser, feedId: number): Promise<{ message: string }> {
      await access.requireFeedRight(member, feedId, 'read');
      const added = await add(member, [feedId]);
      if (!added.length) throw conflict(messages.workspaceConflict);
      return { message: formatMessage('workspaceAdded', { workspace: 'workspace' }) };
    },

    /** Adds several feeds; those already there are skipped, unknown ones refuse the whole call. */
    async addFeeds(member: SessionUser, feedIds: number[]) {
      const unique = [...new Set(feedIds)];
      const visible = await Promise.all(unique.map((id) => access.findFeedWithRight(member, id, 'read')));
      const missing = unique.filter((_, index) => !visible[index]);
      if (missing.length) throw notFound(`No feed ${missing.join(', ')}`);
      const added = (await add(member, unique)).map((item) => item.feedId);
      const skipped = unique.filter((id) => !added.includes(id));
      const message =
        skipped.length === 0
          ? `${added.length} feed(s) added to your workspace`
          : `${added.length} feed(s) added to your workspace; ${skipped.length} already there`;
      return { message, added, skipped };
    },

    /**
     * Takes a feed that is being deleted out of every workspace, in the transaction that deletes it;
     * items that were awaiting access leave the count of their organisation (TWA).
     */
    async removeFeed(feedId: number, executor: Executor): Promise<void> {
      const removed = await createWorkspaceRepository(executor).removeFeed(feedId);
      await dashboard.record(
        removed
          .filter((item) => item.status === 'awaiting')
          .map((item) => ({ orgId: item.orgId, code: 'TWA', delta: -1, subjectId: item.id })),
        executor,
      );
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
