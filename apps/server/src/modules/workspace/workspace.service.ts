import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import { formatMessage, messages } from '@feedmarket/contract/messages';
import type {
  TAccess,
  TFeedAccessStatus,
  TNewContent,
  TWorkspaceItem,
} from '@feedmarket/contract/workspace/workspace.schemas';
import type { Db, Executor } from '../../db/client';
import { answerOnce } from '../../lib/idempotent-answers';
import { conflict, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import type { AccessRequests } from '../access/access-requests.service';
import { checkFeedRight, createFeedAccess, requireOrganizationRight } from '../access/feed-access';
import type { DashboardService } from '../dashboard/dashboard.service';
import {
  createWorkspaceRepository,
  type WorkspaceItemRef,
  type WorkspaceListQuery,
  type WorkspaceRecord,
} from './workspace.repository';

type Deps = { db: Db; dashboard: DashboardService; accessRequests: AccessRequests };

export function createWorkspaceService({ db, dashboard, accessRequests }: Deps) {
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

  /** The items with their accesses, as the Workspace tab shows them. */
  async function present(records: WorkspaceRecord[], executor: Executor = db): Promise<TWorkspaceItem[]> {
    if (!records.length) return [];
    const accesses = await accessRequests.accessesOf(
      records[0]!.orgId,
      records.map((record) => record.feedId),
      executor,
    );
    return Promise.all(
      records.map(async (record) => {
        const accessRecord = record.status === 'locked' ? accesses.get(record.feedId) : undefined;
        return presentItem(record, accessRecord ? await accessRequests.presentAccess(accessRecord, executor) : null);
      }),
    );
  }

  function presentItem(record: WorkspaceRecord, access: TAccess | null): TWorkspaceItem {
    return {
      id: record.id,
      metadataId: record.feedId,
      name: record.feedName,
      typeId: record.typeId,
      providerId: record.providerId,
      providerName: record.providerName,
      status: record.status,
      flagged: record.flagged,
      hasNote: record.note !== null,
      note: record.note === null ? null : { workspaceId: record.id, note: record.note },
      createDate: formatDateTime(record.createdAt),
      lockedDate: record.lockedAt ? formatDateTime(record.lockedAt) : null,
      access,
    };
  }

  /** The organisation's item `id`, for one of its members; 404 when it has none by that id. */
  async function ownItem(member: SessionUser, orgId: number, id: number, executor: Executor, forUpdate = false) {
    requireOrganizationRight(member, orgId, 'act');
    const item = await createWorkspaceRepository(executor).find(orgId, id, forUpdate);
    if (!item) throw notFound(`No workspace item ${id}`);
    return item;
  }

  /** Changes an item in one transaction and answers it as it is then. */
  function changeItem(
    member: SessionUser,
    orgId: number,
    id: number,
    change: (item: WorkspaceRecord, tx: Executor) => Promise<void>,
  ): Promise<TWorkspaceItem> {
    return db.transaction(async (tx) => {
      await change(await ownItem(member, orgId, id, tx, true), tx);
      const [answer] = await present([(await createWorkspaceRepository(tx).find(orgId, id))!], tx);
      return answer!;
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

    /** The Workspace tab: the organisation's items, a page at a time. */
    async list(member: SessionUser, orgId: number, query: WorkspaceListQuery) {
      requireOrganizationRight(member, orgId, 'read');
      const { content, total } = await createWorkspaceRepository(db).list(orgId, query);
      return { content: await present(content), total };
    },

    /** Accessed feeds with content added since `since`. */
    async newContent(member: SessionUser, orgId: number, since: string): Promise<TNewContent[]> {
      requireOrganizationRight(member, orgId, 'read');
      const rows = await createWorkspaceRepository(db).newContent(orgId, new Date(since));
      return rows.map(({ latest, ...row }) => ({ ...row, latestDate: formatDateTime(new Date(latest!)) }));
    },

    /** Where the member's organisation stands with a feed it can see. */
    async feedStatus(member: SessionUser, feedId: number): Promise<TFeedAccessStatus> {
      const feed = await access.requireFeedRight(member, feedId, 'read');
      const item = await createWorkspaceRepository(db).findOfFeed(member.orgId, feedId);
      const accessRecord = (await accessRequests.accessesOf(member.orgId, [feedId])).get(feedId);
      return {
        metadataId: feedId,
        isOwner: feed.orgId === member.orgId,
        workspaceId: item?.id ?? null,
        locked: item?.status === 'locked',
        access: accessRecord ? await accessRequests.presentAccess(accessRecord) : null,
        price: await accessRequests.presentPriceOf(feedId),
      };
    },

    toggleFlag: (member: SessionUser, orgId: number, id: number) =>
      changeItem(member, orgId, id, (item, tx) => createWorkspaceRepository(tx).update(id, { flagged: !item.flagged })),

    /**
     * Locks the item: asks the provider for access and answers the decision. Locking an item twice
     * (or twice at once) decides once; a retry with the same `Idempotency-Key` answers the first answer.
     * The answer is made of what the lock read and wrote, not read again: the item's row is locked.
     */
    lock(member: SessionUser, orgId: number, id: number, idempotencyKey: string | undefined): Promise<TWorkspaceItem> {
      return db.transaction(async (tx) => {
        const item = await ownItem(member, orgId, id, tx, true);
        return answerOnce(
          tx,
          { userId: member.userId, key: idempotencyKey, route: `lock:${orgId}:${id}` },
          async () => {
            // The item's row carries its feed's status and owner, which the read right is decided on.
            const feed = { orgId: item.providerId, status: item.feedStatus, orgEnabled: item.providerEnabled };
            checkFeedRight(member, feed, 'read', item.feedId);
            if (item.status !== 'awaiting')
              return presentItem(item, await accessRequests.request(member, item.feedId, tx));
            // Taken off the awaiting count (TWA) with the counts the request makes, in one insert.
            const decided = await accessRequests.request(member, item.feedId, tx, [
              { orgId, code: 'TWA', delta: -1, subjectId: id, userId: member.userId },
            ]);
            const locked = { status: 'locked' as const, lockedAt: new Date() };
            await createWorkspaceRepository(tx).update(id, locked);
            return presentItem({ ...item, ...locked }, decided);
          },
        );
      });
    },

    /** Takes the item out of the workspace; an awaiting one leaves the TWA count. */
    async remove(member: SessionUser, orgId: number, id: number): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const item = await ownItem(member, orgId, id, tx, true);
        await createWorkspaceRepository(tx).remove(id);
        if (item.status === 'awaiting') {
          await dashboard.record({ orgId, code: 'TWA', delta: -1, subjectId: id, userId: member.userId }, tx);
        }
      });
      return { message: 'The feed was taken out of your workspace' };
    },

    createNote: (member: SessionUser, orgId: number, id: number, note: string) =>
      changeItem(member, orgId, id, async (item, tx) => {
        if (item.note !== null) throw conflict('This item has a note already: change it instead');
        await createWorkspaceRepository(tx).update(id, { note });
      }),

    updateNote: (member: SessionUser, orgId: number, id: number, note: string) =>
      changeItem(member, orgId, id, async (item, tx) => {
        if (item.note === null) throw notFound('This item has no note yet: write one first');
        await createWorkspaceRepository(tx).update(id, { note });
      }),

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

    /** Takes a feed whose access was revoked out of the organisation's workspace. */
    async removeRevoked(orgId: number, feedId: number, executor: Executor): Promise<void> {
      await createWorkspaceRepository(executor).removeOrgFeed(orgId, feedId);
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
