import {
  adminRoleIds,
  userStatuses,
  type UserListFilterField,
  type userListSorts,
} from '@feedmarket/contract/accounts/accounts.schemas';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { roles, userEmails, userRoles, users } from '../../db/schema/accounts';

export type UserRecord = {
  id: number;
  orgId: number;
  username: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  status: number;
  lastLoginAt: Date | null;
  createdAt: Date;
  emails: { emailAddress: string; emailType: number }[];
  roles: { id: number; name: string }[];
};

export type UserListQuery = {
  pageNum: number;
  pageSize: number;
  order: 'asc' | 'desc';
  orderBy: (typeof userListSorts)[number];
  filter?: string;
  filterBy?: UserListFilterField;
};

/**
 * The outer user's id, written out in full: Drizzle leaves columns of a query without joins
 * unqualified, and inside a subquery a bare "id" would name the subquery's own table.
 */
const outerUserId = sql.raw('"users"."id"');

const userColumns = {
  id: users.id,
  orgId: users.orgId,
  username: users.username,
  firstname: users.firstname,
  lastname: users.lastname,
  phone: users.phone,
  status: users.status,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  emails: sql<UserRecord['emails']>`coalesce((
    select json_agg(json_build_object('emailAddress', ${userEmails.emailAddress}, 'emailType', ${userEmails.emailType}) order by ${userEmails.id})
    from ${userEmails} where ${userEmails.userId} = ${outerUserId}), '[]'::json)`,
  roles: sql<UserRecord['roles']>`coalesce((
    select json_agg(json_build_object('id', ${roles.id}, 'name', ${roles.name}) order by ${roles.id})
    from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${outerUserId}), '[]'::json)`,
};

const sortColumns: Record<UserListQuery['orderBy'], SQL | AnyPgColumn> = {
  datecreated: users.createdAt,
  username: sql`lower(${users.username})`,
  lastname: sql`lower(${users.lastname})`,
  firstname: sql`lower(${users.firstname})`,
  status: users.status,
  lastlogin: users.lastLoginAt,
};

const filterColumns = { username: users.username, lastname: users.lastname, firstname: users.firstname } as const;

const isAdminRole = inArray(userRoles.roleId, [...adminRoleIds]);

export function createUsersRepository(db: Executor) {
  return {
    async findUser(userId: number): Promise<UserRecord | undefined> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
      return row;
    },

    /** One page of an organisation's users (removed ones left out) and how many match in all. */
    async listUsers(orgId: number, query: UserListQuery): Promise<{ rows: UserRecord[]; total: number }> {
      const pattern = query.filter ? containsPattern(query.filter) : undefined;
      const fields = query.filterBy ? [filterColumns[query.filterBy]] : Object.values(filterColumns);
      const where = and(
        eq(users.orgId, orgId),
        ne(users.status, userStatuses.none),
        pattern ? or(...fields.map((field) => ilike(field, pattern))) : undefined,
      );
      const direction = query.order === 'asc' ? asc : desc;
      const sortColumn = sortColumns[query.orderBy];
      const [rows, [total]] = await Promise.all([
        db
          .select(userColumns)
          .from(users)
          .where(where)
          // Users who never signed in sort last whichever the direction.
          .orderBy(
            ...(query.orderBy === 'lastlogin' ? [sql`${users.lastLoginAt} is null`] : []),
            direction(sortColumn),
            direction(users.id),
          )
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    listRoles(): Promise<{ id: number; name: string }[]> {
      return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.id));
    },

    /** The given role ids that do not exist. */
    async unknownRoles(roleIds: number[]): Promise<number[]> {
      if (!roleIds.length) return [];
      const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
      const known = new Set(found.map((row) => row.id));
      return roleIds.filter((id) => !known.has(id));
    },

    /** True when another user (not `exceptUserId`) has this e-mail address, ignoring case. */
    async emailTakenByOther(email: string, exceptUserId: number): Promise<boolean> {
      const rows = await db
        .select({ id: userEmails.id })
        .from(userEmails)
        .where(
          and(sql`lower(${userEmails.emailAddress}) = ${email.toLowerCase()}`, ne(userEmails.userId, exceptUserId)),
        );
      return rows.length > 0;
    },

    /** Active admins of the organisation other than `exceptUserId`. */
    async countOtherActiveAdmins(orgId: number, exceptUserId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(
          and(
            eq(users.orgId, orgId),
            ne(users.id, exceptUserId),
            eq(users.status, userStatuses.active),
            sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${isAdminRole})`,
          ),
        );
      return row?.n ?? 0;
    },

    /** Ids of the organisation's active admins. */
    async activeAdminIds(orgId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: users.id })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .where(and(eq(users.orgId, orgId), eq(users.status, userStatuses.active), isAdminRole));
      return rows.map((row) => row.id);
    },

    async updateProfile(userId: number, profile: { firstname: string; lastname: string; phone: string | null }) {
      await db.update(users).set(profile).where(eq(users.id, userId));
    },

    /** Makes `email` the user's only address. */
    async replaceEmail(userId: number, email: string): Promise<void> {
      await db.delete(userEmails).where(eq(userEmails.userId, userId));
      await db.insert(userEmails).values({ userId, emailAddress: email });
    },

    async replaceRoles(userId: number, roleIds: number[]): Promise<void> {
      await db.delete(userRoles).where(eq(userRoles.userId, userId));
      if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
    },

    async setStatus(userId: number, status: number): Promise<void> {
      await db.update(users).set({ status }).where(eq(users.id, userId));
    },

    /** Removes a user: their row stays (status 0) so history still names them; e-mail and roles go. */
    async removeUser(userId: number): Promise<void> {
      await db.update(users).set({ status: userStatuses.none }).where(eq(users.id, userId));
      await db.delete(userEmails).where(eq(userEmails.userId, userId));
      await db.delete(userRoles).where(eq(userRoles.userId, userId));
    },
  };
}
