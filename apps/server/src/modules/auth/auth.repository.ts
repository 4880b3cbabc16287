import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { userStatuses } from '@feedmarket/contract/accounts/accounts.schemas';
import type { Executor } from '../../db/client';
import {
  organizations,
  passwordResets,
  rateLimits,
  roles,
  sessions,
  userEmails,
  userRoles,
  users,
} from '../../db/schema/accounts';

const accountColumns = {
  userId: users.id,
  username: users.username,
  firstname: users.firstname,
  lastname: users.lastname,
  passwordHash: users.passwordHash,
  userStatus: users.status,
  isSupervisor: users.isSupervisor,
  lastLoginAt: users.lastLoginAt,
  orgId: organizations.id,
  orgName: organizations.name,
  orgType: organizations.organizationType,
  orgEnabled: organizations.enabled,
};

export type AccountRow = {
  userId: number;
  username: string;
  firstname: string;
  lastname: string;
  passwordHash: string;
  userStatus: number;
  isSupervisor: boolean;
  lastLoginAt: Date | null;
  orgId: number;
  orgName: string;
  orgType: number;
  orgEnabled: number;
};

/** The session lookup of every member call, prepared once per connection (no parsing or planning per request). */
function prepareLiveSession(db: Executor) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      username: users.username,
      orgId: organizations.id,
      orgType: organizations.organizationType,
      isSupervisor: users.isSupervisor,
      roleIds: sql<
        number[]
      >`coalesce((select array_agg(${userRoles.roleId} order by ${userRoles.roleId}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, userStatuses.active),
        eq(organizations.enabled, 1),
      ),
    )
    .prepare('find_live_session');
}

export type RateLimitCount = { hits: number; expiresAt: Date };

export function createAuthRepository(db: Executor) {
  let liveSession: ReturnType<typeof prepareLiveSession> | undefined;

  /** Retires a user's unused reset and invitation links. */
  async function retirePasswordResets(userId: number): Promise<void> {
    await db
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  }

  return {
    /** The account whose user name or e-mail address is `identifier` (case-insensitive). */
    async findAccountByIdentifier(identifier: string): Promise<AccountRow | undefined> {
      const lowered = identifier.toLowerCase();
      const [row] = await db
        .select(accountColumns)
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.orgId))
        .where(
          or(
            sql`lower(${users.username}) = ${lowered}`,
            sql`exists (select 1 from ${userEmails} where ${userEmails.userId} = ${users.id} and lower(${userEmails.emailAddress}) = ${lowered})`,
          ),
        )
        .limit(1);
      return row;
    },

    async findAccountByUserId(userId: number): Promise<AccountRow | undefined> {
      const [row] = await db
        .select(accountColumns)
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.orgId))
        .where(eq(users.id, userId));
      return row;
    },

    /** The e-mail address mail to this user goes to. */
    async findEmail(userId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ emailAddress: userEmails.emailAddress })
        .from(userEmails)
        .where(eq(userEmails.userId, userId))
        .orderBy(userEmails.id)
        .limit(1);
      return row?.emailAddress;
    },

    listRoles(userId: number): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: roles.id, name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, userId))
        .orderBy(roles.id);
    },

    async recordLogin(userId: number, at: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
    },

    async createSession(session: typeof sessions.$inferInsert): Promise<number> {
      const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
      return row!.id;
    },

    /** A live session of an active user in an enabled organisation: one indexed query. */
    async findLiveSession(tokenHash: string) {
      liveSession ??= prepareLiveSession(db);
      const [row] = await liveSession.execute({ tokenHash });
      return row;
    },

    async deleteSession(sessionId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** Signs every user of an organisation out. */
    async deleteSessionsOfOrganization(orgId: number): Promise<void> {
      await db
        .delete(sessions)
        .where(sql`${sessions.userId} in (select ${users.id} from ${users} where ${users.orgId} = ${orgId})`);
    },

    /** Signs a user out everywhere, except optionally the session in use. */
    async deleteSessionsOfUser(userId: number, keepSessionId?: number): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
    },

    async updatePassword(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /**
     * Counts one hit on the counter `key` and answers its hits in the current window and when that window
     * ends; a window that has passed starts again. One statement that increments and answers, so parallel
     * hits each see a different count and none slips past a limit.
     */
    async hitRateLimit(key: string, windowSeconds: number): Promise<RateLimitCount> {
      const windowEnd = sql`now() + make_interval(secs => ${windowSeconds})`;
      const expired = sql`${rateLimits.expiresAt} <= now()`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, expiresAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            expiresAt: sql`case when ${expired} then ${windowEnd} else ${rateLimits.expiresAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt });
      return row!;
    },

    /** Takes back one hit of the counter `key`, for an attempt that turned out legitimate. */
    async unhitRateLimit(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`${rateLimits.hits} - 1` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.hits, 0)));
    },

    async clearRateLimit(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Removes counters whose window has passed; answers how many. */
    async deleteExpiredRateLimits(): Promise<number> {
      const removed = await db
        .delete(rateLimits)
        .where(lte(rateLimits.expiresAt, sql`now()`))
        .returning({ key: rateLimits.key });
      return removed.length;
    },

    /** Holds the user's row until the transaction ends, so writes about one user take turns. */
    async lockUser(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** Call inside a transaction holding `lockUser`, or two requests at once may both leave a live link. */
    async createPasswordReset(reset: typeof passwordResets.$inferInsert): Promise<void> {
      // Only the newest link works: asking again retires the earlier ones.
      await retirePasswordResets(reset.userId);
      await db.insert(passwordResets).values(reset);
    },

    retirePasswordResets,

    async findUserStatus(userId: number): Promise<number | undefined> {
      const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
      return row?.status;
    },

    async setUserStatus(userId: number, status: number): Promise<void> {
      await db.update(users).set({ status }).where(eq(users.id, userId));
    },

    /** Marks an unused, unexpired reset token used and answers its user; undefined if none. */
    async consumePasswordReset(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
