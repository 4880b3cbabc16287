import { formatMessage, messages } from '@feedmarket/contract/messages';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import { createFeedAccess } from '../access/feed-access';
import { createWorkspaceRepository } from './workspace.repository';

export function createWorkspaceService(db: Db) {
  const repository = createWorkspaceRepository(db);
  const access = createFeedAccess(db);

  return {
    /** Adds one feed the member can see; 409 when the workspace has it already. */
    async addFeed(member: SessionUser, feedId: number): Promise<{ message: string }> {
      await access.requireFeedRight(member, feedId, 'read');
      const added = await repository.addFeeds(member.orgId, member.userId, [feedId]);
      if (!added.length) throw conflict(messages.workspaceConflict);
      return { message: formatMessage('workspaceAdded', { workspace: 'workspace' }) };
    },

    /** Adds several feeds; those already there are skipped, unknown ones refuse the whole call. */
    async addFeeds(member: SessionUser, feedIds: number[]) {
      const unique = [...new Set(feedIds)];
      const visible = await Promise.all(unique.map((id) => access.findFeedWithRight(member, id, 'read')));
      const missing = unique.filter((_, index) => !visible[index]);
      if (missing.length) throw notFound(`No feed ${missing.join(', ')}`);
      const added = await repository.addFeeds(member.orgId, member.userId, unique);
      const skipped = unique.filter((id) => !added.includes(id));
      const message =
        skipped.length === 0
          ? `${added.length} feed(s) added to your workspace`
          : `${added.length} feed(s) added to your workspace; ${skipped.length} already there`;
      return { message, added, skipped };
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
