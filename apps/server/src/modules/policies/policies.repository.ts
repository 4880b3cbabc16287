import { feedStatusNames } from '@feedmarket/contract/catalog/catalog.constants';
import type { TPageQuery } from '@feedmarket/contract/common/paging';
import type { policySorts } from '@feedmarket/contract/policies/policies.constants';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { policies, policyChallenges, policyFeeds } from '../../db/schema/access';
import { users } from '../../db/schema/accounts';
import { feeds } from '../../db/schema/catalog';

export type PolicyRecord = typeof policies.$inferSelect & {
  feedIds: number[];
  username: string | null;
  challengeCount: number;
};

export type PolicyListQuery = TPageQuery & { orderBy: (typeof policySorts)[number] };

/** The policy's columns a provider writes. */
export type PolicyValues = Required<
  Pick<
    typeof policies.$inferInsert,
    | 'name'
    | 'description'
    | 'typeId'
    | 'status'
    | 'priority'
    | 'requireLegalReview'
    | 'anonymizerFlag'
    | 'anonymizerText'
    | 'note'
    | 'groups'
    | 'timePeriods'
  >
>;

const feedIdsOf = sql<
  number[]
>`coalesce((select array_agg(${policyFeeds.feedId} order by ${policyFeeds.feedId}) from ${policyFeeds} where ${policyFeeds.policyId} = ${policies.id}), '{}')`;
const challengeCountOf = sql<number>`(select count(*)::int from ${policyChallenges} where ${policyChallenges.policyId} = ${policies.id})`;
const usernameOf = sql<string | null>`${users.firstname} || ' ' || ${users.lastname}`;

export function createPoliciesRepository(db: Executor) {
  const records = () =>
    db
      .select({
        ...getTableColumns(policies),
        feedIds: feedIdsOf,
        username: usernameOf,
        challengeCount: challengeCountOf,
      })
      .from(policies)
      .leftJoin(users, eq(users.id, policies.updatedBy));

  async function setFeeds(policyId: number, feedIds: number[]): Promise<void> {
    await db.delete(policyFeeds).where(eq(policyFeeds.policyId, policyId));
    if (feedIds.length) await db.insert(policyFeeds).values(feedIds.map((feedId) => ({ policyId, feedId })));
  }

  return {
    async find(id: number): Promise<PolicyRecord | undefined> {
      const [row] = await records().where(eq(policies.id, id));
      return row;
    },

    /** The policy's row, locked until the transaction ends, so changes to one policy take turns. */
    async lock(id: number): Promise<void> {
      await db.select({ id: policies.id }).from(policies).where(eq(policies.id, id)).for('update');
    },

    async insert(orgId: number, userId: number, values: PolicyValues, feedIds: number[]): Promise<number> {
      const [row] = await db
        .insert(policies)
        .values({ ...values, orgId, createdBy: userId, updatedBy: userId })
        .returning({ id: policies.id });
      await setFeeds(row!.id, feedIds);
      return row!.id;
    },

    async update(id: number, userId: number, values: Partial<PolicyValues>, feedIds?: number[]): Promise<void> {
      await db
        .update(policies)
        .set({ ...values, updatedBy: userId, updatedAt: sql`now()` })
        .where(eq(policies.id, id));
      if (feedIds) await setFeeds(id, feedIds);
    },

    async remove(id: number): Promise<void> {
      await db.delete(policies).where(eq(policies.id, id));
    },

    async list(orgId: number, query: PolicyListQuery): Promise<{ content: PolicyRecord[]; total: number }> {
      const conditions: SQL[] = [eq(policies.orgId, orgId)];
      if (query.filter && query.filter.length >= 3)
        conditions.push(ilike(policies.name, containsPattern(query.filter)));
      const where = and(...conditions);
      const column = {
        name: sql`lower(${policies.name})`,
        description: sql`lower(${policies.description})`,
        dateCreated: policies.createdAt,
        lastDateModified: policies.updatedAt,
        active: policies.status,
        priority: policies.priority,
        requirereview: policies.requireLegalReview,
        username: sql`lower(${usernameOf})`,
      }[query.orderBy];
      const [content, [total]] = await Promise.all([
        records()
          .where(where)
          .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(policies.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(policies).where(where),
      ]);
      return { content, total: total?.n ?? 0 };
    },

    /** Of these feeds, those that are not the organisation's. */
    async feedsNotOwned(orgId: number, feedIds: number[]): Promise<number[]> {
      if (!feedIds.length) return [];
      const owned = await db
        .select({ id: feeds.id })
        .from(feeds)
        .where(and(eq(feeds.orgId, orgId), inArray(feeds.id, feedIds)));
      const ownedIds = new Set(owned.map((row) => row.id));
      return feedIds.filter((id) => !ownedIds.has(id));
    },

    /** The organisation's feeds by name, for the wizard's picker. */
    async pickerFeeds(orgId: number, query: TPageQuery) {
      const conditions: SQL[] = [eq(feeds.orgId, orgId)];
      if (query.filter && query.filter.length >= 3) conditions.push(ilike(feeds.name, containsPattern(query.filter)));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: feeds.id, name: feeds.name, typeId: feeds.typeId, status: feeds.status })
          .from(feeds)
          .where(where)
          .orderBy(
            query.order === 'desc' ? desc(sql`lower(${feeds.name})`) : asc(sql`lower(${feeds.name})`),
            asc(feeds.id),
          )
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(feeds).where(where),
      ]);
      return {
        content: rows.map((row) => ({ ...row, statusText: feedStatusNames[row.status] ?? String(row.status) })),
        total: total?.n ?? 0,
      };
    },

    /** Names of these feeds, by name. */
    async feedNames(feedIds: number[]): Promise<{ id: number; name: string }[]> {
      if (!feedIds.length) return [];
      return db
        .select({ id: feeds.id, name: feeds.name })
        .from(feeds)
        .where(inArray(feeds.id, feedIds))
        .orderBy(asc(sql`lower(${feeds.name})`), asc(feeds.id));
    },

    async insertChallenge(values: typeof policyChallenges.$inferInsert): Promise<void> {
      await db.insert(policyChallenges).values(values);
    },
  };
}
