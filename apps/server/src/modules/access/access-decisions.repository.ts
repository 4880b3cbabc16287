import { userStatuses } from '@feedmarket/contract/accounts/accounts.schemas';
import { activeStatuses } from '@feedmarket/contract/policies/policies.constants';
import type { TPageQuery } from '@feedmarket/contract/common/paging';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { feedAccesses, policies, policyFeeds } from '../../db/schema/access';
import { organizations, userRoles, users } from '../../db/schema/accounts';
import { feeds } from '../../db/schema/catalog';
import { states } from '../../db/schema/reference';
import { adminRoleIds, legalReviewerRoleId } from '../../lib/session-user';
import type { DecidingPolicy, FeedFacts, MemberFacts } from './policy-evaluation';

export type AccessState = (typeof feedAccesses.$inferSelect)['state'];
export type AccessRow = typeof feedAccesses.$inferSelect;

/** An access with the names the answers show. */
export type AccessRecord = AccessRow & {
  feedName: string;
  orgName: string;
  providerName: string;
  policyName: string | null;
};

export type AccessListQuery = TPageQuery & { orderBy: 'requestedDate' | 'feedName' | 'state'; state?: AccessState };

/** What deciding one request reads (see `requestFacts`). */
export type RequestFacts = {
  feed: FeedFacts & { orgId: number; name: string };
  member: MemberFacts;
  memberName: string;
  existing: Pick<AccessRow, 'id' | 'state'> | undefined;
  policies: DecidingPolicy[];
};

type MemberFactsRow = {
  id: number;
  country_id: number;
  state_id: number | null;
  organization_type: number;
  isic_codes: string[] | null;
};

/** The CTE `codes(org_id, code)`: each organisation's ISIC codes with every code above them. */
const memberCodes = (orgIds: number[]) =>
  sql`codes(org_id, code) as (
        select org_id, isic_code from organization_isic_codes where org_id in ${orgIds}
        union
        select codes.org_id, isic_codes.parent from codes
          join isic_codes on isic_codes.code = codes.code where isic_codes.parent is not null
      )`;

/** The columns of `MemberFactsRow`, read from the organisation `o` and the CTE `codes`. */
const memberFactColumns = sql`o.id, o.country_id, o.state_id, o.organization_type,
  (select array_agg(code) from codes where codes.org_id = o.id) as isic_codes`;

const toMemberFacts = (row: MemberFactsRow): MemberFacts => ({
  orgId: row.id,
  countryId: row.country_id,
  stateId: row.state_id,
  organizationType: row.organization_type,
  isicCodes: new Set(row.isic_codes ?? []),
});

const consumers = alias(organizations, 'consumer');
const providers = alias(organizations, 'provider');

