import { adminRoleIds, userStatuses } from '@feedmarket/contract/accounts/accounts.schemas';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  organizationIsicCodes,
  organizationLogos,
  organizations,
  userEmails,
  userRoles,
  users,
  type BillingContact,
} from '../../db/schema/accounts';
import { countries, isicCodes, states } from '../../db/schema/reference';

export type OrganizationRow = typeof organizations.$inferSelect & { logoUpdatedAt: Date | null };

export type OrganizationChanges = {
  name: string;
  website: string | null;
  countryId: number;
  stateId: number | null;
  addressline1: string | null;
  addressline2: string | null;
  city: string | null;
  postalcode: string | null;
  addressDisplay: string | null;
  billingContact: BillingContact | null;
};

export function createOrganizationsRepository(db: Executor) {
  return {
    async findOrganization(orgId: number): Promise<OrganizationRow | undefined> {
      const [row] = await db
        .select({ organization: organizations, logoUpdatedAt: organizationLogos.updatedAt })
        .from(organizations)
        .leftJoin(organizationLogos, eq(organizationLogos.orgId, organizations.id))
        .where(eq(organizations.id, orgId));
      return row && { ...row.organization, logoUpdatedAt: row.logoUpdatedAt };
    },

    /** Holds the organisation's row until the transaction ends, so admin counts cannot race. */
    async lockOrganization(orgId: number): Promise<boolean> {
      const rows = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, orgId))
        .for('update');
      return rows.length > 0;
    },

    async isicCodesOf(orgId: number): Promise<{ code: string; name: string }[]> {
      return db
        .select({ code: isicCodes.code, name: isicCodes.description })
        .from(organizationIsicCodes)
        .innerJoin(isicCodes, eq(isicCodes.code, organizationIsicCodes.isicCode))
        .where(eq(organizationIsicCodes.orgId, orgId))
        .orderBy(asc(isicCodes.code));
    },

    /** Names of the given countries and states, by id. */
    async placeNames(countryIds: number[], stateIds: number[]) {
      const [countryRows, stateRows] = await Promise.all([
        countryIds.length
          ? db
              .select({ id: countries.id, name: countries.name })
              .from(countries)
              .where(inArray(countries.id, countryIds))
          : [],
        stateIds.length
          ? db.select({ id: states.id, name: states.name }).from(states).where(inArray(states.id, stateIds))
          : [],
      ]);
      return {
        country: new Map(countryRows.map((row) => [row.id, row.name])),
        state: new Map(stateRows.map((row) => [row.id, row.name])),
      };
    },

    /**
     * Active administrators of the organisation with their first e-mail address, oldest first. The
     * subquery names the outer id in full: Drizzle leaves it bare in a query without joins.
     */
    async administrators(orgId: number): Promise<{ userId: number; displayName: string; email: string | null }[]> {
      return db
        .select({
          userId: users.id,
          displayName: sql<string>`${users.firstname} || ' ' || ${users.lastname}`,
          email: sql<
            string | null
          >`(select ${userEmails.emailAddress} from ${userEmails} where ${userEmails.userId} = ${sql.raw('"users"."id"')} order by ${userEmails.id} limit 1)`,
        })
        .from(users)
        .where(
          and(
            eq(users.orgId, orgId),
            eq(users.status, userStatuses.active),
            sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${inArray(userRoles.roleId, [...adminRoleIds])})`,
          ),
        )
        .orderBy(asc(users.createdAt), asc(users.id));
    },

    /** Users of the organisation that are not removed. */
    async countUsers(orgId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.orgId, orgId), ne(users.status, userStatuses.none)));
      return row?.n ?? 0;
    },

    async updateOrganization(orgId: number, changes: OrganizationChanges): Promise<void> {
      await db.update(organizations).set(changes).where(eq(organizations.id, orgId));
    },

    async replaceIsicCodes(orgId: number, codes: string[]): Promise<void> {
      await db.delete(organizationIsicCodes).where(eq(organizationIsicCodes.orgId, orgId));
      await db.insert(organizationIsicCodes).values(codes.map((isicCode) => ({ orgId, isicCode })));
    },

    async findLogo(orgId: number) {
      const [row] = await db.select().from(organizationLogos).where(eq(organizationLogos.orgId, orgId));
      return row;
    },

    /** Stores the logo and answers when it was stored (its version). */
    async saveLogo(orgId: number, contentType: string, content: Buffer): Promise<Date> {
      const [row] = await db
        .insert(organizationLogos)
        .values({ orgId, contentType, content })
        .onConflictDoUpdate({
          target: organizationLogos.orgId,
          set: { contentType, content, updatedAt: sql`now()` },
        })
        .returning({ updatedAt: organizationLogos.updatedAt });
      return row!.updatedAt;
    },

    async removeLogo(orgId: number): Promise<boolean> {
      const rows = await db
        .delete(organizationLogos)
        .where(eq(organizationLogos.orgId, orgId))
        .returning({ orgId: organizationLogos.orgId });
      return rows.length > 0;
    },
  };
}
