import { feedStatuses } from '@feedmarket/contract/catalog/catalog.constants';
import type { TPageQuery } from '@feedmarket/contract/common/paging';
import type { ZMemberListQuery, ZSupervisorUserListQuery } from '@feedmarket/contract/supervisor/supervisor.schemas';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Executor } from '../../db/client';
import { organizations, outbox, userEmails, userRoles, roles, users } from '../../db/schema/accounts';
import { feeds } from '../../db/schema/catalog';
import { countries } from '../../db/schema/reference';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export type MemberListQuery = z.output<typeof ZMemberListQuery>;
export type UserListQuery = z.output<typeof ZSupervisorUserListQuery>;

const userCount = sql<number>`(select count(*)::int from ${users} where ${users.orgId} = ${organizations.id})`;
const feedCount = sql<number>`(select count(*)::int from ${feeds} where ${feeds.orgId} = ${organizations.id})`;
const activeFeedCount = sql<number>`(select count(*)::int from ${feeds} where ${feeds.orgId} = ${organizations.id} and ${feeds.status} = ${feedStatuses.active})`;
const adminName = sql<
  string | null
>`(select ${users.firstname} || ' ' || ${users.lastname} from ${users} where ${users.id} = ${organizations.adminId})`;

const memberSorts: Record<MemberListQuery['orderBy'], SQL> = {
  name: sql`lower(${organizations.name})`,
  createDate: sql`${organizations.createdAt}`,
  users: userCount,
  feeds: feedCount,
};

const userSorts: Record<UserListQuery['orderBy'], SQL[]> = {
  name: [sql`lower(${users.lastname})`, sql`lower(${users.firstname})`],
  username: [sql`lower(${users.username})`],
  organization: [sql`lower(${organizations.name})`, sql`lower(${users.lastname})`],
  lastlogin: [sql`${users.lastLoginAt}`],
  createDate: [sql`${users.createdAt}`],
};

/** The first e-mail address of the user, where mail goes. */
const firstEmail = sql<
  string | null
>`(select ${userEmails.emailAddress} from ${userEmails} where ${userEmails.userId} = ${users.id} order by ${userEmails.id} limit 1)`;
const userRoleList = sql<
  { id: number; name: string }[]
>`coalesce((select json_agg(json_build_object('id', ${roles.id}, 'name', ${roles.name}) order by ${roles.id})
    from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id}), '[]'::json)`;

const page = (query: Pick<TPageQuery, 'pageNum' | 'pageSize'>) => ({
  limit: query.pageSize,
  offset: (query.pageNum - 1) * query.pageSize,
});

/** The supervisor's reads across every organisation, and the switch that turns one on or off. */
export function createSupervisorRepository(db: Executor) {
  return {
    /** Every member organisation by name. */
    listMembers: () =>
      db
        .select({ value: organizations.id, name: organizations.name })
        .from(organizations)
        .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id)),

    /** One page of the outbox, newest first; the filter matches the recipient. */
    async listOutbox(query: TPageQuery) {
      const where = query.filter ? ilike(outbox.recipient, `%${escapeLike(query.filter)}%`) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(outbox)
          .where(where)
          .orderBy(desc(outbox.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(outbox).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** One page of member organisations with their users and feeds counted; the filter matches the name. */
    async memberPage(query: MemberListQuery) {
      const where = query.filter ? ilike(organizations.name, `%${escapeLike(query.filter)}%`) : undefined;
      const direction = query.order === 'asc' ? asc : desc;
      const { limit, offset } = page(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: organizations.id,
            name: organizations.name,
            countryName: countries.name,
            city: organizations.city,
            organizationType: organizations.organizationType,
            enabled: organizations.enabled,
            adminName,
            users: userCount,
            feeds: feedCount,
            activeFeeds: activeFeedCount,
            createdAt: organizations.createdAt,
          })
          .from(organizations)
          .innerJoin(countries, eq(countries.id, organizations.countryId))
          .where(where)
          .orderBy(direction(memberSorts[query.orderBy]), direction(organizations.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(organizations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findMember(orgId: number) {
      const [row] = await db
        .select({ id: organizations.id, name: organizations.name, enabled: organizations.enabled })
        .from(organizations)
        .where(eq(organizations.id, orgId));
      return row;
    },

    async setMemberEnabled(orgId: number, enabled: boolean): Promise<void> {
      await db
        .update(organizations)
        .set({ enabled: enabled ? 1 : 0 })
        .where(eq(organizations.id, orgId));
    },

    /**
     * One page of users with their organisation, e-mail and roles. `orgId` keeps one organisation's;
     * the filter matches user name, first and last name (also together) and e-mail address.
     */
    async userPage(query: Omit<UserListQuery, 'orgId'> & { orgId?: number }) {
      const text = query.filter ? `%${escapeLike(query.filter)}%` : undefined;
      const where = and(
        query.orgId === undefined ? undefined : eq(users.orgId, query.orgId),
        text
          ? or(
              ilike(users.username, text),
              ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, text),
              sql`exists (select 1 from ${userEmails} where ${userEmails.userId} = ${users.id} and ${userEmails.emailAddress} ilike ${text})`,
            )
          : undefined,
      );
      const direction = query.order === 'asc' ? asc : desc;
      const { limit, offset } = page(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            username: users.username,
            firstname: users.firstname,
            lastname: users.lastname,
            email: firstEmail,
            orgId: organizations.id,
            orgName: organizations.name,
            orgEnabled: organizations.enabled,
            status: users.status,
            roles: userRoleList,
            isSupervisor: users.isSupervisor,
            lastLoginAt: users.lastLoginAt,
            createdAt: users.createdAt,
          })
          .from(users)
          .innerJoin(organizations, eq(organizations.id, users.orgId))
          .where(where)
          .orderBy(...userSorts[query.orderBy].map((column) => direction(column)), direction(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(users).innerJoin(organizations, eq(organizations.id, users.orgId)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Feeds of every member counted by status and type. */
    feedCounts: () =>
      queryRows<{ status: number; type_id: number; n: number }>(
        db,
        sql`select ${feeds.status} as status, ${feeds.typeId} as type_id, count(*)::int as n from ${feeds} group by 1, 2`,
      ),

    /** Member organisations: all, enabled, and read-only. */
    async memberCounts(readOnlyType: number) {
      const [row] = await queryRows<{ total: number; enabled: number; read_only: number }>(
        db,
        sql`select count(*)::int as total,
                   count(*) filter (where ${organizations.enabled} = 1)::int as enabled,
                   count(*) filter (where ${organizations.organizationType} = ${readOnlyType})::int as read_only
            from ${organizations}`,
      );
      return {
        total: Number(row?.total ?? 0),
        enabled: Number(row?.enabled ?? 0),
        readOnly: Number(row?.read_only ?? 0),
      };
    },

    /** Users counted by status. */
    userCounts: () =>
      queryRows<{ status: number; n: number }>(
        db,
        sql`select ${users.status} as status, count(*)::int as n from ${users} group by 1`,
      ),
  };
}