/** The queries decisions run: the facts they read, the provider's policies, and the accesses they write. */
export function createAccessDecisionsRepository(db: Executor) {
  function recordQuery() {
    return db
      .select({
        ...getTableColumns(feedAccesses),
        feedName: feeds.name,
        orgName: consumers.name,
        providerName: providers.name,
        policyName: policies.name,
      })
      .from(feedAccesses)
      .innerJoin(feeds, eq(feeds.id, feedAccesses.feedId))
      .innerJoin(consumers, eq(consumers.id, feedAccesses.orgId))
      .innerJoin(providers, eq(providers.id, feedAccesses.providerOrgId))
      .leftJoin(policies, eq(policies.id, feedAccesses.policyId));
  }

  return {
    /** What member rules read of each organisation: its place, type and ISIC codes with their ancestors. */
    async memberFacts(orgIds: number[]): Promise<Map<number, MemberFacts>> {
      if (!orgIds.length) return new Map();
      const rows = await queryRows<MemberFactsRow>(
        db,
        sql`with recursive ${memberCodes(orgIds)}
            select ${memberFactColumns} from organizations o where o.id in ${orgIds}`,
      );
      return new Map(rows.map((row) => [row.id, toMemberFacts(row)]));
    },

    /**
     * What deciding one member's request for a feed reads, in one round trip (a lock waits on each):
     * the feed, its provider's active policies (as `activePolicies`), the member's facts (as
     * `memberFacts`) and name, and the member's access to the feed, whose row stays locked until the
     * transaction ends. Undefined when there is no such feed.
     */
    async requestFacts(orgId: number, feedId: number): Promise<RequestFacts | undefined> {
      const [row] = await queryRows<
        MemberFactsRow & {
          org_name: string;
          feed: { id: number; orgId: number; name: string; facets: number[] };
          existing: Pick<AccessRow, 'id' | 'state'> | null;
          policies: (Omit<DecidingPolicy, 'createdAt' | 'feedIds'> & { createdAt: string; feedIds: number[] })[];
        }
      >(
        db,
        sql`with recursive ${memberCodes([orgId])},
            existing as (
              select id, state from ${feedAccesses} where org_id = ${orgId} and feed_id = ${feedId} for update
            )
            select ${memberFactColumns}, o.name as org_name,
              json_build_object('id', f.id, 'orgId', f.org_id, 'name', f.name, 'facets', f.facets) as feed,
              (select json_build_object('id', e.id, 'state', e.state) from existing e) as existing,
              (select coalesce(json_agg(json_build_object(
                  'id', p.id, 'name', p.name, 'typeId', p.type_id, 'priority', p.priority,
                  'createdAt', p.created_at, 'groups', p.groups, 'timePeriods', p.time_periods,
                  'anonymizerFlag', p.anonymizer_flag,
                  'feedIds', coalesce((select array_agg(pf.feed_id) from ${policyFeeds} pf where pf.policy_id = p.id), '{}')
                ) order by p.id), '[]')
                from ${policies} p where p.org_id = f.org_id and p.status = ${activeStatuses.active}) as policies
            from ${feeds} f cross join organizations o
            where f.id = ${feedId} and o.id = ${orgId}`,
      );
      if (!row) return undefined;
      return {
        feed: { ...row.feed, facets: new Set(row.feed.facets) },
        member: toMemberFacts(row),
        memberName: row.org_name,
        existing: row.existing ?? undefined,
        policies: row.policies.map((policy) => ({
          ...policy,
          createdAt: new Date(policy.createdAt),
          feedIds: new Set(policy.feedIds),
        })),
      };
    },

    /** What metadata rules read of each feed, with its owner and name. */
    async feedFacts(feedIds: number[]): Promise<Map<number, FeedFacts & { orgId: number; name: string }>> {
      if (!feedIds.length) return new Map();
      const rows = await db
        .select({ id: feeds.id, orgId: feeds.orgId, name: feeds.name, facets: feeds.facets })
        .from(feeds)
        .where(inArray(feeds.id, feedIds));
      return new Map(rows.map((row) => [row.id, { ...row, facets: new Set(row.facets) }]));
    },

    /** The provider's active policies, as decisions read them. */
    async activePolicies(providerOrgId: number): Promise<DecidingPolicy[]> {
      const rows = await db
        .select({
          id: policies.id,
          name: policies.name,
          typeId: policies.typeId,
          priority: policies.priority,
          createdAt: policies.createdAt,
          groups: policies.groups,
          timePeriods: policies.timePeriods,
          anonymizerFlag: policies.anonymizerFlag,
          feedIds: sql<
            number[]
          >`coalesce((select array_agg(${policyFeeds.feedId}) from ${policyFeeds} where ${policyFeeds.policyId} = ${policies.id}), '{}')`,
        })
        .from(policies)
        .where(and(eq(policies.orgId, providerOrgId), eq(policies.status, activeStatuses.active)));
      return rows.map((row) => ({ ...row, feedIds: new Set(row.feedIds) }));
    },

    /** The organisation's access to the feed, its row locked until the transaction ends. */
    async lockAccess(orgId: number, feedId: number): Promise<AccessRow | undefined> {
      const [row] = await db
        .select()
        .from(feedAccesses)
        .where(and(eq(feedAccesses.orgId, orgId), eq(feedAccesses.feedId, feedId)))
        .for('update');
      return row;
    },

    async insertAccess(values: typeof feedAccesses.$inferInsert): Promise<AccessRow> {
      const [row] = await db.insert(feedAccesses).values(values).returning();
      return row!;
    },

    async updateAccess(id: number, values: Partial<typeof feedAccesses.$inferInsert>): Promise<AccessRow> {
      const [row] = await db.update(feedAccesses).set(values).where(eq(feedAccesses.id, id)).returning();
      return row!;
    },

    async findRecord(id: number): Promise<AccessRecord | undefined> {
      const [row] = await recordQuery().where(eq(feedAccesses.id, id));
      return row;
    },

    /** Accesses of the organisation to these feeds, by feed. */
    async accessesOf(orgId: number, feedIds: number[]): Promise<Map<number, AccessRecord>> {
      if (!feedIds.length) return new Map();
      const rows = await recordQuery().where(and(eq(feedAccesses.orgId, orgId), inArray(feedAccesses.feedId, feedIds)));
      return new Map(rows.map((row) => [row.feedId, row]));
    },

    /** Granted and pending accesses to the provider's feeds, locked for re-deciding them. */
    async liveAccessesOf(providerOrgId: number): Promise<AccessRow[]> {
      return db
        .select()
        .from(feedAccesses)
        .where(and(eq(feedAccesses.providerOrgId, providerOrgId), inArray(feedAccesses.state, ['granted', 'pending'])))
        .orderBy(asc(feedAccesses.id))
        .for('update');
    },

    /** Requests the provider received, a page at a time. */
    async listReceived(
      providerOrgId: number,
      query: AccessListQuery,
    ): Promise<{ content: AccessRecord[]; total: number }> {
      const conditions: SQL[] = [eq(feedAccesses.providerOrgId, providerOrgId)];
      if (query.state) conditions.push(eq(feedAccesses.state, query.state));
      if (query.filter) conditions.push(ilike(feeds.name, containsPattern(query.filter)));
      const where = and(...conditions);
      const column = { requestedDate: feedAccesses.requestedAt, feedName: feeds.name, state: feedAccesses.state }[
        query.orderBy
      ];
      const [content, [total]] = await Promise.all([
        recordQuery()
          .where(where)
          .orderBy(query.order === 'asc' ? asc(column) : desc(column), desc(feedAccesses.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(feedAccesses).innerJoin(feeds, eq(feeds.id, feedAccesses.feedId)).where(where),
      ]);
      return { content, total: total?.n ?? 0 };
    },

    /** Granted accesses whose paid period ended: they become expired. */
    async expireDue(now: Date): Promise<AccessRow[]> {
      return db
        .update(feedAccesses)
        .set({ state: 'expired' })
        .where(and(eq(feedAccesses.state, 'granted'), sql`${feedAccesses.expiresAt} <= ${now.toISOString()}`))
        .returning();
    },

    /**
     * Active users of the organisation to tell of requests and payments: its administrators, and its
     * legal reviewers too when `withReviewers`.
     */
    async staffOf(orgId: number, withReviewers: boolean): Promise<number[]> {
      const roleIds = withReviewers ? [...adminRoleIds, legalReviewerRoleId] : [...adminRoleIds];
      const rows = await db
        .selectDistinct({ id: users.id })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .where(and(eq(users.orgId, orgId), eq(users.status, userStatuses.active), inArray(userRoles.roleId, roleIds)))
        .orderBy(asc(users.id));
      return rows.map((row) => row.id);
    },

    /** The name of an organisation, a state or a feed, for a decision's reason. */
    async entityName(kind: string, id: number): Promise<string | undefined> {
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
      const table = { organization: organizations, feed: feeds, state: states }[kind];
      if (!table) return undefined;
      const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
      return row?.name;
    },

    /** The alias an anonymizing policy gives consumers. */
    async policyAlias(policyId: number): Promise<string | null> {
      const [row] = await db.select({ text: policies.anonymizerText }).from(policies).where(eq(policies.id, policyId));
      return row?.text ?? null;
    },

    /** Every feed of the provider with what metadata rules read, by name. */
    async providerFeeds(providerOrgId: number): Promise<(FeedFacts & { name: string })[]> {
      const rows = await db
        .select({ id: feeds.id, name: feeds.name, facets: feeds.facets })
        .from(feeds)
        .where(eq(feeds.orgId, providerOrgId))
        .orderBy(asc(sql`lower(${feeds.name})`), asc(feeds.id));
      return rows.map((row) => ({ ...row, facets: new Set(row.facets) }));
    },

    /** The enabled organisations other than `exceptOrgId`, by name: those who may ask for access. */
    async enabledMembers(exceptOrgId: number): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(and(eq(organizations.enabled, 1), ne(organizations.id, exceptOrgId)))
        .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id));
    },

    /** Whether the policy refused or revoked a request of the organisation. */
    async wasRefusedBy(orgId: number, policyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: feedAccesses.id })
        .from(feedAccesses)
        .where(
          and(
            eq(feedAccesses.orgId, orgId),
            eq(feedAccesses.policyId, policyId),
            inArray(feedAccesses.state, ['refused', 'revoked']),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Whether the user is still active, so a notification for them is worth raising. */
    async isActiveUser(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.status, userStatuses.active)));
      return Boolean(row);
    },
  };
}

export type AccessDecisionsRepository = ReturnType<typeof createAccessDecisionsRepository>;
