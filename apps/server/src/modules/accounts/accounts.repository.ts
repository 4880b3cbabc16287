import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizationIsicCodes, organizations, userEmails, userRoles, users } from '../../db/schema/accounts';
import { countries, emailRestrictions, isicCodes, states } from '../../db/schema/reference';

export function createAccountsRepository(db: Executor) {
  return {
    async countryExists(countryId: number): Promise<boolean> {
      const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
      return rows.length > 0;
    },

    async stateBelongsTo(stateId: number, countryId: number): Promise<boolean> {
      const rows = await db
        .select({ id: states.id })
        .from(states)
        .where(and(eq(states.id, stateId), eq(states.countryId, countryId)));
      return rows.length > 0;
    },

    /** The given ISIC codes that do not exist. */
    async unknownIsicCodes(codes: string[]): Promise<string[]> {
      const found = await db.select({ code: isicCodes.code }).from(isicCodes).where(inArray(isicCodes.code, codes));
      const known = new Set(found.map((row) => row.code));
      return codes.filter((code) => !known.has(code));
    },

    /** The first restricted fragment the address contains, if any. */
    async restrictedFragmentIn(email: string): Promise<string | undefined> {
      const [row] = await db
        .select({ fragment: emailRestrictions.fragment })
        .from(emailRestrictions)
        .where(sql`strpos(${email.toLowerCase()}, ${emailRestrictions.fragment}) > 0`)
        .limit(1);
      return row?.fragment;
    },

    async usernameTaken(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      return rows.length > 0;
    },

    async emailTaken(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: userEmails.id })
        .from(userEmails)
        .where(sql`lower(${userEmails.emailAddress}) = ${email.toLowerCase()}`);
      return rows.length > 0;
    },

    async insertOrganization(org: typeof organizations.$inferInsert): Promise<number> {
      const [row] = await db.insert(organizations).values(org).returning({ id: organizations.id });
      return row!.id;
    },

    async setOrganizationAdmin(orgId: number, userId: number): Promise<void> {
      await db.update(organizations).set({ adminId: userId }).where(eq(organizations.id, orgId));
    },

    async insertIsicCodes(orgId: number, codes: string[]): Promise<void> {
      await db.insert(organizationIsicCodes).values(codes.map((isicCode) => ({ orgId, isicCode })));
    },

    async insertUser(user: typeof users.$inferInsert, email: string, roleIds: number[]): Promise<number> {
      const [row] = await db.insert(users).values(user).returning({ id: users.id });
      const userId = row!.id;
      await db.insert(userEmails).values({ userId, emailAddress: email });
      if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
      return userId;
    },
  };
}
