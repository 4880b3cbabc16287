import { legalReviewStates } from '@feedmarket/contract/legal/legal.schemas';
import type { legalQueueSorts } from '@feedmarket/contract/legal/legal.schemas';
import type { TPageQuery } from '@feedmarket/contract/common/paging';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { legalReviewNotes, legalReviews } from '../../db/schema/legal';
import { userRoles, users } from '../../db/schema/accounts';
import { adminRoleIds, legalReviewerRoleId } from '../../lib/session-user';

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');
const displayName = (user: { firstname: AnyPgColumn; lastname: AnyPgColumn }) =>
  sql<string | null>`${user.firstname} || ' ' || ${user.lastname}`;

const reviewColumns = {
  id: legalReviews.id,
  orgId: legalReviews.orgId,
  itemType: legalReviews.itemType,
  itemId: legalReviews.itemId,
  itemName: legalReviews.itemName,
  state: legalReviews.state,
  requestedBy: displayName(requester),
  createdAt: legalReviews.createdAt,
  decidedBy: displayName(decider),
  decidedAt: legalReviews.decidedAt,
  noteCount: sql<number>`(select count(*)::int from ${legalReviewNotes} where ${legalReviewNotes.reviewId} = ${legalReviews.id})`,
};

export type LegalReviewRecord = {
  id: number;
  orgId: number;
  itemType: number;
  itemId: number;
  itemName: string;
  state: number;
  requestedBy: string | null;
  createdAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  noteCount: number;
};

export type LegalQueueQuery = TPageQuery & { orderBy: (typeof legalQueueSorts)[number]; state?: number };

const sortColumns: Record<LegalQueueQuery['orderBy'], SQL | AnyPgColumn> = {
  createDate: legalReviews.createdAt,
  itemName: sql`lower(${legalReviews.itemName})`,
  state: legalReviews.state,
  decidedDate: sql`coalesce(${legalReviews.decidedAt}, ${legalReviews.createdAt})`,
};

/** User status 2: active. */
const activeUser = 2;

export function createLegalRepository(db: Executor) {
  const selectReviews = () =>
    db
      .select(reviewColumns)
      .from(legalReviews)
      .leftJoin(requester, eq(requester.id, legalReviews.requestedBy))
      .leftJoin(decider, eq(decider.id, legalReviews.decidedBy));

  return {
    async insertReview(review: typeof legalReviews.$inferInsert): Promise<number> {
      const [row] = await db.insert(legalReviews).values(review).returning({ id: legalReviews.id });
      return row!.id;
    },

    async findReview(id: number): Promise<LegalReviewRecord | undefined> {
      const [row] = await selectReviews().where(eq(legalReviews.id, id));
      return row;
    },

    /** The newest review of an item. */
    async findLatestOfItem(itemType: number, itemId: number): Promise<LegalReviewRecord | undefined> {
      const [row] = await selectReviews()
        .where(and(eq(legalReviews.itemType, itemType), eq(legalReviews.itemId, itemId)))
        .orderBy(desc(legalReviews.id))
        .limit(1);
      return row;
    },

    async listQueue(orgId: number, query: LegalQueueQuery): Promise<{ content: LegalReviewRecord[]; total: number }> {
      const where = and(
        eq(legalReviews.orgId, orgId),
        query.state !== undefined ? eq(legalReviews.state, query.state) : undefined,
        query.filter ? ilike(legalReviews.itemName, containsPattern(query.filter)) : undefined,
      );
      const direction = query.order === 'asc' ? asc : desc;
      const [content, [total]] = await Promise.all([
        selectReviews()
          .where(where)
          .orderBy(direction(sortColumns[query.orderBy]), direction(legalReviews.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(legalReviews).where(where),
      ]);
      return { content, total: total?.n ?? 0 };
    },

    listNotes(reviewId: number) {
      return db
        .select({
          id: legalReviewNotes.id,
          text: legalReviewNotes.text,
          userName: displayName(users),
          createdAt: legalReviewNotes.createdAt,
        })
        .from(legalReviewNotes)
        .leftJoin(users, eq(users.id, legalReviewNotes.userId))
        .where(eq(legalReviewNotes.reviewId, reviewId))
        .orderBy(asc(legalReviewNotes.id));
    },

    async insertNote(reviewId: number, userId: number, text: string): Promise<void> {
      await db.insert(legalReviewNotes).values({ reviewId, userId, text });
    },

    /** Moves an open review to `state`; false when it was no longer open. */
    async decide(id: number, state: number, userId: number | null): Promise<boolean> {
      const rows = await db
        .update(legalReviews)
        .set({ state, decidedBy: userId, decidedAt: sql`now()` })
        .where(and(eq(legalReviews.id, id), eq(legalReviews.state, legalReviewStates.open)))
        .returning({ id: legalReviews.id });
      return rows.length > 0;
    },

    /** Holds the review's row until the transaction ends, so two decisions on it take turns. */
    async lockReview(id: number): Promise<void> {
      await db.select({ id: legalReviews.id }).from(legalReviews).where(eq(legalReviews.id, id)).for('update');
    },

    /**
     * The active users of an organisation who receive its legal review requests: its legal reviewers,
     * or its administrators when it has none.
     */
    async listRecipients(orgId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ userId: users.id, roleId: userRoles.roleId })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .where(
          and(
            eq(users.orgId, orgId),
            eq(users.status, activeUser),
            inArray(userRoles.roleId, [legalReviewerRoleId, ...adminRoleIds]),
          ),
        )
        .orderBy(asc(users.id));
      const reviewers = rows.filter((row) => row.roleId === legalReviewerRoleId).map((row) => row.userId);
      return [...new Set(reviewers.length ? reviewers : rows.map((row) => row.userId))];
    },

    async deleteReviewsOfItem(itemType: number, itemId: number): Promise<void> {
      await db.delete(legalReviews).where(and(eq(legalReviews.itemType, itemType), eq(legalReviews.itemId, itemId)));
    },
  };
}

export type LegalRepository = ReturnType<typeof createLegalRepository>;
